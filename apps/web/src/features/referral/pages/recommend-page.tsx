import { WalletOutlined } from '@ant-design/icons';
import { Card, Tabs } from 'antd';
import { DEFAULT_CURRENCY, type CommissionStatus } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { LinkButton } from '@/lib/router-link';
import { useReferralOverview } from '../api/overview';
import { CommissionsList, isCommissionStatus } from '../components/commissions-list';
import { EarningsChart } from '../components/earnings-chart';
import { InviteCard } from '../components/invite-card';
import { RefereesList } from '../components/referees-list';
import { StatementList } from '../components/statement-list';
import { SummaryFigures } from '../components/summary-figures';

const TABS = ['referees', 'commissions', 'statement'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/**
 * Recommend: the seller's invite link and code (to copy, as a QR code, in a message to share), the programme's terms,
 * what the referrals earned so far and per period, and the referees, commissions and statement, one tab each
 * (`?tab=`, with the commissions' `?status=`).
 */
export default function RecommendPage() {
  const { t } = useTranslation();
  const overview = useReferralOverview();
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) ? raw : 'referees';
  const rawStatus = params.get('status');
  const status = isCommissionStatus(rawStatus) ? rawStatus : null;
  const currency = overview.data?.currency ?? DEFAULT_CURRENCY;

  const setStatus = (next: CommissionStatus | null) =>
    setParams(next ? { tab: 'commissions', status: next } : { tab: 'commissions' }, { replace: true });

  const panes: Record<Tab, ReactNode> = {
    referees: <RefereesList currency={currency} />,
    commissions: <CommissionsList currency={currency} status={status} onStatus={setStatus} />,
    statement: <StatementList currency={currency} />,
  };

  return (
    <Page
      frame="cards"
      title={t('menu.recommend')}
      subtitle={t('referral.intro')}
      extra={
        <LinkButton to="/recommend/withdraw" type="primary" icon={<WalletOutlined aria-hidden />}>
          {t('referral.withdraw.open')}
        </LinkButton>
      }
    >
      <LoadState queries={[overview]} rows={6}>
        {(o) => (
          <>
            <InviteCard overview={o} />
            <SummaryFigures overview={o} />
          </>
        )}
      </LoadState>
      <EarningsChart currency={currency} />
      <Card>
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(key) => setParams(key === 'referees' ? {} : { tab: key }, { replace: true })}
          items={TABS.map((key) => ({ key, label: t(`referral.tabs.${key}`), children: panes[key] }))}
        />
      </Card>
    </Page>
  );
}
