import { Form, InputNumber, Modal, Typography } from 'antd';
import type { InventoryRow } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSaveSkuThreshold } from '../api/inventory';
import { ModalButtons } from '@/lib/modal-buttons';

/** The contract's greatest threshold. */
const MAX_THRESHOLD = 1_000_000;

interface Values {
  threshold: number | null;
}

/**
 * A SKU's low-stock threshold: "low" when its available units are at or under it; empty for none. One threshold per
 * SKU, whatever warehouse holds it.
 */
export function ThresholdModal({ row, onClose }: { row: InventoryRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={row !== null} title={t('cloudWarehouse.threshold.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {row ? <ThresholdForm row={row} onClose={onClose} /> : null}
    </Modal>
  );
}

function ThresholdForm({ row, onClose }: { row: InventoryRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveSkuThreshold();
  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      const value = v.threshold ?? null;
      await save.mutateAsync({ skuId: row.skuId, lowStockThreshold: value });
      feedback.message.success(
        value === null
          ? t('cloudWarehouse.threshold.cleared', { sku: row.sku })
          : t('cloudWarehouse.threshold.saved', { sku: row.sku, count: value }),
      );
      onClose();
    } catch {
      // Shown in the form, in the server's words.
    }
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ threshold: row.lowStockThreshold }}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => save.isError && save.reset()}
    >
      <Typography.Paragraph type="secondary">
        {t('cloudWarehouse.threshold.text', { sku: row.sku, name: row.name })}
      </Typography.Paragraph>
      <Form.Item name="threshold" label={t('cloudWarehouse.threshold.label')} extra={t('cloudWarehouse.threshold.hint')}>
        <InputNumber min={0} max={MAX_THRESHOLD} precision={0} style={{ width: 180 }} />
      </Form.Item>
      <FormError error={save.error} />
      <Form.Item style={{ marginBottom: 0 }}>
        <ModalButtons
          submitting={submitting}
          onCancel={onClose}
          cancelText={t('cloudWarehouse.cancel')}
          okText={t('cloudWarehouse.save')}
        />
      </Form.Item>
    </Form>
  );
}
