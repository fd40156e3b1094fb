import type { UserSetting } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useAccountId } from '@/stores/session-store';
import { useBasicSetting } from '../api/basic-setting';
import { SettingFrame } from './setting-frame';

interface Props {
  /** i18n keys of the page's title and its introduction. */
  title: string;
  intro: string;
  /** The form, given the settings once they are loaded. */
  children: (setting: UserSetting, userId: string) => ReactNode;
}

/** A settings page that edits the basic settings call: its form once the seller's settings have loaded. */
export function SettingCard({ title, intro, children }: Props) {
  const userId = useAccountId();
  const setting = useBasicSetting(userId);
  return (
    <SettingFrame title={title} intro={intro} query={setting}>
      {(data) => children(data, userId)}
    </SettingFrame>
  );
}
