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
  /** In a narrow container (a product card): the label may wrap onto a second line. */
  wrap?: boolean;
}

// The label wraps instead of widening its container: "Añadir a la lista de importación" is wider than a product card
// on a phone, two cards to a row.
const WRAP = {
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: 24,
  paddingBlock: 1,
  maxWidth: '100%',
  textAlign: 'start',
} as const;

/** "Add to import list" for one product; once there, an "In import list" tag instead. */
export function ImportButton({ productId, listed, size, block, type = 'default', wrap = false }: Props) {
  const { t } = useTranslation();
  const add = useAddToImportList();
  if (listed) {
    return (
      <Tag color="success" icon={<CheckOutlined aria-hidden />} style={{ ...(wrap ? WRAP : {}), marginInlineEnd: 0 }}>
        {t('market.inImportList')}
      </Tag>
    );
  }
  return (
    <Button
      type={type}
      size={size}
      block={block}
      style={wrap ? WRAP : undefined}
      icon={<PlusOutlined aria-hidden />}
      loading={add.isPending}
      onClick={() => add.mutate([productId], { onSuccess: (result) => showImportResult(t, result) })}
    >
      {t('market.addToImportList')}
    </Button>
  );
}
