import { UserOutlined } from '@ant-design/icons';
import { Avatar, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckedUpload } from '@/lib/checked-upload';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../api/upload-avatar';

interface Props {
  /** The avatar's URL (a form field: antd passes value and onChange). */
  value?: string;
  onChange?: (url: string) => void;
}

const MB = AVATAR_MAX_BYTES / 1024 / 1024;

/** The avatar with its preview: checks type and size before uploading, then shows the stored image. */
export function AvatarField({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap={16} align="center">
      <Avatar size={72} src={value || undefined} icon={<UserOutlined aria-hidden />} alt={t('account.profile.avatar.alt')} />
      <CheckedUpload
        purpose="avatar"
        types={AVATAR_TYPES}
        maxBytes={AVATAR_MAX_BYTES}
        label={t('account.profile.avatar.choose')}
        hint={t('account.profile.avatar.hint', { mb: MB })}
        wrongType={t('account.profile.avatar.type')}
        tooLarge={t('account.profile.avatar.size', { mb: MB })}
        onUploaded={(stored) => onChange?.(stored.url)}
      />
    </Flex>
  );
}
