import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProductImage } from './product-image';

interface Props {
  title: string;
  images: readonly string[];
  /** The picture shown large. */
  main: string | null;
  onPick: (image: string) => void;
}

/** The main picture and a row of thumbnails to switch it. */
export function Gallery({ title, images, main, onPick }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8}>
      <div style={{ borderRadius: token.borderRadiusLG, overflow: 'hidden', border: `1px solid ${token.colorBorderSecondary}` }}>
        <ProductImage src={main} alt={title} />
      </div>
      {images.length > 1 ? (
        <Flex gap={8} wrap role="group" aria-label={t('market.detail.pictures')}>
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-label={t('market.detail.picture', { n: i + 1 })}
              aria-pressed={src === main}
              onClick={() => onPick(src)}
              style={{
                width: 64,
                padding: 0,
                cursor: 'pointer',
                background: 'none',
                borderRadius: token.borderRadius,
                overflow: 'hidden',
                border: `2px solid ${src === main ? token.colorPrimary : token.colorBorderSecondary}`,
              }}
            >
              <ProductImage src={src} alt="" />
            </button>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
