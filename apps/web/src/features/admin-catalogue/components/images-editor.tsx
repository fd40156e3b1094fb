import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Tag, Typography } from 'antd';
import { PRODUCT_LIMITS } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { CheckedUpload } from '@/lib/checked-upload';
import shared from '@/lib/shared.module.css';

const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const MAX_BYTES = 10 * 1024 * 1024;

interface Props {
  /** Picture addresses, the main one first (a form field: antd passes value and onChange). */
  value?: string[];
  onChange?: (urls: string[]) => void;
}

/** Move one entry of a list by `by` places (a no-op at either end). */
export function moved<T>(list: T[], from: number, by: number): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** The product's pictures: uploaded one by one, previewed, put in order (the first is the main one) or removed. */
export function ImagesEditor({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const set = (next: string[]) => onChange?.(next);
  return (
    <Flex vertical gap={8}>
      {value.length > 0 ? (
        <Flex gap={12} wrap role="list" aria-label={t('adminCatalogue.editor.images')}>
          {value.map((url, i) => (
            <Flex key={url} vertical align="center" gap={4} role="listitem">
              <Image
                src={url}
                alt={t('adminCatalogue.editor.imageN', { n: i + 1 })}
                width={96}
                height={96}
                className={shared.picture}
              />
              {i === 0 ? <Tag color="blue">{t('adminCatalogue.editor.mainImage')}</Tag> : null}
              <Flex gap={2}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowLeftOutlined aria-hidden />}
                  aria-label={t('adminCatalogue.editor.moveEarlier', { n: i + 1 })}
                  disabled={i === 0}
                  onClick={() => set(moved(value, i, -1))}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowRightOutlined aria-hidden />}
                  aria-label={t('adminCatalogue.editor.moveLater', { n: i + 1 })}
                  disabled={i === value.length - 1}
                  onClick={() => set(moved(value, i, 1))}
                />
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('adminCatalogue.editor.removeImage', { n: i + 1 })}
                  onClick={() => set(value.filter((u) => u !== url))}
                />
              </Flex>
            </Flex>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('adminCatalogue.editor.noImages')}</Typography.Text>
      )}
      {value.length < PRODUCT_LIMITS.images ? (
        <CheckedUpload
          purpose="image"
          types={TYPES}
          maxBytes={MAX_BYTES}
          label={t('adminCatalogue.editor.addImage')}
          hint={t('adminCatalogue.editor.imagesHint', { max: PRODUCT_LIMITS.images, mb: MAX_BYTES / 1024 / 1024 })}
          wrongType={t('adminCatalogue.editor.imageType')}
          tooLarge={t('adminCatalogue.editor.imageSize', { mb: MAX_BYTES / 1024 / 1024 })}
          onUploaded={(stored) => set(value.includes(stored.url) ? value : [...value, stored.url])}
        />
      ) : null}
    </Flex>
  );
}
