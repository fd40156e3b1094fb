import { Button, Flex } from 'antd';

/**
 * Cancel and the dialog's action at the foot of its form; the action is busy (and so cannot be sent twice) while it
 * runs, and Cancel waits for it. `danger` marks an action that cannot be undone.
 */
export function ModalButtons({
  submitting,
  onCancel,
  cancelText,
  okText,
  danger = false,
}: {
  submitting: boolean;
  onCancel: () => void;
  cancelText: string;
  okText: string;
  danger?: boolean;
}) {
  return (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={onCancel} disabled={submitting}>
        {cancelText}
      </Button>
      <Button type="primary" danger={danger} htmlType="submit" loading={submitting}>
        {okText}
      </Button>
    </Flex>
  );
}
