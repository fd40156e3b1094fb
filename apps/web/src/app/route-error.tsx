import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import styles from './route-error.module.css';

/**
 * A page that failed to load or render (e.g. its code changed with a new release): offer a reload. Drawn without
 * antd, whose code may be what failed to arrive.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main className={styles.page}>
      <div className={styles.result}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="72" height="72" aria-hidden>
          <circle cx="12" cy="12" r="12" fill="currentColor" />
          <path d="M8 8l8 8M16 8l-8 8" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <h1 className={styles.title}>{t('common.pageError.title')}</h1>
        <p className={styles.subTitle}>{t('common.pageError.subTitle')}</p>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {t('common.pageError.reload')}
        </button>
      </div>
    </main>
  );
}
