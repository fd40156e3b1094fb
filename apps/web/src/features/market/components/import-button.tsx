import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Tag, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAddToImportList } from '../api/add-to-import-list';
import { showImportResult } from './import-feedback';

interface Props {
  productId: number;
  listed: boolean;
  size?: ButtonProps['size'];
  block?: boolean;
  type?: ButtonProps['type'];
}

/** "Add to import list" for one product; once there, an "In import list" tag instead. */
export function ImportButton({ productId, listed, size, block, type = 'default' }: Props) {
  const { t } = useTranslation();
  const add = useAddToImportList();
  if (listed) {
    return (
      <Tag color="success" icon={<CheckOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
        {t('market.inImportList')}
      </Tag>
    );
  }
  return (
    <Button
      type={type}
      size={size}
      block={block}
      icon={<PlusOutlined aria-hidden />}
      loading={add.isPending}
      onClick={() => add.mutate([productId], { onSuccess: (result) => showImportResult(t, result) })}
    >
      {t('market.addToImportList')}
    </Button>
  );
}
