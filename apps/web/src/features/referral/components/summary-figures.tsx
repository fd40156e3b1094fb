import { Card, Col, Row, Statistic } from 'antd';
import type { ReferralOverview, ReferralSummary } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { formatCents } from '../money';

type MoneyFigure = Exclude<keyof ReferralSummary, 'referees' | 'refereesOrdered'>;

/** The figures after "available", in the order the money goes: waiting, then where it went. */
const MONEY: MoneyFigure[] = ['pendingCents', 'heldCents', 'toWalletCents', 'paidOutCents', 'reversedCents', 'lifetimeCents'];

/** The seller's programme at a glance: what can be withdrawn now (big), the referees, and every other sum. */
export function SummaryFigures({ overview }: { overview: ReferralOverview }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const s = overview.summary;
  const money = (cents: number) => formatCents(cents, overview.currency, locale);
  const small = { content: { fontSize: 18, lineHeight: '32px' } };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card style={{ height: '100%' }}>
          <Statistic
            title={t('referral.summary.availableCents')}
            value={money(s.availableCents)}
            styles={{ content: { fontSize: 36, fontWeight: 600 } }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card style={{ height: '100%' }}>
          <Row gutter={[16, 16]}>
            <Col xs={12} sm={8} md={6}>
              <Statistic title={t('referral.summary.referees')} value={s.referees} styles={small} />
            </Col>
            <Col xs={12} sm={8} md={6}>
              <Statistic title={t('referral.summary.refereesOrdered')} value={s.refereesOrdered} styles={small} />
            </Col>
            {MONEY.map((key) => (
              <Col key={key} xs={12} sm={8} md={6}>
                <Statistic title={t(`referral.summary.${key}`)} value={money(s[key])} styles={small} />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
