import { UserOutlined, UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/form-error';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, useUploadAvatar } from '../api/upload-avatar';

interface Props {
  /** The avatar's URL (a form field: antd passes value and onChange). */
  value?: string;
  onChange?: (url: string) => void;
}

/** The avatar with its preview: checks type and size before uploading, then shows the stored image. */
export function AvatarField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<string | null>(null);

  const check = (file: File): boolean => {
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('account.profile.avatar.type'));
      return false;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setProblem(t('account.profile.avatar.size', { mb: AVATAR_MAX_BYTES / 1024 / 1024 }));
      return false;
    }
    setProblem(null);
    return true;
  };

  const send = async (file: File) => {
    try {
      const stored = await upload.mutateAsync(file);
      onChange?.(stored.url);
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Flex gap={16} align="center">
      <Avatar size={72} src={value || undefined} icon={<UserOutlined aria-hidden />} alt={t('account.profile.avatar.alt')} />
      <Flex vertical gap={4}>
        <Upload
          accept={AVATAR_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            if (check(file)) void send(file);
            // The upload goes through the http client above, never antd's own request.
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={upload.isPending}>
            {t('account.profile.avatar.choose')}
          </Button>
        </Upload>
        <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined}>
          {problem ?? t('account.profile.avatar.hint', { mb: AVATAR_MAX_BYTES / 1024 / 1024 })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
