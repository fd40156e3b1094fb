import { AppstoreOutlined, ShopOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BRAND, useAppStore } from '@/stores/app-store';

const STEPS: { key: 'products' | 'store' | 'recharge'; path: string; icon: ReactNode }[] = [
  { key: 'products', path: '/allProducts', icon: <AppstoreOutlined /> },
  { key: 'store', path: '/addMyStore', icon: <ShopOutlined /> },
  { key: 'recharge', path: '/balance/recharge', icon: <WalletOutlined /> },
];

/** The main steps of a seller's start: find products, link a store, recharge the balance. */
export function Shortcuts() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const dark = useAppStore((s) => s.theme === 'dark');
  const navigate = useNavigate();
  return (
    <Card title={t('workplace.shortcuts.title')}>
      <Row gutter={[16, 16]}>
        {STEPS.map((step, i) => (
          <Col key={step.key} xs={24} md={8}>
            <Flex
              vertical
              gap={8}
              style={{
                height: '100%',
                padding: 16,
                borderRadius: token.borderRadiusLG,
                background: dark ? token.colorFillQuaternary : BRAND.paleGreen,
              }}
            >
              <Typography.Text strong style={{ color: dark ? token.colorText : BRAND.darkGreen, fontSize: 16 }}>
                {step.icon} {i + 1}. {t(`workplace.shortcuts.${step.key}.title`)}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ flex: 1 }}>
                {t(`workplace.shortcuts.${step.key}.text`)}
              </Typography.Text>
              <Button type="primary" ghost={!dark} onClick={() => void navigate(step.path)} style={{ alignSelf: 'flex-start' }}>
                {t(`workplace.shortcuts.${step.key}.action`)}
              </Button>
            </Flex>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
