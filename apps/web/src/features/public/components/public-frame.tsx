import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '@/lib/brand-link';
import { LanguagePicker } from '@/lib/language-picker';

/** Height of the sticky top bar; sections reached through `#anchors` keep clear of it. */
export const TOP_BAR_HEIGHT = 64;

interface PublicFrameProps {
  /** Width of the centred content column. */
  maxWidth: number;
  /** Links shown in the top bar before the language picker. */
  topBarExtra?: ReactNode;
  /** Links shown in the footer after the copyright line. */
  footerExtra?: ReactNode;
  children: ReactNode;
}

/**
 * The blank frame of the public pages (no console layout): a top bar with the brand and the language picker,
 * a centred content column and a footer, all in the theme's colours so light and dark both work.
 */
export function PublicFrame({ maxWidth, topBarExtra, footerExtra, children }: PublicFrameProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const column = { width: '100%', maxWidth, margin: '0 auto', padding: '0 16px', boxSizing: 'border-box' } as const;

  return (
    <Flex vertical style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText }}>
      <header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex align="center" justify="space-between" wrap gap={8} style={{ ...column, minHeight: TOP_BAR_HEIGHT }}>
          <BrandLink to="/startup" />
          <Flex align="center" wrap gap={4}>
            {topBarExtra}
            <LanguagePicker />
          </Flex>
        </Flex>
      </header>
      <main style={{ ...column, flex: 1, paddingTop: 24, paddingBottom: 40 }}>{children}</main>
      <footer style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}>
        <Flex align="center" justify="center" wrap gap="4px 16px" style={{ ...column, padding: '16px' }}>
          <Typography.Text type="secondary">{t('app.footer', { year: new Date().getFullYear() })}</Typography.Text>
          {footerExtra}
        </Flex>
      </footer>
    </Flex>
  );
}
