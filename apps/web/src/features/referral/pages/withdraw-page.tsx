import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Statistic } from 'antd';
import type { ReferralOverview } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { LinkButton } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { useReferralOverview } from '../api/overview';
import { EmailUnverifiedNotice, WithdrawForm } from '../components/withdraw-form';
import { WithdrawalsList } from '../components/withdrawals-list';
import { formatCents } from '../money';

/** What can be withdrawn now, and what is on its way. */
function Sums({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, overview.currency, locale);
  const small = { content: { fontSize: 18, lineHeight: '32px' } };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={10}>
        <Statistic
          title={t('referral.summary.availableCents')}
          value={money(overview.summary.availableCents)}
          styles={{ content: { fontSize: 30, fontWeight: 600 } }}
        />
      </Col>
      <Col xs={12} sm={7}>
        <Statistic title={t('referral.summary.pendingCents')} value={money(overview.summary.pendingCents)} styles={small} />
      </Col>
      <Col xs={12} sm={7}>
        <Statistic title={t('referral.summary.heldCents')} value={money(overview.summary.heldCents)} styles={small} />
      </Col>
    </Row>
  );
}

/**
 * Recommend → Withdraw: available commission to the balance at once, or out by PayPal or bank transfer, and the
 * seller's withdrawals with where each stands. A notification about a withdrawal leads here with `?id=`.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const overview = useReferralOverview();
  const [params] = useSearchParams();

  return (
    <Page
      frame="cards"
      title={t('menu.withdraw')}
      subtitle={t('referral.withdraw.intro')}
      extra={
        <LinkButton to="/recommend" icon={<ArrowLeftOutlined aria-hidden />}>
          {t('referral.withdraw.backToRecommend')}
        </LinkButton>
      }
    >
      <Card title={t('referral.withdraw.title')}>
        <LoadState queries={[overview]} rows={6}>
          {(o) => (
            <Flex vertical gap={24}>
              <Sums overview={o} />
              {o.emailVerified ? null : <EmailUnverifiedNotice />}
              <WithdrawForm overview={o} />
            </Flex>
          )}
        </LoadState>
      </Card>
      <Card title={t('referral.withdrawals.title')}>
        <WithdrawalsList focus={params.get('id')} />
      </Card>
    </Page>
  );
}
