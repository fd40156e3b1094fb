import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/lib/page';
import { useCurrentRoute } from './guard';

/**
 * The page of a menu entry whose feature is still being built: its title, what is coming and a way on.
 * Signed-out pages (the payment and store-link screens) show it on a blank frame.
 */
export default function PendingPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const title = t(route?.meta.locale ?? 'app.name');
  const inConsole = route?.layout === 'console';
  const body = (
    <Page title={title}>
      <Result
        status="info"
        title={t('pending.title')}
        subTitle={t('pending.text')}
        extra={
          <Link to={inConsole ? '/dashboard/workplace' : '/startup'}>{t(inConsole ? 'pending.back' : 'pending.start')}</Link>
        }
      />
    </Page>
  );
  if (inConsole) return body;
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <div style={{ width: 'min(720px, 100%)' }}>{body}</div>
    </Flex>
  );
}
