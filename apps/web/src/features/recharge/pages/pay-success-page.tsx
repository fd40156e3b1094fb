import { Button, Card, Flex, Result, Skeleton, Spin, Typography } from 'antd';
import { rechargeOutcome, type Recharge } from '@dropport/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '@/lib/format';
import { LoadFailed } from '@/lib/load-state';
import { invalidateMyWallet } from '@/features/wallet';
import { POLL_FOR_MS, useRechargePolling } from '../api/recharge-detail';
import { PaymentFrame } from '../components/payment-frame';
import { RechargeState } from '../components/recharge-state';
import { isPayable, reasonText } from '../components/reason';
import { RouterButton } from '../components/router-button';

function Succeeded({ recharge: r }: { recharge: Recharge }) {
  const { t, i18n } = useTranslation();
  return (
    <Result
      status="success"
      title={t('recharge.result.success.title')}
      subTitle={t('recharge.result.success.text', {
        amount: formatMoney(r.amountCents, i18n.language),
        reference: r.reference,
      })}
      extra={[
        <RouterButton key="balance" type="primary" to="/balance">
          {t('recharge.result.toBalance')}
        </RouterButton>,
        <RouterButton key="invoices" to="/invoice">
          {t('recharge.result.toInvoices')}
        </RouterButton>,
      ]}
    />
  );
}

function Failed({ recharge: r }: { recharge: Recharge }) {
  const { t } = useTranslation();
  const reason = reasonText(r, t);
  return (
    <Result
      status="error"
      title={t('recharge.result.failure.title')}
      subTitle={reason ?? t(`recharge.result.failure.${r.status === 'expired' ? 'expired' : 'text'}`)}
      extra={[
        isPayable(r) ? (
          <RouterButton key="card" type="primary" to={`/lianlian?recharge=${encodeURIComponent(r.id)}`}>
            {t('recharge.result.otherCard')}
          </RouterButton>
        ) : null,
        <RouterButton key="again" type={isPayable(r) ? 'default' : 'primary'} to="/balance/recharge">
          {t('recharge.result.tryAgain')}
        </RouterButton>,
      ]}
    />
  );
}

/** The seller left the gateway's page with "Cancel and return": nothing was charged, and the way back to Balance. */
function Cancelled({ recharge: r }: { recharge: Recharge }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('recharge.result.cancelled.title')}
      subTitle={t('recharge.result.cancelled.text', { reference: r.reference })}
      extra={[
        <RouterButton key="balance" type="primary" to="/balance">
          {t('recharge.result.toBalance')}
        </RouterButton>,
        isPayable(r) ? (
          <RouterButton key="pay" to={`/lianlian?recharge=${encodeURIComponent(r.id)}`}>
            {t('recharge.result.backToPay')}
          </RouterButton>
        ) : null,
      ]}
    />
  );
}

/** Still waiting; a checkout that is still open may simply not have been paid (the gateway's "cancel and return"). */
function Waiting({ recharge: r, late, onCheck }: { recharge: Recharge; late: boolean; onCheck: () => void }) {
  const { t } = useTranslation();
  const backToPay = isPayable(r) ? (
    <Typography.Text type="secondary">
      {t('recharge.result.notPaid')}{' '}
      <Link to={`/lianlian?recharge=${encodeURIComponent(r.id)}`}>{t('recharge.result.backToPay')}</Link>
    </Typography.Text>
  ) : null;
  if (late)
    return (
      <Result
        status="info"
        title={t('recharge.result.late.title')}
        subTitle={t('recharge.result.late.text')}
        extra={[
          <Button key="check" type="primary" onClick={onCheck}>
            {t('recharge.result.checkAgain')}
          </Button>,
          <RouterButton key="balance" to="/balance">
            {t('recharge.result.toBalance')}
          </RouterButton>,
        ]}
      >
        {backToPay}
      </Result>
    );
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '48px 0' }} role="status">
      <Spin size="large" />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('recharge.result.waiting.title')}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
        {t('recharge.result.waiting.text')}
      </Typography.Text>
      {backToPay}
    </Flex>
  );
}

/** The outcome of one recharge, asked for until it is known: never assumed from having come back. */
function Outcome({ id, cancelled }: { id: string; cancelled: boolean }) {
  const qc = useQueryClient();
  const [since, setSince] = useState(() => Date.now());
  const recharge = useRechargePolling(id, since);
  const outcome = recharge.data ? rechargeOutcome(recharge.data.status) : null;

  useEffect(() => {
    // The balance and the recharge list show the credit when the seller goes on.
    if (outcome === 'success') void invalidateMyWallet(qc);
  }, [outcome, qc]);

  // Not LoadState: a poll that fails once the recharge has loaded keeps showing it; only a first load that fails says so.
  if (recharge.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (recharge.isError && !recharge.data) return <LoadFailed error={recharge.error} onRetry={() => void recharge.refetch()} />;
  const r = recharge.data;
  if (r.method === 'bank') return <RechargeState recharge={r} />;
  if (outcome === 'success') return <Succeeded recharge={r} />;
  // A declined card before the cancel is not why the seller is back: they chose to stop (a late success still wins).
  if (cancelled) return <Cancelled recharge={r} />;
  if (outcome === 'failure') return <Failed recharge={r} />;
  const late = recharge.dataUpdatedAt - since >= POLL_FOR_MS;
  return (
    <Waiting
      recharge={r}
      late={late}
      onCheck={() => {
        setSince(Date.now());
        void recharge.refetch();
      }}
    />
  );
}

/** /pay-success: where the gateway sends the seller back. It shows what the server says, polling until it knows. */
export default function PaySuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('recharge');
  return (
    <PaymentFrame>
      <Card>
        {id ? (
          <Outcome key={id} id={id} cancelled={params.get('result') === 'cancelled'} />
        ) : (
          <Result
            status="info"
            title={t('recharge.pay.missing.title')}
            subTitle={t('recharge.pay.missing.text')}
            extra={
              <RouterButton type="primary" to="/balance/recharge">
                {t('recharge.pay.back')}
              </RouterButton>
            }
          />
        )}
      </Card>
    </PaymentFrame>
  );
}
