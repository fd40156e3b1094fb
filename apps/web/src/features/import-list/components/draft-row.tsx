import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ImportDraft } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { priceRange } from '../draft-form';
import { PushButton, type PushAction } from './push-button';
import { Thumb } from './thumb';

interface Props {
  draft: ImportDraft;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
  removing: boolean;
  hasStore: boolean;
  onPush?: PushAction;
}

/** One item of the list: main image, title, supplier cost, variants, the seller's prices; edit, push, remove. */
export function DraftRow({ draft, selected, onSelect, onEdit, onRemove, removing, hasStore, onPush }: Props) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const range = (lo: number, hi: number) => (lo === hi ? money(lo) : `${money(lo)} – ${money(hi)}`);
  const chosen = draft.variants.filter((v) => v.selected).length;
  const outOfStock = draft.variants.filter((v) => v.selected && v.outOfStock).length;
  const below = draft.variants.filter((v) => v.selected && v.belowCost).length;
  const prices = priceRange(draft);
  return (
    <Card size="small" role="article" aria-label={draft.title}>
      <Flex gap={12} align="center" wrap>
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('importList.row.select', { title: draft.title })}
        />
        <Thumb src={draft.images[0]} alt={draft.title} size={72} />
        <Flex vertical gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: draft.title }}>
            {draft.title}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('importList.row.cost', { range: range(draft.product.costMin, draft.product.costMax) })}
            {prices ? ` · ${t('importList.row.price', { range: range(prices[0], prices[1]) })}` : null}
          </Typography.Text>
          <Space size={[4, 4]} wrap>
            <Typography.Text type="secondary">
              {t('importList.row.variants', { count: draft.variants.length, selected: chosen })}
            </Typography.Text>
            {draft.product.availability !== 'available' ? (
              <Tag color="red">{t(`importList.availability.${draft.product.availability}`)}</Tag>
            ) : null}
            {outOfStock > 0 ? <Tag color="orange">{t('importList.row.outOfStock', { count: outOfStock })}</Tag> : null}
            {below > 0 ? <Tag color="red">{t('importList.row.belowCost', { count: below })}</Tag> : null}
          </Space>
        </Flex>
        <Space wrap>
          <Button type="primary" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            {t('importList.row.edit')}
          </Button>
          <PushButton itemIds={[draft.id]} hasStore={hasStore} onPush={onPush} label={t('importList.push.one')} />
          <Popconfirm
            title={t('importList.remove.confirmOne')}
            okText={t('importList.remove.ok')}
            cancelText={t('importList.remove.cancel')}
            onConfirm={onRemove}
          >
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              loading={removing}
              aria-label={t('importList.row.remove', { title: draft.title })}
              title={t('importList.row.remove', { title: draft.title })}
            />
          </Popconfirm>
        </Space>
      </Flex>
    </Card>
  );
}
