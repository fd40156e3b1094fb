import { isEmailCodeChallenge, isTwoFactorChallenge, type LoginResponse, type LoginResult } from '@dropport/contracts';
import { lazy, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useLogin, type LoginValues } from '../api/login';
import { readRememberedEmail, rememberEmail, startSession } from '../session';
import { AntdIsland } from './antd-island';
import { PlainFormError } from './plain-form-error';
import styles from './plain-form.module.css';

// The sign-in's further steps are drawn with antd, which the sign-in page loads only when a step needs it.
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));
const EmailCodeStep = lazy(() => import('./email-code-step').then((m) => ({ default: m.EmailCodeStep })));

interface Props {
  /** Prefills the email, e.g. after a password reset; otherwise the remembered one. */
  email?: string;
  onSignedIn: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** A sign-in waiting for its next step, with what was typed (kept in memory only, to finish or to send again). */
type Pending =
  | { kind: 'twoFactor'; challenge: string; values: LoginValues }
  | { kind: 'emailCode'; challenge: string; expiresInSeconds: number; values: LoginValues; resent: boolean };

type Field = 'username' | 'password';

/** Which fields are missing: the email must have more than blanks, the password anything at all. */
function problems(values: LoginValues): Record<Field, boolean> {
  return { username: values.username.trim() === '', password: values.password === '' };
}

export function LoginForm({ email, onSignedIn, onForgotPassword, onRegister }: Props) {
  const login = useLogin();
  const rememberedEmail = readRememberedEmail();
  const [pending, setPending] = useState<Pending | null>(null);
  const [typedEmail, setTypedEmail] = useState<string | undefined>();

  const enter = (response: LoginResponse, values: LoginValues) => {
    startSession(response, values.remember);
    rememberEmail(values.remember ? values.username.trim() : null);
    onSignedIn();
  };

  const handle = (result: LoginResult, values: LoginValues, resent = false) => {
    if (isTwoFactorChallenge(result)) setPending({ kind: 'twoFactor', challenge: result.challenge, values });
    else if (isEmailCodeChallenge(result)) {
      const { challenge, expiresInSeconds } = result;
      setPending({ kind: 'emailCode', challenge, expiresInSeconds, values, resent });
    } else enter(result, values);
  };

  const { submit, submitting } = useSingleSubmit(async (values: LoginValues) => {
    try {
      handle(await login.mutateAsync(values), values);
    } catch {
      // The mutation's error is shown in the form.
    }
  });

  const back = (values: LoginValues) => {
    login.reset();
    setTypedEmail(values.username);
    setPending(null);
  };

  if (pending?.kind === 'twoFactor') {
    return (
      <AntdIsland>
        <TwoFactorStep
          challenge={pending.challenge}
          remember={pending.values.remember}
          onSignedIn={(response) => enter(response, pending.values)}
          onCancel={() => back(pending.values)}
        />
      </AntdIsland>
    );
  }

  if (pending?.kind === 'emailCode') {
    const { values } = pending;
    return (
      <AntdIsland>
        <EmailCodeStep
          key={pending.challenge}
          challenge={pending.challenge}
          email={values.username}
          expiresInSeconds={pending.expiresInSeconds}
          resent={pending.resent}
          resending={login.isPending}
          resendError={login.error}
          onSignedIn={(response) => enter(response, values)}
          onTwoFactor={(challenge) => setPending({ kind: 'twoFactor', challenge, values })}
          onResend={() =>
            void login.mutateAsync(values).then(
              (result) => handle(result, values, true),
              () => undefined,
            )
          }
          onCancel={() => back(values)}
        />
      </AntdIsland>
    );
  }

  return (
    <PasswordStep
      email={typedEmail ?? email ?? rememberedEmail}
      remember={rememberedEmail !== ''}
      error={login.error}
      submitting={submitting}
      onSubmit={(values) => void submit(values)}
      onForgotPassword={onForgotPassword}
      onRegister={onRegister}
    />
  );
}

interface PasswordStepProps {
  email: string;
  remember: boolean;
  error: unknown;
  submitting: boolean;
  onSubmit: (values: LoginValues) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/**
 * Email, password and "remember": the first thing a visitor sees, so it is drawn without antd, in antd's look
 * and with its behaviour (each field checked as it changes and all of them on submit; the message under the
 * field).
 */
function PasswordStep({ email, remember, error, submitting, onSubmit, onForgotPassword, onRegister }: PasswordStepProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>({ username: email, password: '', remember });
  const [shown, setShown] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [passwordVisible, setPasswordVisible] = useState(false);
  const missing = problems(values);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setShown((s) => ({ ...s, [field]: true }));
  };
  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    setShown({ username: true, password: true });
    if (!missing.username && !missing.password) onSubmit(values);
  };
  const invalid = (field: Field) => shown[field] && missing[field];

