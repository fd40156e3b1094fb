import { ClockCircleOutlined, CreditCardOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, Result, Typography } from 'antd';
import type { Recharge } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { readCredential } from '@/lib/credential';
import { formatDateTime, formatMoney } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { LoadState } from '@/lib/load-state';
import { PageHeader } from '@/lib/page';
import { useRecharge } from '../api/recharge-detail';
import { useRechargeOptions } from '../api/recharge-options';
import { gateway } from '../components/gateway';
import { PaymentFrame } from '../components/payment-frame';
import { isPayable, reasonText } from '../components/reason';
import { RouterButton } from '../components/router-button';
import { formatCountdown, useNow } from '../components/use-now';

const backToRecharge = (label: string) => (
  <RouterButton key="recharge" type="primary" to="/balance/recharge">
    {label}
  </RouterButton>
);

/** The test cards of the sandbox gateway, when the server runs against it. */
function SandboxCards() {
  const { t } = useTranslation();
  const options = useRechargeOptions();
  const cards = options.data?.sandboxCards ?? [];
  if (cards.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('recharge.pay.sandbox')}
      description={
        <Flex vertical>
          {cards.map((c) => (
            <span key={c.number}>
              <Typography.Text code>{c.number}</Typography.Text> {t(`recharge.pay.outcome.${c.outcome}`)}
            </span>
          ))}
        </Flex>
      }
    />
  );
}

/** What is being paid, the time left, and the hand-over to the gateway's hosted page. */
function PaySummary({ recharge: r, msLeft }: { recharge: Recharge; msLeft: number | null }) {
  const { t, i18n } = useTranslation();
  const reason = r.status === 'failed' ? reasonText(r, t) : null;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={
          <>
            <CreditCardOutlined aria-hidden /> {t('recharge.pay.title')}
          </>
        }
      />
      <Descriptions bordered size="small" column={1} styles={{ label: { width: '40%' } }}>
        <Descriptions.Item label={t('recharge.pay.merchant')}>{t('app.name')}</Descriptions.Item>
        <Descriptions.Item label={t('recharge.pay.item')}>{t('recharge.pay.itemText')}</Descriptions.Item>
        <Descriptions.Item label={t('recharge.pay.reference')}>
          <Typography.Text code>{r.reference}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('recharge.pay.amount')}>
          <Typography.Text strong style={{ fontSize: 20 }} data-testid="pay-amount">
            {formatMoney(r.amountCents, i18n.language)}
          </Typography.Text>
        </Descriptions.Item>
        {msLeft !== null && r.expiresAt ? (
          <Descriptions.Item label={t('recharge.pay.timeLeft')}>
            <Flex vertical>
              <Typography.Text strong role="timer" aria-label={t('recharge.pay.timeLeft')}>
                <ClockCircleOutlined aria-hidden /> {formatCountdown(msLeft)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('recharge.pay.until', { date: formatDateTime(r.expiresAt, i18n.language) })}
              </Typography.Text>
            </Flex>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {reason ? <Alert type="warning" showIcon title={t('recharge.pay.failedBefore', { reason })} /> : null}
      <Button type="primary" size="large" block icon={<LockOutlined aria-hidden />} onClick={() => gateway.open(r.checkoutUrl!)}>
        {t('recharge.pay.button')}
      </Button>
      <Typography.Text type="secondary">{t('recharge.pay.secure')}</Typography.Text>
      <SandboxCards />
    </Flex>
  );
}

/** The recharge once loaded: payable, or why not. */
function PayRecharge({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const recharge = useRecharge(id);
  const expiresAt = recharge.data?.expiresAt ? new Date(recharge.data.expiresAt).getTime() : null;
  const now = useNow(1000, expiresAt !== null);
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const location = useLocation();

  if (recharge.isError && isApiError(recharge.error) && recharge.error.status === 401)
    return <SignInFirst back={location.pathname + location.search} />;
  if (recharge.isError && isApiError(recharge.error) && recharge.error.status === 404)
    return (
      <Result
        status="404"
        title={t('recharge.pay.notFound.title')}
        subTitle={t('recharge.pay.notFound.text')}
        extra={backToRecharge(t('recharge.pay.back'))}
      />
    );
  const shown = (r: Recharge) => {
    if (r.method === 'bank')
      return (
        <Result
          status="info"
          title={t('recharge.pay.bank.title')}
          subTitle={t('recharge.pay.bank.text', { reference: r.reference })}
          extra={
            <RouterButton type="primary" to={`/balance/recharge/confirm-payment?recharge=${encodeURIComponent(r.id)}`}>
              {t('recharge.list.confirm')}
            </RouterButton>
          }
        />
      );
    if (r.status === 'succeeded')
      return (
        <Result
          status="success"
          title={t('recharge.pay.paid.title')}
          subTitle={t('recharge.pay.paid.text', { amount: money(r.amountCents), reference: r.reference })}
          extra={[
            <RouterButton key="balance" type="primary" to="/balance">
              {t('recharge.result.toBalance')}
            </RouterButton>,
            <RouterButton key="recharge" to="/balance/recharge">
              {t('recharge.pay.back')}
            </RouterButton>,
          ]}
        />
      );
    if (isPayable(r, now)) return <PaySummary recharge={r} msLeft={expiresAt === null ? null : expiresAt - now} />;
    const reason = reasonText(r, t);
    return (
      <Result
        status="warning"
        title={t(r.status === 'failed' ? 'recharge.pay.failed.title' : 'recharge.pay.expired.title')}
        subTitle={r.status === 'failed' && reason ? reason : t('recharge.pay.expired.text')}
        extra={backToRecharge(t('recharge.pay.newRecharge'))}
      />
    );
  };
  return (
    <LoadState queries={[recharge]} rows={6}>
      {shown}
    </LoadState>
  );
}

/** Not signed in (or the session ended): sign in, then come back to this very payment. */
function SignInFirst({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('recharge.pay.signIn.title')}
      subTitle={t('recharge.pay.signIn.text')}
      extra={
        <RouterButton type="primary" to={`/login?redirect=${encodeURIComponent(back)}`}>
          {t('recharge.pay.signIn.button')}
        </RouterButton>
      }
    />
  );
}

/**
 * /lianlian: the payment screen, outside the console. It shows what is being paid and hands over to the gateway's
 * hosted page; the seller's stored credential goes with every call, as anywhere in the console.
 */
export default function LianlianPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const id = params.get('recharge');
  let body;
  if (!id)
    body = (
      <Result
        status="info"
        title={t('recharge.pay.missing.title')}
        subTitle={t('recharge.pay.missing.text')}
        extra={backToRecharge(t('recharge.pay.back'))}
      />
    );
  else if (!readCredential()) body = <SignInFirst back={location.pathname + location.search} />;
  else body = <PayRecharge key={id} id={id} />;
  return (
    <PaymentFrame>
      <Card>{body}</Card>
    </PaymentFrame>
  );
}
