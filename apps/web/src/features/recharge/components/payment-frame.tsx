import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import { LanguageSwitch } from '../../../lib/language-switch';

/** The brand, leading back to the recharge page. */
function Brand() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const href = useHref('/balance/recharge');
  const onClick = useLinkClickHandler<HTMLAnchorElement>('/balance/recharge');
  return (
    <a href={href} onClick={onClick} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: token.colorText }}>
      <img src="/favicon.svg" width={28} height={28} alt="" />
      <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
        {t('app.name')}
      </Typography.Text>
    </a>
  );
}

/**
 * The frame of the payment screens, which sit outside the console (the gateway hands back to them): the brand, the
 * language picker and one centred column, in the theme's colours.
 */
export function PaymentFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const column = { width: '100%', maxWidth: 640, margin: '0 auto', padding: '0 16px', boxSizing: 'border-box' } as const;
  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>
      <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Flex align="center" justify="space-between" wrap gap={8} style={{ ...column, maxWidth: 960, minHeight: 64 }}>
          <Brand />
          <LanguageSwitch />
        </Flex>
      </header>
      <main style={{ ...column, flex: 1, paddingTop: 32, paddingBottom: 40 }}>{children}</main>
    </Flex>
  );
}
