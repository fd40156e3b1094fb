import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { WalletBalance } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { LoadFailed, type Loadable } from '@/lib/load-state';
import { useLocale } from '@/lib/use-locale';
import { formatCents } from '../money';

interface Props {
  query: Loadable & { data: WalletBalance | undefined };
}

/** The balance at a glance: what can be spent now (big), what is held, the currency and the last movement. */
export function BalanceSummary({ query }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const b = query.data;
  const small = { content: { fontSize: 18, lineHeight: '32px' } };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card style={{ height: '100%' }}>
          {b ? (
            <Statistic
              title={t('wallet.summary.available')}
              value={formatCents(b.availableCents, b.currency, locale)}
              styles={{ content: { fontSize: 36, fontWeight: 600 } }}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 1 }} />
          )}
        </Card>
      </Col>
      <Col xs={12} sm={8} lg={5}>
        <Card style={{ height: '100%' }}>
          {b ? (
            <Statistic title={t('wallet.summary.held')} value={formatCents(b.heldCents, b.currency, locale)} styles={small} />
          ) : (
            <Skeleton active paragraph={false} />
          )}
        </Card>
      </Col>
      <Col xs={12} sm={8} lg={4}>
        <Card style={{ height: '100%' }}>
          {b ? (
            <Statistic title={t('wallet.summary.currency')} value={b.currency} styles={small} />
          ) : (
            <Skeleton active paragraph={false} />
          )}
        </Card>
      </Col>
      <Col xs={24} sm={8} lg={5}>
        <Card style={{ height: '100%' }}>
          {b ? (
            <Statistic
              title={t('wallet.summary.lastMovement')}
              value={b.updatedAt ? formatDateTime(b.updatedAt, locale) : t('wallet.summary.never')}
              styles={small}
            />
          ) : (
            <Skeleton active paragraph={false} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
