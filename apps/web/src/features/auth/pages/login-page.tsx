import type { LoginResponse } from '@dropport/contracts';
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandLink } from '@/lib/brand-link';
import { LanguagePicker } from '@/lib/language-picker';
import { AntdIsland } from '../components/antd-island';
import { LoginForm } from '../components/login-form';
import { safeRedirect } from '../session';
import styles from './login-page.module.css';

// Creating an account, resetting the password and verifying the email are drawn with antd, loaded when opened.
const AccountPanels = lazy(() => import('../components/account-panels'));

const BRAND_POINTS = ['market', 'stores', 'fulfilment'] as const;

type Mode = 'login' | 'register' | 'reset';

function modeOf(value: string | null): Mode {
  return value === 'register' || value === 'reset' ? value : 'login';
}

const TITLES: Record<Mode, string> = { login: 'auth.welcome', register: 'auth.createTitle', reset: 'auth.resetTitle' };
const HINTS: Record<Mode, string> = { login: 'auth.welcomeHint', register: 'auth.createHint', reset: 'auth.resetHint' };

/**
 * Sign-in, sign-up and password reset. The page (and the sign-in form) is drawn without antd, so that it paints
 * before the console's code has loaded; the other forms load antd when opened.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('mode'));
  const [registered, setRegistered] = useState<LoginResponse | null>(null);
  const [email, setEmail] = useState<string | undefined>();
  const target = safeRedirect(params.get('redirect'));
  // Closing the account signs out and comes here to say so (My Account → Privacy).
  const closed = params.get('closed') === '1';

  const goTo = (next: Mode) => {
    const search = new URLSearchParams(params);
    if (next === 'login') search.delete('mode');
    else search.set('mode', next);
    setRegistered(null);
    setParams(search);
  };
  const enter = () => void navigate(target, { replace: true });

  let title: string;
  let hint: string;
  let body: ReactNode;
  if (mode === 'register' && registered) {
    title = t('auth.verify.title');
    hint = t('auth.verify.text', { email: registered.email });
    body = <AccountPanels panel={{ kind: 'verify', registered, onDone: enter }} />;
  } else {
    title = t(TITLES[mode]);
    hint = t(HINTS[mode]);
    body =
      mode === 'login' ? (
        <LoginForm email={email} onSignedIn={enter} onForgotPassword={() => goTo('reset')} onRegister={() => goTo('register')} />
      ) : mode === 'register' ? (
        <AccountPanels
          panel={{
            kind: 'register',
            inviteCode: params.get('invite')?.trim().slice(0, 32) || undefined,
            onRegistered: setRegistered,
            onBackToLogin: () => goTo('login'),
          }}
        />
      ) : (
        <AccountPanels
          panel={{
            kind: 'reset',
            onDone: (address) => {
              setEmail(address);
              goTo('login');
            },
            onBackToLogin: () => goTo('login'),
          }}
        />
      );
  }

  return (
    <div className={styles.page}>
      <div className={styles.brand}>
        <h3 className={styles.brandName}>{t('app.name')}</h3>
        <div className={styles.pitch}>
          <h2 className={styles.brandTitle}>{t('auth.brand.title')}</h2>
          <p className={styles.brandText}>{t('auth.brand.text')}</p>
          <ul className={styles.points}>
            {BRAND_POINTS.map((key) => (
              <li key={key}>{t(`auth.brand.${key}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.main}>
        <div className={styles.toolbar}>
          {/* The brand panel does not fit beside the form on a phone: the logo and name stay in the toolbar. */}
          <span className={styles.compactBrand}>
            <BrandLink to="/startup" />
          </span>
          <LanguagePicker />
        </div>
        <div className={styles.center}>
          <div className={styles.card}>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.hint}>{hint}</p>
            {closed && mode === 'login' ? (
              <p role="status" className={styles.notice}>
                {t('auth.closedNotice')}
              </p>
            ) : null}
            {mode === 'login' && !registered ? body : <AntdIsland>{body}</AntdIsland>}
          </div>
        </div>
        <footer className={styles.footer}>{t('app.footer', { year: new Date().getFullYear() })}</footer>
      </div>
    </div>
  );
}
