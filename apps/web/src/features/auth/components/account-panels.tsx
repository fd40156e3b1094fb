import { Button } from 'antd';
import type { LoginResponse } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { VerifyEmailForm } from './verify-email-form';

/** What the sign-in page shows besides signing in, drawn with antd (which the sign-in page loads for them). */
export type AccountPanel =
  | {
      kind: 'register';
      /** The invite code of the link the visitor followed (`?invite=`), filled in for them. */
      inviteCode?: string | undefined;
      onRegistered: (response: LoginResponse) => void;
      onBackToLogin: () => void;
    }
  | { kind: 'verify'; registered: LoginResponse; onDone: () => void }
  | { kind: 'reset'; onDone: (email: string) => void; onBackToLogin: () => void };

export default function AccountPanels({ panel }: { panel: AccountPanel }) {
  const { t } = useTranslation();
  if (panel.kind === 'register') {
    return <RegisterForm inviteCode={panel.inviteCode} onRegistered={panel.onRegistered} onBackToLogin={panel.onBackToLogin} />;
  }
  if (panel.kind === 'reset') return <ResetPasswordForm onDone={panel.onDone} onBackToLogin={panel.onBackToLogin} />;
  return (
    <>
      <VerifyEmailForm userId={panel.registered.id} email={panel.registered.email} onVerified={panel.onDone} />
      <Button type="text" block onClick={panel.onDone} style={{ marginTop: 8 }}>
        {t('auth.verify.later')}
      </Button>
    </>
  );
}
