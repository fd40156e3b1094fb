import { Alert, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/lib/format';
import { byCode, useCountries } from '@/lib/regions/countries';
import type { AdminOrderDetail } from '../api/admin-order-detail';
import { SectionTitle } from '@/lib/page';

const NONE = '—';

/** An amount in a store's currency from its minor units (yen have none, dinars three). */
function storeMoney(minor: number, currency: string, locale: string): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    return format.format(minor / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2));
  } catch {
    return `${minor} ${currency}`;
  }
}

/** The country of a code, by its name in the console's language once the list is in. */
export function useCountryName() {
  const countries = useCountries();
  const map = byCode(countries.data);
  return (code: string | null) => {
    if (!code) return NONE;
    const c = map.get(code);
    return c ? c.name : code;
  };
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      {children}
    </section>
  );
}

const labelWidth = { label: { width: '38%' } };

/** Who and when: seller, store, customer and the order's dates. */
export function OrderParties({ order: o, sellerEmail }: { order: AdminOrderDetail; sellerEmail: string | undefined }) {
  const { t, i18n } = useTranslation();
  const when = (v: string | null) => (v ? formatDateTime(v, i18n.language) : NONE);
  return (
    <Descriptions size="small" column={1} bordered styles={labelWidth}>
      <Descriptions.Item label={t('adminOrders.drawer.seller')}>{o.sellerEmail ?? sellerEmail ?? NONE}</Descriptions.Item>
      <Descriptions.Item label={t('adminOrders.drawer.store')}>
        {o.store ? (
          <Flex vertical>
            <span>
              {o.store.name}
              {o.storeOrderName ? ` · ${o.storeOrderName}` : ''}
            </span>
            <Typography.Text type="secondary">{o.store.shopDomain}</Typography.Text>
          </Flex>
        ) : (
          t('adminOrders.source.manual')
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('adminOrders.drawer.customer')}>
        {o.customerName}
        {o.customerEmail ? <Typography.Text type="secondary"> · {o.customerEmail}</Typography.Text> : null}
      </Descriptions.Item>
      <Descriptions.Item label={t('adminOrders.drawer.created')}>{when(o.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t('adminOrders.drawer.paid')}>{when(o.paidAt)}</Descriptions.Item>
      {o.shippedAt ? <Descriptions.Item label={t('adminOrders.drawer.shipped')}>{when(o.shippedAt)}</Descriptions.Item> : null}
      {o.deliveredAt ? (
        <Descriptions.Item label={t('adminOrders.drawer.delivered')}>{when(o.deliveredAt)}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}

/** Where the parcel goes, with any problem the address check found. */
export function OrderAddressView({ order: o }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const a = o.address;
  return (
    <Section title={t('adminOrders.drawer.address')}>
      {a ? (
        <address style={{ fontStyle: 'normal' }}>
          <Flex vertical>
            <Typography.Text strong>{a.name}</Typography.Text>
            {a.company ? <span>{a.company}</span> : null}
            <span>{a.address1}</span>
            {a.address2 ? <span>{a.address2}</span> : null}
            <span>{[a.postalCode, a.city, a.province].filter(Boolean).join(', ')}</span>
            <span>{countryName(a.countryCode)}</span>
            {a.phone ? <span>{a.phone}</span> : null}
          </Flex>
        </address>
      ) : (
        <Typography.Text type="secondary">{t('adminOrders.drawer.noAddress')}</Typography.Text>
      )}
      {o.addressProblems.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={t('adminOrders.drawer.addressProblems')}
          description={o.addressProblems.map((p) => t(`adminOrders.addressProblem.${p}`)).join(' · ')}
        />
      ) : null}
    </Section>
  );
}

/** What the seller paid, USD, and what the buyer paid in the store. */
export function OrderCostsView({ order: o }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const c = o.costs;
  return (
    <Section title={t('adminOrders.drawer.costs')}>
      <Descriptions size="small" column={1} bordered styles={labelWidth}>
        <Descriptions.Item label={t('adminOrders.costs.products')}>{money(c.productsCents)}</Descriptions.Item>
        <Descriptions.Item label={t('adminOrders.costs.shipping')}>{money(c.shippingCents)}</Descriptions.Item>
        {c.praiseCardCents > 0 ? (
          <Descriptions.Item label={t('adminOrders.costs.praiseCard')}>{money(c.praiseCardCents)}</Descriptions.Item>
        ) : null}
        {c.otherFeesCents > 0 ? (
          <Descriptions.Item label={t('adminOrders.costs.fulfilment')}>{money(c.otherFeesCents)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('adminOrders.costs.total')}>
          <Typography.Text strong>{money(c.totalCents)}</Typography.Text>
        </Descriptions.Item>
        {o.refundedCents > 0 ? (
          <Descriptions.Item label={t('adminOrders.costs.refunded')}>{money(o.refundedCents)}</Descriptions.Item>
        ) : null}
        {o.storeTotalMinor !== null && o.storeCurrency ? (
          <Descriptions.Item label={t('adminOrders.costs.storeTotal')}>
            {storeMoney(o.storeTotalMinor, o.storeCurrency, i18n.language)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </Section>
  );
}

/** How it ships: method, IOSS, carrier and tracking, and whether the tracking reached the store. */
export function OrderShippingView({ order: o }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const option = o.shippingOptions.find((s) => s.methodCode === o.shippingMethodCode);
  const sync =
    o.fulfillmentSync === 'failed'
      ? t('adminOrders.sync.failed', { error: o.fulfillmentError ?? t('adminOrders.sync.unknownError') })
      : o.fulfillmentSync === 'none' && !o.store
        ? t('adminOrders.sync.noStore')
        : t(`adminOrders.sync.${o.fulfillmentSync}`);
  return (
    <Section title={t('adminOrders.drawer.shipping')}>
      <Descriptions size="small" column={1} bordered styles={labelWidth}>
        <Descriptions.Item label={t('adminOrders.drawer.method')}>
          {option
            ? t('adminOrders.drawer.methodDays', {
                name: option.methodName,
                code: option.methodCode,
                min: option.daysMin,
                max: option.daysMax,
              })
            : (o.shippingMethodCode ?? NONE)}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminOrders.drawer.ioss')}>{o.iossNumber ?? NONE}</Descriptions.Item>
        <Descriptions.Item label={t('adminOrders.drawer.carrier')}>{o.carrier ?? NONE}</Descriptions.Item>
        <Descriptions.Item label={t('adminOrders.drawer.trackingNumber')}>
          {o.trackingNumber ? (
            <Typography.Text code copyable>
              {o.trackingNumber}
            </Typography.Text>
          ) : (
            NONE
          )}
        </Descriptions.Item>
        {o.trackingUrl ? (
          <Descriptions.Item label={t('adminOrders.drawer.trackingUrl')}>
            <Typography.Link href={o.trackingUrl} target="_blank" rel="noreferrer">
              {o.trackingUrl}
            </Typography.Link>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('adminOrders.drawer.sync')}>
          <Typography.Text type={o.fulfillmentSync === 'failed' ? 'danger' : undefined}>{sync}</Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Section>
  );
}
