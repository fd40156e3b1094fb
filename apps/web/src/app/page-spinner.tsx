import { useTranslation } from 'react-i18next';
import styles from './page-spinner.module.css';

/**
 * Shown while a page's code or the user's info loads. Drawn without antd (which may not have loaded yet), in the
 * look of antd's large spinner.
 */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame} style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <div role="status" aria-live="polite" aria-busy="true" className={styles.spinner}>
        <span className={styles.dots} aria-hidden>
          <i />
          <i />
          <i />
          <i />
        </span>
        <span className={styles.text}>{t('common.loading')}</span>
      </div>
    </div>
  );
}
