import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/stores/session-store';
import { LoadState } from '@/lib/load-state';
import { useCountries } from '@/lib/regions/countries';
import { useShippingDefaults } from '../api/shipping-defaults';
import { useShippingMethods } from '../api/shipping-methods';
import { useTrackSetting } from '../api/track-setting';
import { DefaultsForm } from '../components/defaults-form';
import { TrackingForm } from '../components/tracking-form';

/** Setting → Shipping: where orders ship by default, which method per country, and how tracking reaches the stores. */
export default function ShippingSettingPage() {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const methods = useShippingMethods();
  const countries = useCountries();
  const defaults = useShippingDefaults(userId);
  const track = useTrackSetting(userId);
  const noMethods = <Empty description={t('shippingSetting.noMethods')} />;

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('menu.settingShipping')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
          {t('shippingSetting.intro')}
        </Typography.Paragraph>
      </div>
      <Card title={t('shippingSetting.defaultsTitle')}>
        <LoadState queries={[methods, countries, defaults]}>
          {() =>
            methods.data?.length && countries.data && defaults.data ? (
              <DefaultsForm userId={userId} saved={defaults.data} countries={countries.data} methods={methods.data} />
            ) : (
              noMethods
            )
          }
        </LoadState>
      </Card>
      <Card title={t('shippingSetting.trackingTitle')}>
        <LoadState queries={[methods, track]}>
          {() =>
            methods.data?.length && track.data ? (
              <TrackingForm userId={userId} saved={track.data} methods={methods.data} />
            ) : (
              noMethods
            )
          }
        </LoadState>
      </Card>
    </Flex>
  );
}
