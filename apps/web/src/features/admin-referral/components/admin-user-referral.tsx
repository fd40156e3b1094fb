import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/lib/format';
import { LoadState } from '@/lib/load-state';
import { RouterLink } from '@/lib/router-link';
import { useLocale } from '@/lib/use-locale';
import { useAttribution } from '../api/attribution';

/** Admin: a seller's referral attribution, shown on the seller's admin page: who referred them, what it earned. */
export function AdminUserReferral({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const attribution = useAttribution(userId);
  return (
    <Card title={t('adminReferral.attribution.title')}>
      <LoadState queries={[attribution]} rows={2}>
        {(a) =>
          a.referrer === null ? (
            <Typography.Text type="secondary">{t('adminReferral.attribution.none')}</Typography.Text>
          ) : (
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t('adminReferral.attribution.referrer')}>
                <RouterLink to={`/admin/referral?q=${encodeURIComponent(a.referrer.email)}`}>{a.referrer.email}</RouterLink>
                <Typography.Text type="secondary">{` · ${a.referrer.inviteCode}`}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('adminReferral.attribution.windowEnds')}>
                {a.windowEndsAt ? formatDateTime(a.windowEndsAt, locale) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('adminReferral.attribution.commissions')}>{a.commissions}</Descriptions.Item>
              <Descriptions.Item label={t('adminReferral.attribution.earned')}>
                {formatMoney(a.commissionCents, locale)}
              </Descriptions.Item>
            </Descriptions>
          )
        }
      </LoadState>
    </Card>
  );
}
