import { Skeleton, Tabs } from 'antd';
import { Page } from '@/lib/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TeamPanel } from '@/features/team';
import { useGranted, useSessionStore } from '@/stores/session-store';
import { EmailForm } from '../components/email-form';
import { PasswordForm } from '../components/password-form';
import { PrivacyPanel } from '../components/privacy-panel';
import { ProfileForm } from '../components/profile-form';
import { SessionsList } from '../components/sessions-list';
import { TwoFactorPanel } from '../components/two-factor-panel';

const TABS = ['profile', 'email', 'password', 'sessions', 'twoFactor', 'privacy', 'team'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/**
 * My Account: profile, email, password, signed-in sessions and two-factor sign-in, one tab each (`?tab=`); privacy
 * (a download of the account's data, closing it) for the account's own person, never a member acting for a team; and
 * the team of the account the console acts for, for its owner or a member trusted with the team.
 */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  const granted = useGranted();
  // A member acting for a team account can neither export nor close its owner's account.
  const shown = TABS.filter((key) =>
    key === 'team' ? granted === null || granted.has('team') : key !== 'privacy' || granted === null,
  );
  const raw = params.get('tab');
  const tab: Tab = isTab(raw) && shown.includes(raw) ? raw : 'profile';

  if (!user) return <Skeleton active />;

  const panes: Record<Tab, ReactNode> = {
    profile: <ProfileForm key={user.id} user={user} />,
    email: <EmailForm user={user} />,
    password: <PasswordForm user={user} />,
    sessions: <SessionsList user={user} />,
    twoFactor: <TwoFactorPanel user={user} />,
    privacy: <PrivacyPanel user={user} />,
    team: <TeamPanel />,
  };

  return (
    <Page title={t('menu.myAccount')}>
      <Tabs
        activeKey={tab}
        destroyOnHidden
        onChange={(key) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true })}
        items={shown.map((key) => ({ key, label: t(`account.tabs.${key}`), children: panes[key] }))}
      />
    </Page>
  );
}
