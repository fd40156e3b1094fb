import { Alert, Button, Flex, Input, Modal, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { profitUsdCents, type ListingDetail, type ListingPricesPatch, type ListingVariant } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { LoadState } from '@/lib/load-state';
import { feedback } from '@/lib/feedback';
import { useLocale } from '@/lib/use-locale';
import { useSetListingPrices } from '../api/listing-actions';
import { useListing } from '../api/listing-detail';
import { centsText, formatStoreMoney, typedCents } from '../store-money';
import { SmallText } from '@/lib/small-text';

interface Props {
  listingId: string | null;
  onClose: () => void;
}

/** What the seller typed for one variant; `rules` hands it back to the pricing rules. */
interface Typed {
  price?: string;
  compareAt?: string;
  rules?: boolean;
}

/** Edit prices: each variant's price and compare-at in the store currency, with cost, stock and profit (USD). */
export function EditPricesModal({ listingId, onClose }: Props) {
  const { t } = useTranslation();
  const listing = useListing(listingId);
  return (
    <Modal
      open={listingId !== null}
      title={listing.data ? t('listings.prices.title', { title: listing.data.title }) : t('listings.actions.edit')}
      onCancel={onClose}
      footer={null}
      width={900}
      destroyOnHidden
    >
      <LoadState queries={[listing]} rows={4}>
        {(loaded) => <PriceForm listing={loaded} onDone={onClose} />}
      </LoadState>
    </Modal>
  );
}

function PriceForm({ listing, onDone }: { listing: ListingDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSetListingPrices();
  const [typed, setTyped] = useState<Record<number, Typed>>({});
  const cur = listing.currency;
  const set = (id: number, change: Typed) => setTyped((prev) => ({ ...prev, [id]: { ...prev[id], ...change } }));

  /** The price a row shows and would save (null when what was typed is no amount). */
  const priceOf = (v: ListingVariant) => {
    const text = typed[v.variantId]?.price;
    return text === undefined ? v.priceCents : typedCents(text);
  };
  const compareOf = (v: ListingVariant) => {
    const text = typed[v.variantId]?.compareAt;
    if (text === undefined) return v.compareAtCents;
    return text.trim() === '' ? null : typedCents(text);
  };
  const problems = listing.variants.flatMap((v) => {
    const tv = typed[v.variantId];
    if (!tv || tv.rules) return [];
    const price = priceOf(v);
    if (price === null) return [t('listings.prices.invalid', { sku: v.sku })];
    const compare = compareOf(v);
    if (tv.compareAt !== undefined && tv.compareAt.trim() !== '' && compare === null)
      return [t('listings.prices.invalid', { sku: v.sku })];
    if (compare !== null && compare <= price) return [t('listings.prices.compareLow', { sku: v.sku })];
    return [];
  });
  const changes = listing.variants.flatMap((v): ListingPricesPatch['variants'] => {
    const tv = typed[v.variantId];
    if (!tv) return [];
    if (tv.rules) return [{ variantId: v.variantId, useRules: true }];
    const price = priceOf(v);
    if (price === null) return [];
    return [{ variantId: v.variantId, priceCents: price, compareAtCents: compareOf(v) }];
  });

  const columns: TableColumnsType<ListingVariant> = [
    {
      key: 'variant',
      title: t('listings.prices.variant'),
      render: (_, v) => (
        <Flex vertical>
          <Typography.Text>{v.optionValues.join(' / ') || v.sku}</Typography.Text>
          <SmallText type="secondary">{v.sku}</SmallText>
        </Flex>
      ),
    },
    {
      key: 'cost',
      title: t('listings.prices.cost'),
      render: (_, v) =>
        v.costCents === null ? <Tag color="warning">{t('listings.prices.gone')}</Tag> : formatMoney(v.costCents, locale),
    },
    { key: 'stock', title: t('listings.prices.stock'), render: (_, v) => v.stock ?? '—' },
    {
      key: 'price',
      title: t('listings.prices.price', { currency: cur }),
      render: (_, v) => {
        const tv = typed[v.variantId];
        const own = tv?.rules ? false : tv?.price !== undefined || v.priceOverride;
        return (
          <Flex vertical gap={4}>
            <Input
              aria-label={t('listings.prices.priceOf', { sku: v.sku })}
              value={tv?.rules ? '' : (tv?.price ?? centsText(v.priceCents, locale))}
              placeholder={tv?.rules ? t('listings.prices.byRules') : undefined}
              onChange={(e) => set(v.variantId, { price: e.target.value, rules: false })}
              style={{ width: 120 }}
            />
            <Flex gap={4} align="center">
              <SmallText type="secondary">{own ? t('listings.prices.own') : t('listings.prices.byRules')}</SmallText>
              {own ? (
                <Button
                  size="small"
                  type="link"
                  onClick={() => set(v.variantId, { rules: true, price: undefined, compareAt: undefined })}
                >
                  {t('listings.prices.useRules')}
                </Button>
              ) : null}
            </Flex>
          </Flex>
        );
      },
    },
    {
      key: 'compareAt',
      title: t('listings.prices.compareAt', { currency: cur }),
      render: (_, v) => (
        <Input
          aria-label={t('listings.prices.compareAtOf', { sku: v.sku })}
          disabled={typed[v.variantId]?.rules === true}
          value={typed[v.variantId]?.compareAt ?? (v.compareAtCents === null ? '' : centsText(v.compareAtCents, locale))}
          onChange={(e) => set(v.variantId, { compareAt: e.target.value, rules: false })}
          style={{ width: 120 }}
        />
      ),
    },
    {
      key: 'profit',
      title: t('listings.prices.profit'),
      render: (_, v) => {
        const price = typed[v.variantId]?.rules ? null : priceOf(v);
        if (price === null || v.costCents === null) return '—';
        const profit = profitUsdCents(price, listing.rateMicros, v.costCents, v.shippingCents ?? 0);
        return <Typography.Text type={profit < 0 ? 'danger' : undefined}>{formatMoney(profit, locale)}</Typography.Text>;
      },
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t('listings.prices.intro', { currency: cur, example: formatStoreMoney(1999, cur, locale) })}
      </Typography.Text>
      <Table<ListingVariant>
        rowKey="variantId"
        size="small"
        columns={columns}
        dataSource={listing.variants}
        pagination={false}
        scroll={{ x: 760 }}
      />
      {problems.length > 0 ? <Alert type="warning" showIcon title={problems[0]} /> : null}
      {save.isError ? (
        <Alert type="error" showIcon title={isApiError(save.error) ? save.error.message : String(save.error)} />
      ) : null}
      <Flex justify="end" gap={8}>
        <Button onClick={onDone}>{t('listings.push.cancel')}</Button>
        <Button
          type="primary"
          disabled={changes.length === 0 || problems.length > 0}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { id: listing.id, patch: { variants: changes } },
              {
                onSuccess: () => {
                  feedback.message.success(t('listings.prices.saved'));
                  onDone();
                },
              },
            )
          }
        >
          {t('listings.prices.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
