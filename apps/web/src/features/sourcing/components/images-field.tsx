import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Image } from 'antd';
import { SOURCING_IMAGES_MAX, SOURCING_IMAGE_MAX_BYTES, SOURCING_IMAGE_TYPES } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { CheckedUpload } from '@/lib/checked-upload';
import shared from '@/lib/shared.module.css';

interface Props {
  /** Addresses of the uploaded pictures (a form field: antd passes value and onChange). */
  value?: string[];
  onChange?: (urls: string[]) => void;
}

const MB = SOURCING_IMAGE_MAX_BYTES / 1024 / 1024;

/** Pictures of the wanted product: each is uploaded at once and previewed; up to the request's limit. */
export function ImagesField({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      {value.length > 0 ? (
        <Flex gap={8} wrap>
          {value.map((url, i) => (
            <Flex key={url} vertical align="center" gap={4}>
              <Image
                src={url}
                alt={t('sourcing.form.imagePreview', { n: i + 1 })}
                width={88}
                height={88}
                className={shared.picture}
              />
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('sourcing.form.removeImage', { n: i + 1 })}
                onClick={() => onChange?.(value.filter((u) => u !== url))}
              />
            </Flex>
          ))}
        </Flex>
      ) : null}
      {value.length < SOURCING_IMAGES_MAX ? (
        <CheckedUpload
          purpose="image"
          types={SOURCING_IMAGE_TYPES}
          maxBytes={SOURCING_IMAGE_MAX_BYTES}
          label={t('sourcing.form.addImage')}
          hint={t('sourcing.form.imagesHint', { max: SOURCING_IMAGES_MAX, mb: MB })}
          wrongType={t('sourcing.form.imageType')}
          tooLarge={t('sourcing.form.imageSize', { mb: MB })}
          onUploaded={(stored) => onChange?.(value.includes(stored.url) ? value : [...value, stored.url])}
        />
      ) : null}
    </Flex>
  );
}
