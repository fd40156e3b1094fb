import { Flex, Skeleton, Tag, Typography } from 'antd';
import type { PushPreview as Preview, PushPreviewVariant } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/lib/load-state';
import { useLocale } from '@/lib/use-locale';
import { usePushPreview } from '../api/push-preview';
import { formatStoreMoney } from '../store-money';
import shared from '@/lib/shared.module.css';

/**
 * What each chosen store will get, per variant: the final price and compare-at in the store's currency (the server's
 * own pricing, so what is shown is what is pushed) and whether the price is the seller's or the rule's.
 */
export function PushPreview({ itemIds, storeIds }: { itemIds: string[]; storeIds: string[] }) {
  const { t } = useTranslation();
  const preview = usePushPreview(itemIds, storeIds);
  if (storeIds.length === 0) return null;
  return (
    <LoadState queries={[preview]} skeleton={<Skeleton active paragraph={{ rows: 2 }} title={false} />}>
      {({ stores }) => (
        <Flex
          vertical
          gap={12}
          role="region"
          aria-label={t('listings.push.preview.title')}
          style={{ maxHeight: 280, overflowY: 'auto' }}
        >
          <Typography.Text strong>{t('listings.push.preview.title')}</Typography.Text>
          {stores.map((s) => (
            <StorePrices key={s.storeId} store={s} />
          ))}
        </Flex>
      )}
    </LoadState>
  );
}

function StorePrices({ store }: { store: Preview['stores'][number] }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">
        {store.storeName} ({store.currency})
      </Typography.Text>
      {store.items.map((item) => (
        <Flex key={item.importItemId} vertical gap={2}>
          <Typography.Text ellipsis>{item.title}</Typography.Text>
          <Flex vertical role="list" aria-label={`${item.title} – ${store.storeName}`}>
            {item.variants.map((v) => (
              <VariantPrice key={v.variantId} v={v} currency={store.currency} />
            ))}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

function VariantPrice({ v, currency }: { v: PushPreviewVariant; currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = v.optionValues.filter(Boolean).join(' / ') || v.sku;
  const price = formatStoreMoney(v.priceCents, currency, locale);
  const compareAt = v.compareAtCents === null ? null : formatStoreMoney(v.compareAtCents, currency, locale);
  return (
    <Flex role="listitem" aria-label={name} justify="space-between" align="center" gap={8} wrap style={{ paddingLeft: 12 }}>
      <Typography.Text type="secondary" style={{ minWidth: 0 }} ellipsis>
        {name}
      </Typography.Text>
      <Flex gap={8} align="center" className={shared.nowrap}>
        <Typography.Text strong>{price}</Typography.Text>
        {compareAt === null ? (
          <Typography.Text type="secondary">{t('listings.push.preview.noCompareAt')}</Typography.Text>
        ) : (
          <Typography.Text delete type="secondary" aria-label={t('listings.push.preview.compareAt', { amount: compareAt })}>
            {compareAt}
          </Typography.Text>
        )}
        <Tag color={v.typed ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
          {v.typed ? t('listings.push.preview.typed') : t('listings.push.preview.rule')}
        </Tag>
      </Flex>
    </Flex>
  );
}
