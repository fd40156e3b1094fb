import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { BrandLink } from './brand-link';
import { LanguagePicker } from './language-picker';

/**
 * The frame of a screen outside the console that an outside service hands back to (the payment gateway, Shopify):
 * the brand leading `home`, the language picker and one centred column, in the theme's colours.
 */
export function OutsideFrame({ home, children }: { home: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const column = { width: '100%', maxWidth: 640, margin: '0 auto', padding: '0 16px', boxSizing: 'border-box' } as const;
  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>
      <header style={{ background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Flex align="center" justify="space-between" wrap gap={8} style={{ ...column, maxWidth: 960, minHeight: 64 }}>
          <BrandLink to={home} />
          <LanguagePicker />
        </Flex>
      </header>
      <main style={{ ...column, flex: 1, paddingTop: 32, paddingBottom: 40 }}>{children}</main>
    </Flex>
  );
}
