import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or the user's info loads. */
export function PageSpinner({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <Spin size="large" description={t('common.loading')} />
    </Flex>
  );
}
