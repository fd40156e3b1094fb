import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Where the guard sends a user for whom no page of the console is open (the fallback). */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title={t('forbidden.title')}
      subTitle={t('forbidden.subTitle')}
      extra={
        <Link to="/dashboard/workplace">
          <Button type="primary">{t('notFound.backHome')}</Button>
        </Link>
      }
    />
  );
}
