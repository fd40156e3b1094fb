import { Button, Card, Flex, Typography } from 'antd';
import type { LoginResponse } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandLink } from '../../../lib/brand-link';
import { LanguageSwitch } from '../../../lib/language-switch';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { ResetPasswordForm } from '../components/reset-password-form';
import { VerifyEmailForm } from '../components/verify-email-form';
import { safeRedirect } from '../session';
import styles from './login-page.module.css';

const BRAND_POINTS = ['market', 'stores', 'fulfilment'] as const;

type Mode = 'login' | 'register' | 'reset';

function modeOf(value: string | null): Mode {
  return value === 'register' || value === 'reset' ? value : 'login';
}

const TITLES: Record<Mode, string> = { login: 'auth.welcome', register: 'auth.createTitle', reset: 'auth.resetTitle' };
const HINTS: Record<Mode, string> = { login: 'auth.welcomeHint', register: 'auth.createHint', reset: 'auth.resetHint' };

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('mode'));
  const [registered, setRegistered] = useState<LoginResponse | null>(null);
  const [email, setEmail] = useState<string | undefined>();
  const target = safeRedirect(params.get('redirect'));

  const goTo = (next: Mode) => {
    const search = new URLSearchParams(params);
    if (next === 'login') search.delete('mode');
    else search.set('mode', next);
    setRegistered(null);
    setParams(search);
  };
  const enter = () => void navigate(target, { replace: true });

  let body;
  if (mode === 'register' && registered) {
    body = (
      <>
        <Typography.Title level={3}>{t('auth.verify.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('auth.verify.text', { email: registered.email })}</Typography.Paragraph>
        <VerifyEmailForm userId={registered.id} email={registered.email} onVerified={enter} />
        <Button type="text" block onClick={enter} style={{ marginTop: 8 }}>
          {t('auth.verify.later')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Typography.Title level={3}>{t(TITLES[mode])}</Typography.Title>
        <Typography.Paragraph type="secondary">{t(HINTS[mode])}</Typography.Paragraph>
        {mode === 'login' ? (
          <LoginForm
            email={email}
            onSignedIn={enter}
            onForgotPassword={() => goTo('reset')}
            onRegister={() => goTo('register')}
          />
        ) : mode === 'register' ? (
          <RegisterForm onRegistered={setRegistered} onBackToLogin={() => goTo('login')} />
        ) : (
          <ResetPasswordForm
            onDone={(address) => {
              setEmail(address);
              goTo('login');
            }}
            onBackToLogin={() => goTo('login')}
          />
        )}
      </>
    );
  }

  return (
    <Flex className={styles.page}>
      <div className={styles.brand}>
        <Typography.Title level={3} className={styles.brandName}>
          {t('app.name')}
        </Typography.Title>
        <div className={styles.pitch}>
          <Typography.Title level={2} className={styles.brandText}>
            {t('auth.brand.title')}
          </Typography.Title>
          <Typography.Paragraph className={styles.brandText}>{t('auth.brand.text')}</Typography.Paragraph>
          <ul className={styles.points}>
            {BRAND_POINTS.map((key) => (
              <li key={key}>{t(`auth.brand.${key}`)}</li>
            ))}
          </ul>
        </div>
      </div>
      <Flex vertical className={styles.main}>
        <Flex justify="flex-end" align="center" className={styles.toolbar}>
          {/* The brand panel does not fit beside the form on a phone: the logo and name stay in the toolbar. */}
          <span className={styles.compactBrand}>
            <BrandLink to="/startup" />
          </span>
          <LanguageSwitch />
        </Flex>
        <Flex flex={1} align="center" justify="center">
          <Card className={styles.card} variant="borderless">
            {body}
          </Card>
        </Flex>
        <Typography.Text type="secondary" className={styles.footer}>
          {t('app.footer', { year: new Date().getFullYear() })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
