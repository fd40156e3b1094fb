import { Button, Flex } from 'antd';

/**
 * Cancel and the dialog's action at the foot of its form; the action is busy (and so cannot be sent twice) while it
 * runs, and Cancel waits for it.
 */
export function ModalButtons({
  submitting,
  onCancel,
  cancelText,
  okText,
}: {
  submitting: boolean;
  onCancel: () => void;
  cancelText: string;
  okText: string;
}) {
  return (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={onCancel} disabled={submitting}>
        {cancelText}
      </Button>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {okText}
      </Button>
    </Flex>
  );
}
