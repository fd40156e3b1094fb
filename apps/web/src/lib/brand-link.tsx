import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';
import styles from './brand-link.module.css';

/** The brand (logo and name) as a link, for the frames of screens outside the console layout. */
export function BrandLink({ to }: { to: string }) {
  const { t } = useTranslation();
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a href={href} onClick={onClick} className={styles.brand}>
      <img src="/favicon.svg" width={28} height={28} alt="" />
      <strong>{t('app.name')}</strong>
    </a>
  );
}
