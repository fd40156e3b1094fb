import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { nearRegion, type MarketCollection } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCountryLabel } from './country-label';

/** A link to the sourcing requests (Market → Sourcing), where a seller asks the team to find a product. */
export function SourcingLink({ primary, label }: { primary?: boolean; label: string }) {
  const navigate = useNavigate();
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<SearchOutlined aria-hidden />}
      onClick={() => void navigate('/sourcing')}
    >
      {label}
    </Button>
  );
}

/** What a collection holds, in a sentence; private products lead to sourcing requests. */
export function CollectionIntro({ collection, shipTo }: { collection: MarketCollection; shipTo?: string }) {
  const { t } = useTranslation();
  const countryLabel = useCountryLabel();
  if (collection === 'private') {
    return (
      <Alert
        type="info"
        showIcon
        title={t('market.intro.private')}
        action={<SourcingLink label={t('market.sourcing.requests')} />}
      />
    );
  }
  if (collection === 'warehouse') {
    const region = shipTo ? nearRegion(shipTo) : null;
    return (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {region
          ? t('market.intro.warehouse', { region: t(`market.region.${region}`) })
          : shipTo
            ? t('market.intro.warehouseNone', { country: countryLabel(shipTo) })
            : t('market.intro.warehouseAny')}{' '}
        {t('market.intro.notCloudWarehouse')}
      </Typography.Paragraph>
    );
  }
  return (
    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
      {t(`market.intro.${collection}`)}
    </Typography.Paragraph>
  );
}
