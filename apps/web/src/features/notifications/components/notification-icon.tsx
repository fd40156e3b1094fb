import {
  BellOutlined,
  CloudServerOutlined,
  CloudUploadOutlined,
  CustomerServiceOutlined,
  GiftOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  ShoppingOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Avatar } from 'antd';
import type { NotificationCategory } from '@dropport/contracts';
import type { ReactNode } from 'react';

const ICONS: Record<NotificationCategory, { icon: ReactNode; color: string }> = {
  account: { icon: <SafetyCertificateOutlined />, color: '#1677ff' },
  order: { icon: <ShoppingOutlined />, color: '#13a8a8' },
  wallet: { icon: <WalletOutlined />, color: '#d48806' },
  ticket: { icon: <CustomerServiceOutlined />, color: '#722ed1' },
  referral: { icon: <GiftOutlined />, color: '#389e0d' },
  stock: { icon: <CloudServerOutlined />, color: '#ad4e00' },
  sourcing: { icon: <SearchOutlined />, color: '#c41d7f' },
  listing: { icon: <CloudUploadOutlined />, color: '#0958d9' },
};

/** The round icon of a notification's category; a bell for a type this console does not know. */
export function NotificationIcon({ category, size = 36 }: { category: NotificationCategory | null; size?: number }) {
  const look = category ? ICONS[category] : { icon: <BellOutlined />, color: '#8c8c8c' };
  return <Avatar size={size} icon={look.icon} style={{ background: look.color, flexShrink: 0 }} aria-hidden />;
}
