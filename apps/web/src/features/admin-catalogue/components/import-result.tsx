import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Result, Skeleton, Table, Typography } from 'antd';
import type { CatalogueImportDetail, ImportIssue } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { LoadFailed } from '@/lib/load-state';
import { downloadFile, errorReportUrl } from '../api/download-file';
import { useImportStatus } from '../api/import-status';

/** The report's file name: the uploaded file's name with `-errors`. */
const reportName = (i: CatalogueImportDetail) => `${i.fileName.replace(/\.(csv|xlsx)$/i, '') || 'import'}-errors.csv`;

/** One import followed as it runs: its progress bar, then the products imported or every problem found. */
export function ImportResult({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const query = useImportStatus(id);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const imp = query.data;
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  if (imp.status === 'done')
    return (
      <Result
        status="success"
        title={t('adminCatalogue.imports.done', { count: imp.importedProducts, n: count(imp.importedProducts) })}
        subTitle={t('adminCatalogue.imports.doneRows', { file: imp.fileName, rows: count(imp.totalRows) })}
        extra={<Link to="/admin/products">{t('adminCatalogue.imports.toProducts')}</Link>}
      />
    );

  if (imp.status === 'failed') {
    const report = () =>
      downloadFile(errorReportUrl(imp.id), reportName(imp)).catch((e: unknown) => feedback.message.error(errorText(e)));
    return (
      <Flex vertical gap={12}>
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('adminCatalogue.imports.failed', { count: imp.errorCount, n: count(imp.errorCount) })}
          description={t('adminCatalogue.imports.failedHint', { file: imp.fileName })}
          action={
            <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void report()}>
              {t('adminCatalogue.imports.report')}
            </Button>
          }
        />
        <Table<ImportIssue>
          size="small"
          rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
          dataSource={imp.errors}
          pagination={imp.errors.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          aria-label={t('adminCatalogue.imports.errors')}
          columns={[
            { title: t('adminCatalogue.imports.row'), dataIndex: 'row', width: 80 },
            {
              title: t('adminCatalogue.imports.column'),
              dataIndex: 'column',
              width: 150,
              render: (c: string) => (c ? <Typography.Text code>{c}</Typography.Text> : '—'),
            },
            { title: t('adminCatalogue.imports.message'), dataIndex: 'message' },
          ]}
        />
        {imp.errorCount > imp.errors.length ? (
          <Typography.Text type="secondary">
            {t('adminCatalogue.imports.moreInReport', { n: count(imp.errors.length) })}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  }

  const label =
    imp.status === 'queued'
      ? t('adminCatalogue.imports.queued')
      : imp.status === 'importing'
        ? t('adminCatalogue.imports.importing')
        : t('adminCatalogue.imports.validating', { done: count(imp.processedRows), total: count(imp.totalRows) });
  return (
    <Flex vertical gap={8} role="status" aria-live="polite">
      <Typography.Text>{label}</Typography.Text>
      <Progress percent={imp.progress} status="active" aria-label={t('adminCatalogue.imports.progress')} />
    </Flex>
  );
}
