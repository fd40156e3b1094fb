import { CheckCircleFilled, StarOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography, theme } from 'antd';
import type { ImportDraft } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { SmallText } from '@/lib/small-text';

interface Props {
  draft: ImportDraft;
  value: string[];
  onChange: (images: string[]) => void;
}

/** The product's images: a click takes one in or out (one must stay); the first chosen is the main image. */
export function ImagesTab({ draft, value, onChange }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const toggle = (url: string) => {
    if (!value.includes(url)) onChange([...value, url]);
    else if (value.length > 1) onChange(value.filter((u) => u !== url));
  };
  const makeMain = (url: string) => onChange([url, ...value.filter((u) => u !== url)]);
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('importList.images.intro')}</Typography.Text>
      <Flex gap={12} wrap role="list" aria-label={t('importList.images.label')}>
        {draft.product.images.map((url, i) => {
          const at = value.indexOf(url);
          const chosen = at >= 0;
          const name = t('importList.images.name', { n: i + 1 });
          return (
            <Flex key={url} vertical gap={6} align="center" role="listitem" style={{ width: 132 }}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={name}
                title={chosen && value.length === 1 ? t('importList.images.keepOne') : undefined}
                onClick={() => toggle(url)}
                style={{
                  position: 'relative',
                  padding: 0,
                  width: 132,
                  height: 132,
                  cursor: 'pointer',
                  borderRadius: token.borderRadius,
                  border: `2px solid ${chosen ? token.colorPrimary : token.colorBorder}`,
                  background: token.colorFillQuaternary,
                  opacity: chosen ? 1 : 0.55,
                  overflow: 'hidden',
                }}
              >
                <img src={url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                {chosen ? (
                  <CheckCircleFilled
                    aria-hidden
                    style={{ position: 'absolute', top: 6, right: 6, fontSize: 18, color: token.colorPrimary }}
                  />
                ) : null}
              </button>
              {at === 0 ? (
                <Tag color="blue" style={{ marginInlineEnd: 0 }}>
                  {t('importList.images.main')}
                </Tag>
              ) : chosen ? (
                <Button
                  size="small"
                  icon={<StarOutlined aria-hidden />}
                  onClick={() => makeMain(url)}
                  aria-label={t('importList.images.makeMain', { name })}
                >
                  {t('importList.images.setMain')}
                </Button>
              ) : (
                <SmallText type="secondary">{t('importList.images.notUsed')}</SmallText>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Flex>
  );
}
