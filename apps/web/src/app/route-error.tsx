import { Button, Flex, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** A page that failed to load or render (e.g. its code changed with a new release): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="error"
        title={t('common.pageError.title')}
        subTitle={t('common.pageError.subTitle')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('common.pageError.reload')}
          </Button>
        }
      />
    </Flex>
  );
}