  return (
    <form id="login" name="login" className={styles.form} noValidate onSubmit={submitForm}>
      <PlainFormError error={error} />
      <div className={styles.item}>
        <label htmlFor="login_username" className={styles.label}>
          {t('auth.form.username.label')}
        </label>
        <input
          id="login_username"
          className={`${styles.input} ${invalid('username') ? styles.invalid : ''}`}
          type="text"
          inputMode="email"
          autoComplete="username"
          placeholder={t('auth.form.username.placeholder')}
          value={values.username}
          onChange={(e) => change('username', e.target.value)}
          aria-required="true"
          aria-invalid={invalid('username') || undefined}
          aria-describedby={invalid('username') ? 'login_username_help' : undefined}
        />
        <div id="login_username_help" className={styles.explain}>
          {invalid('username') ? t('auth.form.username.errMsg') : null}
        </div>
      </div>
      <div className={styles.item}>
        <label htmlFor="login_password" className={styles.label}>
          {t('auth.form.password.label')}
        </label>
        <span className={`${styles.input} ${styles.affix} ${invalid('password') ? styles.invalid : ''}`}>
          <input
            id="login_password"
            type={passwordVisible ? 'text' : 'password'}
            autoComplete="current-password"
            placeholder={t('auth.form.password.placeholder')}
            value={values.password}
            onChange={(e) => change('password', e.target.value)}
            aria-required="true"
            aria-invalid={invalid('password') || undefined}
            aria-describedby={invalid('password') ? 'login_password_help' : undefined}
          />
          <button
            type="button"
            className={styles.reveal}
            aria-label={t('auth.form.password.show')}
            aria-pressed={passwordVisible}
            onClick={() => setPasswordVisible((v) => !v)}
          >
            <EyeIcon open={passwordVisible} />
          </button>
        </span>
        <div id="login_password_help" className={styles.explain}>
          {invalid('password') ? t('auth.form.password.errMsg') : null}
        </div>
      </div>
      <div className={styles.row}>
        <label className={styles.checkbox}>
          <input
            id="login_remember"
            type="checkbox"
            checked={values.remember}
            onChange={(e) => setValues((v) => ({ ...v, remember: e.target.checked }))}
          />
          <span>{t('auth.form.rememberPassword')}</span>
        </label>
        <button type="button" className={styles.link} onClick={onForgotPassword}>
          {t('auth.form.forgetPassword')}
        </button>
      </div>
      <button type="submit" className={`${styles.button} ${styles.primary}`} data-loading={submitting || undefined}>
        {submitting ? <span className={styles.spinner} aria-hidden /> : null}
        <span>{t('auth.form.login')}</span>
      </button>
      <button type="button" className={`${styles.button} ${styles.text}`} onClick={onRegister}>
        {t('auth.form.register')}
      </button>
    </form>
  );
}

/** antd's eye icons (the password is shown, or hidden). */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
      {open ? (
        <path d="M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z" />
      ) : (
        <>
          <path d="M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z" />
          <path d="M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z" />
        </>
      )}
    </svg>
  );
}
