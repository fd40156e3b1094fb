import { PictureOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { CSSProperties } from 'react';

/** A square product picture of `size` pixels; a placeholder without one. */
export function Thumb({ src, alt, size }: { src: string | null | undefined; alt: string; size: number }) {
  const { token } = theme.useToken();
  const box: CSSProperties = {
    width: size,
    height: size,
    flex: 'none',
    borderRadius: token.borderRadius,
    background: token.colorFillQuaternary,
  };
  if (!src) {
    return (
      <Flex align="center" justify="center" style={box} role="img" aria-label={alt}>
        <PictureOutlined aria-hidden style={{ fontSize: size / 3, color: token.colorTextQuaternary }} />
      </Flex>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" style={{ ...box, objectFit: 'cover', display: 'block' }} />;
}
