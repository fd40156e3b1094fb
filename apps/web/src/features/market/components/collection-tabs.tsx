import { AppstoreOutlined, EnvironmentOutlined, FireOutlined, LockOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { MARKET_COLLECTIONS, nearRegion, type MarketCollection } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<MarketCollection, ReactNode> = {
  all: <AppstoreOutlined aria-hidden />,
  hot: <FireOutlined aria-hidden />,
  new: <ThunderboltOutlined aria-hidden />,
  warehouse: <EnvironmentOutlined aria-hidden />,
  private: <LockOutlined aria-hidden />,
};

interface Props {
  value: MarketCollection;
  /** The list's ship-to country: the warehouse collection names the region near it. */
  shipTo?: string;
  onChange: (collection: MarketCollection) => void;
}

/** The market's five collections, one console path each. */
export function CollectionTabs({ value, shipTo, onChange }: Props) {
  const { t } = useTranslation();
  const region = shipTo ? nearRegion(shipTo) : null;
  const label = (c: MarketCollection) =>
    c === 'warehouse' && region
      ? t('market.collections.warehouseIn', { region: t(`market.region.${region}`) })
      : t(`market.collections.${c}`);
  return (
    <Tabs
      activeKey={value}
      onChange={(key) => onChange(key as MarketCollection)}
      items={MARKET_COLLECTIONS.map((c) => ({ key: c, label: label(c), icon: ICONS[c] }))}
      style={{ marginBottom: 0 }}
    />
  );
}
