import { Alert, Flex, Tag, Typography } from 'antd';
import type { OrderSummary, PayOrderResult, PayOrdersResult } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';

function ResultTag({ result }: { result: PayOrderResult }) {
  const { t } = useTranslation();
  if (result.alreadyPaid) return <Tag color="blue">{t('orders.pay.result.alreadyPaid')}</Tag>;
  return result.paid ? (
    <Tag color="success">{t('orders.pay.result.paid')}</Tag>
  ) : (
    <Tag color="error">{t('orders.pay.result.refused')}</Tag>
  );
}

/** After a payment: how many were paid and for how much, the balance left, and each order's result with the reason. */
export function PayResults({ report, orders }: { report: PayOrdersResult; orders: OrderSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const refused = report.results.filter((r) => !r.paid && !r.alreadyPaid).length;
  const orderOf = (id: string) => orders.find((o) => o.id === id);
  return (
    <Flex vertical gap={12}>
      <Alert
        type={refused > 0 ? (report.paidCount === 0 ? 'error' : 'warning') : report.paidCount === 0 ? 'info' : 'success'}
        showIcon
        title={t('orders.pay.summary', {
          count: report.paidCount,
          total: report.results.length,
          amount: money(report.paidCents),
        })}
        description={t('orders.pay.balanceNow', { balance: money(report.balanceCents) })}
      />
      <section aria-label={t('orders.pay.results')}>
        <Flex vertical component="ul" className={shared.plainList}>
          {report.results.map((r) => {
            const order = orderOf(r.orderId);
            return (
              <Flex
                key={r.orderId}
                component="li"
                vertical
                gap={2}
                style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,0.2)' }}
              >
                <Flex justify="space-between" gap={8} wrap>
                  <Typography.Text strong>
                    {r.orderNo ?? order?.orderNo ?? r.orderId}
                    {order?.storeOrderName ? <Typography.Text type="secondary"> · {order.storeOrderName}</Typography.Text> : null}
                  </Typography.Text>
                  <Flex gap={8} align="center">
                    <Typography.Text>{money(r.amountCents)}</Typography.Text>
                    <ResultTag result={r} />
                  </Flex>
                </Flex>
                {r.error ? (
                  // Paid before: nothing went wrong, so it is not said in red.
                  <Typography.Text type={r.alreadyPaid ? 'secondary' : 'danger'}>{r.error.message}</Typography.Text>
                ) : null}
              </Flex>
            );
          })}
        </Flex>
      </section>
    </Flex>
  );
}
