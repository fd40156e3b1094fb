import { Button, Table, Tag, Typography } from 'antd';
import type { CatalogueImport, ImportStatus } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useImportList } from '../api/list-imports';

const COLOR: Record<ImportStatus, string> = {
  queued: 'default',
  validating: 'processing',
  importing: 'processing',
  done: 'success',
  failed: 'error',
};

/** The latest imports; choosing one shows its result above. */
export function ImportHistory({ onOpen }: { onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const list = useImportList();
  const items = list.data?.items ?? [];
  if (items.length === 0) return <Typography.Text type="secondary">{t('adminCatalogue.imports.none')}</Typography.Text>;
  return (
    <Table<CatalogueImport>
      size="small"
      rowKey="id"
      dataSource={items}
      pagination={false}
      scroll={{ x: 640 }}
      aria-label={t('adminCatalogue.imports.history')}
      columns={[
        { title: t('adminCatalogue.imports.file'), dataIndex: 'fileName', ellipsis: true },
        {
          title: t('adminCatalogue.imports.when'),
          dataIndex: 'createdAt',
          width: 180,
          render: (v: string) => formatDateTime(v, i18n.language),
        },
        {
          title: t('adminCatalogue.imports.status'),
          dataIndex: 'status',
          width: 130,
          render: (s: ImportStatus) => <Tag color={COLOR[s]}>{t(`adminCatalogue.imports.statuses.${s}`)}</Tag>,
        },
        {
          title: t('adminCatalogue.imports.result'),
          key: 'result',
          width: 180,
          render: (_v, r) =>
            r.status === 'done'
              ? t('adminCatalogue.imports.importedN', { count: r.importedProducts })
              : r.status === 'failed'
                ? t('adminCatalogue.imports.errorsN', { count: r.errorCount })
                : `${r.progress}%`,
        },
        {
          key: 'open',
          width: 90,
          render: (_v, r) => (
            <Button size="small" onClick={() => onOpen(r.id)}>
              {t('adminCatalogue.imports.open')}
            </Button>
          ),
        },
      ]}
    />
  );
}
