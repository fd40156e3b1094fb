import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountId } from '@/stores/session-store';
import { LoadState } from '@/lib/load-state';
import { Page } from '@/lib/page';
import { useCountries } from '@/lib/regions/countries';
import { useShippingDefaults } from '../api/shipping-defaults';
import { useShippingMethods } from '../api/shipping-methods';
import { useTrackSetting } from '../api/track-setting';
import { DefaultsForm } from '../components/defaults-form';
import { TrackingForm } from '../components/tracking-form';

/** Setting → Shipping: where orders ship by default, which method per country, and how tracking reaches the stores. */
export default function ShippingSettingPage() {
  const { t } = useTranslation();
  const userId = useAccountId();
  const methods = useShippingMethods();
  const countries = useCountries();
  const defaults = useShippingDefaults(userId);
  const track = useTrackSetting(userId);
  const noMethods = <Empty description={t('shippingSetting.noMethods')} />;

  return (
    <Page frame="plain" title={t('menu.settingShipping')} subtitle={t('shippingSetting.intro')}>
      <Card title={t('shippingSetting.defaultsTitle')}>
        <LoadState queries={[methods, countries, defaults]}>
          {(m, c, saved) => (m.length ? <DefaultsForm userId={userId} saved={saved} countries={c} methods={m} /> : noMethods)}
        </LoadState>
      </Card>
      <Card title={t('shippingSetting.trackingTitle')}>
        <LoadState queries={[methods, track]}>
          {(m, saved) => (m.length ? <TrackingForm userId={userId} saved={saved} methods={m} /> : noMethods)}
        </LoadState>
      </Card>
    </Page>
  );
}
