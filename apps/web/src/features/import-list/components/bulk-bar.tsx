import { DeleteOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PushButton, type PushAction } from './push-button';

interface Props {
  /** Items shown (loaded) and those of them selected. */
  shown: string[];
  selected: string[];
  total: number;
  onSelectAll: (checked: boolean) => void;
  onRemove: () => void;
  removing: boolean;
  hasStore: boolean;
  onPush?: PushAction;
}

/** Select all shown items; remove or push the selection at once. */
export function BulkBar({ shown, selected, total, onSelectAll, onRemove, removing, hasStore, onPush }: Props) {
  const { t } = useTranslation();
  const all = shown.length > 0 && selected.length === shown.length;
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={12}
      wrap
      role="toolbar"
      aria-label={t('importList.bulk.label')}
      style={{ position: 'sticky', top: 0, zIndex: 5, padding: '8px 0', background: 'inherit' }}
    >
      <Flex gap={12} align="center">
        <Checkbox checked={all} indeterminate={selected.length > 0 && !all} onChange={(e) => onSelectAll(e.target.checked)}>
          {t('importList.bulk.selectAll')}
        </Checkbox>
        <Typography.Text type="secondary">
          {selected.length > 0
            ? t('importList.bulk.selected', { count: selected.length })
            : t('importList.bulk.total', { count: total })}
        </Typography.Text>
      </Flex>
      <Flex gap={8} wrap>
        <Popconfirm
          title={t('importList.remove.confirmMany', { count: selected.length })}
          okText={t('importList.remove.ok')}
          cancelText={t('importList.remove.cancel')}
          onConfirm={onRemove}
          disabled={selected.length === 0}
        >
          <Button danger icon={<DeleteOutlined aria-hidden />} disabled={selected.length === 0} loading={removing}>
            {t('importList.bulk.remove', { count: selected.length })}
          </Button>
        </Popconfirm>
        <PushButton
          type="primary"
          itemIds={selected}
          hasStore={hasStore}
          onPush={onPush}
          label={t('importList.bulk.push', { count: selected.length })}
        />
      </Flex>
    </Flex>
  );
}
