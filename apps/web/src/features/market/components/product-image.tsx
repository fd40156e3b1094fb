import { PictureOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { CSSProperties } from 'react';

interface Props {
  src: string | null;
  alt: string;
  style?: CSSProperties;
}

/** A product picture (same-origin SVG or PNG), loaded when it scrolls near; a square placeholder without one. */
export function ProductImage({ src, alt, style }: Props) {
  const { token } = theme.useToken();
  const box: CSSProperties = { width: '100%', aspectRatio: '1 / 1', background: token.colorFillQuaternary, ...style };
  if (!src) {
    return (
      <Flex align="center" justify="center" style={box} role="img" aria-label={alt}>
        <PictureOutlined aria-hidden style={{ fontSize: 32, color: token.colorTextQuaternary }} />
      </Flex>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" style={{ ...box, objectFit: 'cover', display: 'block' }} />;
}
