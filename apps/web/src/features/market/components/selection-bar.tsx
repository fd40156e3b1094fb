import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddToImportList } from '../api/add-to-import-list';
import { showImportResult } from './import-feedback';

interface Props {
  ids: readonly number[];
  onClear: () => void;
}

/** Sticks to the bottom of the window while products are selected: add them all to the import list at once. */
export function SelectionBar({ ids, onClear }: Props) {
  const { t } = useTranslation();
  const add = useAddToImportList();
  if (ids.length === 0) return null;
  return (
    <Card
      size="small"
      role="region"
      aria-label={t('market.selection.label')}
      // Clear of the help button in the window's corner (the layout sets the width it needs).
      style={{
        position: 'sticky',
        bottom: 16,
        zIndex: 10,
        marginInlineEnd: 'var(--dp-help-clearance, 0px)',
        boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
      }}
    >
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text strong>{t('market.selection.count', { count: ids.length })}</Typography.Text>
        <Flex gap={8}>
          <Button onClick={onClear}>{t('market.selection.clear')}</Button>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            loading={add.isPending}
            onClick={() =>
              add.mutate(ids, {
                onSuccess: (result) => {
                  showImportResult(t, result);
                  onClear();
                },
              })
            }
          >
            {t('market.selection.add', { count: ids.length })}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
