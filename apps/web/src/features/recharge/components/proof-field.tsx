import { DeleteOutlined, FileOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { formatFileSize, type Upload } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { CheckedUpload } from '@/lib/checked-upload';

/** What the server takes as a transfer proof (uploads of purpose `document`). */
export const PROOF_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

interface Props {
  /** The server's limit for a proof (from the recharge options), so the hint and the check name the figure it enforces. */
  maxBytes: number;
  /** The uploaded proof (a form field: antd passes value and onChange). */
  value?: Upload | null;
  onChange?: (proof: Upload | null) => void;
}

/** The bank's receipt or a screenshot: uploaded at once, named once it is in, and replaceable. */
export function ProofField({ maxBytes, value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const size = formatFileSize(maxBytes, i18n.language);
  return (
    <Flex vertical gap={8}>
      {value ? (
        <Flex gap={8} align="center" role="status" aria-label={t('recharge.confirm.proofUploaded')}>
          <FileOutlined aria-hidden />
          <Typography.Text ellipsis style={{ maxWidth: 320 }}>
            {value.name}
          </Typography.Text>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('recharge.confirm.proofRemove', { name: value.name })}
            onClick={() => onChange?.(null)}
          />
        </Flex>
      ) : (
        <CheckedUpload
          purpose="document"
          types={PROOF_TYPES}
          maxBytes={maxBytes}
          label={t('recharge.confirm.proofAdd')}
          hint={t('recharge.confirm.proofHint', { size })}
          wrongType={t('recharge.confirm.proofType')}
          tooLarge={t('recharge.confirm.proofSize', { size })}
          onUploaded={(stored) => onChange?.(stored)}
        />
      )}
    </Flex>
  );
}
