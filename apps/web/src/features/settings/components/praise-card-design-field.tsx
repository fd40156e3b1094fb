import { UploadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Image, Typography, Upload } from 'antd';
import { PRAISE_CARD_DESIGN_MAX_BYTES, PRAISE_CARD_DESIGN_TYPES } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-error';
import { useUploadPraiseCardDesign } from '../api/upload-praise-card-design';

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
  const upload = useUploadPraiseCardDesign();
  const [problem, setProblem] = useState<string | null>(null);

  const check = (file: File): boolean => {
    if (!(PRAISE_CARD_DESIGN_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('praiseCard.design.type'));
      return false;
    }
    if (file.size > PRAISE_CARD_DESIGN_MAX_BYTES) {
      setProblem(t('praiseCard.design.size', { mb: MB }));
      return false;
    }
    setProblem(null);
    return true;
  };

  const send = async (file: File) => {
    try {
      const stored = await upload.mutateAsync(file);
      onChange?.({ id: stored.id, url: stored.url });
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Flex gap={16} align="flex-start" wrap>
      <div style={{ width: 240 }}>
        {value ? (
          <Image src={value.url} alt={t('praiseCard.design.preview')} width={240} style={{ borderRadius: 8 }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('praiseCard.design.none')} />
        )}
      </div>
      <Flex vertical gap={4} style={{ maxWidth: 320 }}>
        <Upload
          accept={PRAISE_CARD_DESIGN_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            if (check(file)) void send(file);
            // The upload goes through the http client above, never antd's own request.
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
            {t(value ? 'praiseCard.design.replace' : 'praiseCard.design.choose')}
          </Button>
        </Upload>
        <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined}>
          {problem ?? t('praiseCard.design.hint', { mb: MB })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
