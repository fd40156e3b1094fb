import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHref, useLinkClickHandler } from 'react-router';

/** The brand (logo and name) as a link, for the frames of screens outside the console layout. */
export function BrandLink({ to }: { to: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a href={href} onClick={onClick} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: token.colorText }}>
      <img src="/favicon.svg" width={28} height={28} alt="" />
      <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
        {t('app.name')}
      </Typography.Text>
    </a>
  );
}
