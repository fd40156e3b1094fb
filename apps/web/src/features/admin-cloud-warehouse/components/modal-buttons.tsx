import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** Cancel and the dialog's action at the foot of its form; the action is busy (and so cannot be sent twice) while it runs. */
export function ModalButtons({ submitting, onCancel, okText }: { submitting: boolean; onCancel: () => void; okText: string }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={onCancel} disabled={submitting}>
        {t('adminCloudWarehouse.cancel')}
      </Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {okText}
      </Button>
    </Flex>
  );
}
