import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The guard's answer when the signed-in user's info could not be loaded: the session may well be fine. */
export default function UserLoadFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="warning"
        title={t('common.loadFailed')}
        subTitle={reason}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    </Flex>
  );
}
