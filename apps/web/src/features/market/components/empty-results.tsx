import { Button, Empty, Flex } from 'antd';
import { collectionPath, nearRegion, type MarketCollection } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCountryLabel } from './country-label';
import { SourcingLink } from './collection-intro';

interface Props {
  collection: MarketCollection;
  /** Whether filters narrow the list (then they can be cleared). */
  filtered: boolean;
  shipTo?: string;
  onClear: () => void;
}

/** Why a collection shows nothing, and the way on: clear the filters, post a sourcing request, or see everything. */
export function EmptyResults({ collection, filtered, shipTo, onClear }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countryLabel = useCountryLabel();
  if (filtered) {
    return (
      <Empty description={t('market.empty.filtered')}>
        <Button type="primary" onClick={onClear}>
          {t('market.clearFilters')}
        </Button>
      </Empty>
    );
  }
  if (collection === 'private') {
    return (
      <Empty description={t('market.empty.private')}>
        <SourcingLink primary label={t('market.sourcing.post')} />
      </Empty>
    );
  }
  const farFromWarehouses = collection === 'warehouse' && !!shipTo && nearRegion(shipTo) === null;
  return (
    <Empty
      description={farFromWarehouses ? t('market.empty.noWarehouse', { country: countryLabel(shipTo) }) : t('market.empty.none')}
    >
      {collection === 'all' ? null : (
        <Flex justify="center">
          <Button onClick={() => void navigate(collectionPath('all'))}>{t('market.seeAll')}</Button>
        </Flex>
      )}
    </Empty>
  );
}
