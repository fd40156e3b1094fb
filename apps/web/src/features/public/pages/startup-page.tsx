import {
  CloudServerOutlined,
  DashboardOutlined,
  ImportOutlined,
  LinkOutlined,
  LoginOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  UserAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readCredential } from '@/lib/credential';
import { BRAND, useAppStore } from '@/stores/app-store';
import { PublicFrame } from '../components/public-frame';
import { LinkButton, RouterLink } from '@/lib/router-link';

/** The feature blocks, in the order of the console's menu; each has `startup.features.<id>.title` and `.text`. */
const FEATURES: readonly { id: string; icon: ReactNode }[] = [
  { id: 'market', icon: <ShopOutlined aria-hidden /> },
  { id: 'importList', icon: <ImportOutlined aria-hidden /> },
  { id: 'stores', icon: <LinkOutlined aria-hidden /> },
  { id: 'orders', icon: <ShoppingCartOutlined aria-hidden /> },
  { id: 'wallet', icon: <WalletOutlined aria-hidden /> },
  { id: 'referral', icon: <CloudServerOutlined aria-hidden /> },
];

/** The "how it works" steps: `startup.steps.<id>.title` and `.text`. */
const STEPS = ['s1', 's2', 's3'] as const;

/** Sign in and create an account, or straight into the console when this browser already holds a session. */
function CallsToAction({ signedIn, onHero }: { signedIn: boolean; onHero: boolean }) {
  const { t } = useTranslation();
  const dark = useAppStore((s) => s.theme === 'dark');
  // On the dark-green hero (light theme) the secondary button is drawn as an outline in the light text colour.
  const ghost = onHero && !dark;
  if (signedIn) {
    return (
      <Flex wrap gap={12} align="center">
        <LinkButton to="/dashboard/workplace" type="primary" size="large" icon={<DashboardOutlined aria-hidden />}>
          {t('startup.cta.console')}
        </LinkButton>
      </Flex>
    );
  }
  return (
    <Flex wrap gap={12} align="center">
      <LinkButton to="/login?mode=register" type="primary" size="large" icon={<UserAddOutlined aria-hidden />}>
        {t('startup.cta.register')}
      </LinkButton>
      <LinkButton to="/login" size="large" ghost={ghost} icon={<LoginOutlined aria-hidden />}>
        {t('startup.cta.signIn')}
      </LinkButton>
    </Flex>
  );
}

export default function StartupPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const dark = useAppStore((s) => s.theme === 'dark');
  const [signedIn] = useState(() => readCredential() !== null);

  // Light theme: the brand's dark green with light text; dark theme: the theme's own surfaces.
  const hero = dark
    ? { background: token.colorBgContainer, color: token.colorText, border: `1px solid ${token.colorBorderSecondary}` }
    : { background: BRAND.darkGreen, color: token.colorTextLightSolid, border: 'none' };
  const iconBox = dark
    ? { background: token.colorFillSecondary, color: token.colorPrimary }
    : { background: BRAND.paleGreen, color: BRAND.darkGreen };

  return (
    <PublicFrame
      maxWidth={1080}
      topBarExtra={<RouterLink to="/text">{t('startup.nav.terms')}</RouterLink>}
      footerExtra={<RouterLink to="/text">{t('startup.nav.termsAndPrivacy')}</RouterLink>}
    >
      <Flex vertical gap={48}>
        <section
          aria-labelledby="startup-title"
          style={{ ...hero, borderRadius: token.borderRadiusLG * 2, padding: 'clamp(24px, 6vw, 56px)' }}
        >
          <Typography.Text style={{ color: 'inherit', opacity: 0.8, textTransform: 'uppercase', letterSpacing: 1 }}>
            {t('startup.hero.kicker')}
          </Typography.Text>
          <Typography.Title
            id="startup-title"
            level={1}
            style={{ color: 'inherit', margin: '8px 0 16px', fontSize: 'clamp(28px, 5vw, 44px)', lineHeight: 1.2 }}
          >
            {t('startup.hero.title')}
          </Typography.Title>
          <Typography.Paragraph style={{ color: 'inherit', opacity: 0.92, fontSize: 17, maxWidth: 760, marginBottom: 28 }}>
            {t('startup.hero.pitch')}
          </Typography.Paragraph>
          <CallsToAction signedIn={signedIn} onHero />
          {signedIn ? (
            <Typography.Paragraph style={{ color: 'inherit', opacity: 0.8, margin: '12px 0 0' }}>
              {t('startup.cta.signedInHint')}
            </Typography.Paragraph>
          ) : null}
        </section>

        <section aria-labelledby="startup-features">
          <Typography.Title id="startup-features" level={2} style={{ marginTop: 0 }}>
            {t('startup.features.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
            {t('startup.features.intro')}
          </Typography.Paragraph>
          <Row gutter={[16, 16]}>
            {FEATURES.map(({ id, icon }) => (
              <Col key={id} xs={24} sm={12} lg={8}>
                <Card style={{ height: '100%' }}>
                  <Flex
                    align="center"
                    justify="center"
                    aria-hidden
                    style={{ ...iconBox, width: 44, height: 44, borderRadius: token.borderRadiusLG, fontSize: 22 }}
                  >
                    {icon}
                  </Flex>
                  <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4, margin: '16px 0 8px' }}>
                    {t(`startup.features.${id}.title`)}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {t(`startup.features.${id}.text`)}
                  </Typography.Paragraph>
                </Card>
              </Col>
            ))}
          </Row>
        </section>

        <section aria-labelledby="startup-steps">
          <Typography.Title id="startup-steps" level={2} style={{ marginTop: 0 }}>
            {t('startup.steps.title')}
          </Typography.Title>
          <Row gutter={[16, 16]}>
            {STEPS.map((id, index) => (
              <Col key={id} xs={24} md={8}>
                <Flex gap={16} align="flex-start" style={{ height: '100%' }}>
                  <Flex
                    align="center"
                    justify="center"
                    aria-hidden
                    style={{
                      flex: 'none',
                      width: 36,
                      height: 36,
                      borderRadius: '50%',
                      background: token.colorPrimary,
                      color: token.colorTextLightSolid,
                      fontWeight: 600,
                    }}
                  >
                    {index + 1}
                  </Flex>
                  <div>
                    <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading5, margin: '4px 0 8px' }}>
                      {t(`startup.steps.${id}.title`)}
                    </Typography.Title>
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      {t(`startup.steps.${id}.text`)}
                    </Typography.Paragraph>
                  </div>
                </Flex>
              </Col>
            ))}
          </Row>
        </section>

        <Card>
          <Flex wrap gap={16} align="center" justify="space-between">
            <div style={{ flex: '1 1 320px' }}>
              <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }}>
                {t('startup.closing.title')}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('startup.closing.text')}
              </Typography.Paragraph>
            </div>
            <CallsToAction signedIn={signedIn} onHero={false} />
          </Flex>
        </Card>
      </Flex>
    </PublicFrame>
  );
}
