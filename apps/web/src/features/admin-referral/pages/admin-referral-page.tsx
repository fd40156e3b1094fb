import { InboxOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/lib/load-state';
import { Page, SectionTitle } from '@/lib/page';
import { LinkButton } from '@/lib/router-link';
import { useReferralSettings } from '../api/settings';
import { ReferrersTable } from '../components/referrers-table';
import { SettingsChanges } from '../components/settings-changes';
import { SettingsForm } from '../components/settings-form';

/** Admin → Referral programme: the rules (and who changed them), and the referrers with their sums (`?q=` searches). */
export default function AdminReferralPage() {
  const { t } = useTranslation();
  const settings = useReferralSettings();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';

  return (
    <Page
      frame="cards"
      title={t('menu.adminReferral')}
      subtitle={t('adminReferral.intro')}
      extra={
        <LinkButton to="/admin/referral/withdrawals" type="primary" icon={<InboxOutlined aria-hidden />}>
          {t('adminReferral.toQueue')}
        </LinkButton>
      }
    >
      <Card title={t('adminReferral.settings.title')}>
        <LoadState queries={[settings]} rows={6}>
          {(view) => (
            <Row gutter={[32, 24]}>
              <Col xs={24} xl={12}>
                <SettingsForm key={view.updatedAt ?? 'defaults'} view={view} />
              </Col>
              <Col xs={24} xl={12}>
                <SectionTitle>{t('adminReferral.changes.title')}</SectionTitle>
                <SettingsChanges changes={view.changes} />
              </Col>
            </Row>
          )}
        </LoadState>
      </Card>
      <Card title={t('adminReferral.referrers.title')}>
        <Flex vertical gap={16}>
          <Input.Search
            key={q}
            allowClear
            defaultValue={q}
            aria-label={t('adminReferral.referrers.search')}
            placeholder={t('adminReferral.referrers.searchPlaceholder')}
            enterButton={t('adminReferral.referrers.searchButton')}
            onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {}, { replace: true })}
            style={{ width: 380, maxWidth: '100%' }}
          />
          <ReferrersTable q={q} />
        </Flex>
      </Card>
    </Page>
  );
}
