import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Modal, Skeleton, Typography } from 'antd';
import type { OrderSource, OrderSummary, PayOrdersResult } from '@dropport/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorText } from '@/lib/form-error';
import { LoadFailed } from '@/lib/load-state';
import { LinkButton } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { walletBalanceQueryOptions } from '@/features/wallet';
import { usePayOrders } from '../api/pay-orders';
import { PayResults } from './pay-results';

interface Props {
  source: OrderSource;
  /** The orders to pay; null keeps the dialog closed. */
  orders: OrderSummary[] | null;
  onClose: () => void;
  /** After the server answered (some may have been refused). */
  onPaid?: (report: PayOrdersResult) => void;
}

/** Pay orders from the balance: the sum against what is available first, then each order's result. */
export function PayOrdersDialog({ source, orders, onClose, onPaid }: Props) {
  return orders && orders.length > 0 ? (
    <PayDialog key={orders.map((o) => o.id).join()} source={source} orders={orders} onClose={onClose} onPaid={onPaid} />
  ) : null;
}

function PayDialog({ source, orders, onClose, onPaid }: Props & { orders: OrderSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const balance = useQuery(walletBalanceQueryOptions());
  const pay = usePayOrders();
  const [report, setReport] = useState<PayOrdersResult | null>(null);
  // One attempt per dialog: a second click or a retry of a lost answer gets this attempt's report, not "already paid".
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sum = orders.reduce((s, o) => s + o.costs.totalCents, 0);
  const available = balance.data?.availableCents;
  const short = available !== undefined && available < sum ? sum - available : 0;

  // The button shows "loading" only after a render; a second click of a double click comes sooner.
  const sending = useRef(false);
  const submit = () => {
    if (sending.current) return;
    sending.current = true;
    pay.mutate(
      { orderIds: orders.map((o) => o.id), idempotencyKey },
      {
        onSuccess: (r) => {
          setReport(r);
          onPaid?.(r);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const footer = report ? (
    <Button type="primary" onClick={onClose}>
      {t('orders.pay.close')}
    </Button>
  ) : (
    <Flex gap={8} justify="flex-end">
      <Button onClick={onClose} disabled={pay.isPending}>
        {t('orders.pay.cancel')}
      </Button>
      <Button type="primary" onClick={submit} loading={pay.isPending} disabled={balance.isPending}>
        {t('orders.pay.ok', { amount: money(sum) })}
      </Button>
    </Flex>
  );

  return (
    <Modal
      open
      title={report ? t('orders.pay.resultTitle') : t('orders.pay.title', { count: orders.length })}
      onCancel={pay.isPending ? undefined : onClose}
      closable={!pay.isPending}
      mask={{ closable: false }}
      footer={footer}
      destroyOnHidden
    >
      {report ? (
        <PayResults report={report} orders={orders} />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t(source === 'manual' ? 'orders.pay.intro.manual' : 'orders.pay.intro.store', { count: orders.length })}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0, maxHeight: 96, overflowY: 'auto' }}>
            {orders.map((o) => `${o.orderNo} (${money(o.costs.totalCents)})`).join(', ')}
          </Typography.Paragraph>
          {balance.isError ? <LoadFailed error={balance.error} onRetry={() => void balance.refetch()} /> : null}
          <Descriptions size="small" column={1} bordered styles={{ label: { width: '50%' } }}>
            <Descriptions.Item label={t('orders.pay.sum')}>
              <Typography.Text strong data-testid="pay-sum">
                {money(sum)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.pay.available')}>
              {available === undefined ? (
                <Skeleton.Input active size="small" />
              ) : (
                <span data-testid="pay-balance">{money(available)}</span>
              )}
            </Descriptions.Item>
          </Descriptions>
          {short > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={t('orders.pay.short', { amount: money(short) })}
              description={t('orders.pay.shortHint')}
              action={
                <LinkButton size="small" to="/balance/recharge">
                  {t('orders.pay.recharge')}
                </LinkButton>
              }
            />
          ) : null}
          {pay.isError ? <Alert type="error" showIcon role="alert" title={errorText(pay.error)} /> : null}
        </Flex>
      )}
    </Modal>
  );
}
