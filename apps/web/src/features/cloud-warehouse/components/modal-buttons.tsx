import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/** Cancel and Save at the foot of a dialog's form; Save is busy (and so cannot be sent twice) while it saves. */
export function ModalButtons({ submitting, onCancel, okText }: { submitting: boolean; onCancel: () => void; okText?: string }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={onCancel} disabled={submitting}>
        {t('cloudWarehouse.cancel')}
      </Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {okText ?? t('cloudWarehouse.save')}
      </Button>
    </Flex>
  );
}
