import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { formatFileSize, type Upload } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { CheckedUpload } from '@/lib/checked-upload';

/** What the server takes as an attachment: uploads of purpose `document` (a PDF, or a PNG or JPEG screenshot). */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** The server's limit for a `document` upload. */
export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** The most attachments one message carries (the contract's bound). */
export const ATTACHMENTS_MAX = 5;

interface Props {
  /** The uploaded files (a form field: antd passes value and onChange). */
  value?: Upload[];
  onChange?: (uploads: Upload[]) => void;
}

/** Files for a message: each uploaded at once and listed by name, removable; up to five. */
export function AttachmentsField({ value = [], onChange }: Props) {
  const { t, i18n } = useTranslation();
  const size = formatFileSize(ATTACHMENT_MAX_BYTES, i18n.language);
  return (
    <Flex vertical gap={8}>
      {value.length > 0 ? (
        <Flex vertical gap={4} role="list" aria-label={t('support.attachments.uploaded')}>
          {value.map((u) => (
            <Flex key={u.id} gap={8} align="center" role="listitem" style={{ minWidth: 0 }}>
              <PaperClipOutlined aria-hidden />
              <Typography.Text ellipsis style={{ minWidth: 0, maxWidth: 320 }}>
                {u.name}
              </Typography.Text>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('support.attachments.remove', { name: u.name })}
                onClick={() => onChange?.(value.filter((x) => x.id !== u.id))}
              />
            </Flex>
          ))}
        </Flex>
      ) : null}
      {value.length < ATTACHMENTS_MAX ? (
        <CheckedUpload
          purpose="document"
          types={ATTACHMENT_TYPES}
          maxBytes={ATTACHMENT_MAX_BYTES}
          label={t('support.attachments.add')}
          hint={t('support.attachments.hint', { max: ATTACHMENTS_MAX, size })}
          wrongType={t('support.attachments.wrongType')}
          tooLarge={t('support.attachments.tooLarge', { size })}
          onUploaded={(stored) => onChange?.(value.some((x) => x.id === stored.id) ? value : [...value, stored])}
        />
      ) : (
        <Typography.Text type="secondary">{t('support.attachments.full', { max: ATTACHMENTS_MAX })}</Typography.Text>
      )}
    </Flex>
  );
}
