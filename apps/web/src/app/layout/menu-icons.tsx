import {
  AccountBookOutlined,
  AppstoreOutlined,
  BookOutlined,
  CloudServerOutlined,
  ContainerOutlined,
  EditOutlined,
  GiftOutlined,
  HomeOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { IconName } from '@/lib/access';

/** The menu's icons by route-table name. */
export const MENU_ICONS: Record<IconName, ReactNode> = {
  home: <HomeOutlined aria-hidden />,
  market: <AppstoreOutlined aria-hidden />,
  importList: <ContainerOutlined aria-hidden />,
  store: <ShopOutlined aria-hidden />,
  products: <TagsOutlined aria-hidden />,
  orders: <ShoppingCartOutlined aria-hidden />,
  manualOrders: <EditOutlined aria-hidden />,
  balance: <WalletOutlined aria-hidden />,
  recommend: <GiftOutlined aria-hidden />,
  warehouse: <CloudServerOutlined aria-hidden />,
  account: <UserOutlined aria-hidden />,
  setting: <SettingOutlined aria-hidden />,
  policy: <BookOutlined aria-hidden />,
  invoice: <AccountBookOutlined aria-hidden />,
  admin: <SafetyCertificateOutlined aria-hidden />,
};
