import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import type { Recharge } from '@dropport/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatMoney } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useSessionStore } from '@/stores/session-store';
import { walletBalanceQueryOptions } from '@/features/wallet';
import { useRecharge } from '../api/recharge-detail';
import { useRechargeOptions } from '../api/recharge-options';
import { BankInstructions } from '../components/bank-instructions';
import { EmailUnverified } from '../components/email-unverified';
import { RechargeForm } from '../components/recharge-form';
import { RechargeList } from '../components/recharge-list';
import { RouterButton } from '../components/router-button';

/** The seller's balance now, and the way to the statement. */
function BalanceNow() {
  const { t, i18n } = useTranslation();
  const balance = useQuery(walletBalanceQueryOptions());
  return (
    <Flex gap={16} align="flex-end" wrap>
      {balance.isPending ? (
        <Skeleton.Input active />
      ) : (
        <Statistic
          title={t('recharge.balanceNow')}
          value={balance.data ? formatMoney(balance.data.availableCents, i18n.language) : '—'}
        />
      )}
      <Link to="/balance">{t('recharge.viewBalance')}</Link>
    </Flex>
  );
}

/**
 * Balance → Recharge: the amount (from `?amount=` in cents, if given) and method, the bank details of a transfer, and
 * the recent recharges.
 */
export default function RechargePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const options = useRechargeOptions();
  const [params, setParams] = useSearchParams();
  // A bank recharge whose transfer details are on show (`?recharge=`): a reload or a shared link keeps them. A
  // notification about a recharge leads here with `?id=`: its row stands out, and its transfer details show if due.
  const focus = params.get('id');
  const shownId = params.get('recharge') ?? focus;
  const shown = useRecharge(shownId);
  const bankRef = useRef<HTMLDivElement>(null);
  const bank = shown.data?.method === 'bank' && shown.data.status === 'awaiting_transfer' ? shown.data : null;
  // An amount to start with, in cents (`?amount=4000`: the Workplace's "Recharge the difference"); others are ignored.
  const amount = /^\d{1,12}$/.test(params.get('amount') ?? '') ? Number(params.get('amount')) : 0;

  useEffect(() => {
    if (bank) bankRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [bank]);

  const onCreated = (r: Recharge) => {
    if (r.method === 'card') navigate(`/lianlian?recharge=${encodeURIComponent(r.id)}`);
    else setParams({ recharge: r.id }, { replace: true });
  };

  return (
    <Page frame="cards" title={t('menu.recharge')} subtitle={t('recharge.intro')} extra={<BalanceNow />}>
      {user && !user.emailVerified ? <EmailUnverified user={user} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={bank ? 12 : 24}>
          <Card title={t('recharge.form.title')} style={{ height: '100%' }}>
            <LoadState queries={[options]}>
              {(loaded) => (
                <RechargeForm
                  options={loaded}
                  blocked={!!user && !user.emailVerified}
                  onCreated={onCreated}
                  initialCents={amount > 0 ? amount : undefined}
                />
              )}
            </LoadState>
          </Card>
        </Col>
        {bank && options.data ? (
          <Col xs={24} xl={12}>
            <div ref={bankRef}>
              <Card
                title={t('recharge.bank.title')}
                extra={
                  <Button
                    type="text"
                    icon={<CloseOutlined aria-hidden />}
                    aria-label={t('recharge.bank.hide')}
                    onClick={() => setParams({}, { replace: true })}
                  />
                }
              >
                <BankInstructions recharge={bank} bank={options.data.bank} />
                <Flex gap={8} wrap style={{ marginTop: 16 }}>
                  <RouterButton type="primary" to={`/balance/recharge/confirm-payment?recharge=${encodeURIComponent(bank.id)}`}>
                    {t('recharge.bank.confirm')}
                  </RouterButton>
                </Flex>
              </Card>
            </div>
          </Col>
        ) : null}
      </Row>
      <Card title={t('recharge.list.title')}>
        <RechargeList focus={focus} onShowBank={(id) => setParams({ recharge: id }, { replace: true })} />
      </Card>
    </Page>
  );
}
