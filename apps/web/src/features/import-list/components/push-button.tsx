import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Sends items to the seller's stores; the push step supplies it (ImportList's `onPush`). */
export type PushAction = (itemIds: string[]) => void;

interface Props {
  itemIds: string[];
  /** Whether the seller has a linked store to push to. */
  hasStore: boolean;
  onPush?: PushAction;
  label: string;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
}

/**
 * "Push to store": disabled, saying why, until the seller has linked a store (and until pushing is wired in). A
 * disabled button receives no pointer events, so the tooltip sits on a wrapper.
 */
export function PushButton({ itemIds, hasStore, onPush, label, type, size }: Props) {
  const { t } = useTranslation();
  const reason = !hasStore ? t('importList.push.needsStore') : !onPush ? t('importList.push.notYet') : null;
  const button = (
    <Button
      type={type}
      size={size}
      icon={<CloudUploadOutlined aria-hidden />}
      disabled={reason !== null || itemIds.length === 0}
      onClick={() => onPush?.(itemIds)}
    >
      {label}
    </Button>
  );
  if (reason === null) return button;
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      {/* Focusable, so keyboard users reach the reason too. */}
      <span tabIndex={0} style={{ display: 'inline-block', cursor: 'not-allowed' }}>
        {button}
      </span>
    </Tooltip>
  );
}
