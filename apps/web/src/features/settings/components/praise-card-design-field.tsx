import { Empty, Flex, Image } from 'antd';
import { PRAISE_CARD_DESIGN_MAX_BYTES, PRAISE_CARD_DESIGN_TYPES } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { CheckedUpload } from '@/lib/checked-upload';

/** The chosen design: the upload's id (what the card call takes) and its address (for the preview). */
export interface Design {
  id: string;
  url: string;
}

interface Props {
  /** A form field: antd passes value and onChange. */
  value?: Design | null;
  onChange?: (design: Design) => void;
}

const MB = PRAISE_CARD_DESIGN_MAX_BYTES / 1024 / 1024;

/** The card design with its preview: checks type and size before uploading, then shows the stored image. */
export function PraiseCardDesignField({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap={16} align="flex-start" wrap>
      <div style={{ width: 240 }}>
        {value ? (
          <Image src={value.url} alt={t('praiseCard.design.preview')} width={240} style={{ borderRadius: 8 }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('praiseCard.design.none')} />
        )}
      </div>
      <div style={{ maxWidth: 320 }}>
        <CheckedUpload
          purpose="praiseCard"
          types={PRAISE_CARD_DESIGN_TYPES}
          maxBytes={PRAISE_CARD_DESIGN_MAX_BYTES}
          label={t(value ? 'praiseCard.design.replace' : 'praiseCard.design.choose')}
          hint={t('praiseCard.design.hint', { mb: MB })}
          wrongType={t('praiseCard.design.type')}
          tooLarge={t('praiseCard.design.size', { mb: MB })}
          onUploaded={(stored) => onChange?.({ id: stored.id, url: stored.url })}
        />
      </div>
    </Flex>
  );
}
