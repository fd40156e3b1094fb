import { Typography, theme } from 'antd';
import type { ComponentProps } from 'react';

/** Small print beside or under a value (a date, an SKU, a field's problem), in the theme's small font size. */
export function SmallText({ style, ...props }: ComponentProps<typeof Typography.Text>) {
  const { token } = theme.useToken();
  return <Typography.Text {...props} style={{ fontSize: token.fontSizeSM, ...style }} />;
}
