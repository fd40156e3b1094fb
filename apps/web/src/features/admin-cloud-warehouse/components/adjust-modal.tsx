import { Descriptions, Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
import { ADJUSTMENT_KINDS, AdjustmentInput, type InventoryRow } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useAdjustStock } from '../api/inventory';
import { count } from '../values';
import { ModalButtons } from '@/lib/modal-buttons';

type Kind = (typeof ADJUSTMENT_KINDS)[number];

interface Values {
  kind: Kind;
  delta: number | null;
  reason: string;
}

const DELTA = AdjustmentInput.shape.delta;
const DELTA_MIN = DELTA.minValue ?? -100_000;
const DELTA_MAX = DELTA.maxValue ?? 100_000;
const REASON_MAX = 300;

interface Props {
  userId: string;
  row: InventoryRow;
  onClose: () => void;
}

/**
 * Admin: a correction of a seller's units of one SKU in one warehouse (a count, damage), or goods returned to the
 * seller (units out), with the reason kept in the movements. One idempotency key per opening.
 */
export function AdjustModal({ userId, row, onClose }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const adjust = useAdjustStock();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const delta = Form.useWatch('delta', form);
  const k = (key: string) => `adminCloudWarehouse.adjust.${key}`;

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      const after = await adjust.mutateAsync({
        userId,
        skuId: row.skuId,
        warehouseCode: row.warehouseCode,
        kind: v.kind,
        delta: v.delta ?? 0,
        reason: v.reason.trim(),
        idempotencyKey,
      });
      feedback.message.success(t(k('done'), { sku: row.sku, onHand: count(after.onHand, locale) }));
      onClose();
    } catch {
      // Shown in the dialog, in the server's words (e.g. fewer units than orders hold).
    }
  });

  const valid = typeof delta === 'number' && Number.isInteger(delta) && delta !== 0;
  return (
    <Modal open title={t(k('title'), { sku: row.sku })} onCancel={() => !submitting && onClose()} footer={null} destroyOnHidden>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t(k('sku'))}>
          {row.sku} · {row.name}
        </Descriptions.Item>
        <Descriptions.Item label={t(k('warehouse'))}>
          {row.warehouseName} ({row.warehouseCode})
        </Descriptions.Item>
        <Descriptions.Item label={t(k('stock'))}>
          {t(k('stockNow'), {
            onHand: count(row.onHand, locale),
            reserved: count(row.reserved, locale),
            available: count(row.available, locale),
          })}
        </Descriptions.Item>
      </Descriptions>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'adjusted', delta: null, reason: '' }}
        onFinish={(v) => void submit(v)}
        onValuesChange={() => adjust.error && adjust.reset()}
      >
        <Form.Item name="kind" label={t(k('kind'))}>
          <Radio.Group
            options={ADJUSTMENT_KINDS.map((kind) => ({ value: kind, label: t(`adminCloudWarehouse.adjust.kinds.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="delta"
          label={t(k('delta'))}
          extra={
            valid
              ? t(k('preview'), { before: count(row.onHand, locale), after: count(row.onHand + delta, locale) })
              : t(k('deltaHint'))
          }
          dependencies={['kind']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: number | null | undefined) => {
                if (value === null || value === undefined) throw new Error(t(k('deltaRequired')));
                if (!Number.isInteger(value) || value < DELTA_MIN || value > DELTA_MAX)
                  throw new Error(t(k('deltaRange'), { min: DELTA_MIN, max: DELTA_MAX }));
                if (value === 0) throw new Error(t(k('deltaZero')));
                if (getFieldValue('kind') === 'returned' && value > 0) throw new Error(t(k('returnedNegative')));
              },
            }),
          ]}
        >
          <InputNumber precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t(k('reason'))}
          extra={t(k('reasonHint'))}
          rules={rulesFrom(AdjustmentInput.shape.reason, {
            required: t(k('reasonRequired')),
            min: (min) => t(k('reasonMin'), { min }),
            // The field stops at the greatest length.
            max: null,
          })}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t(k('note'))}</Typography.Paragraph>
        <FormError error={adjust.error} />
        <Form.Item style={{ marginBottom: 0 }}>
          <ModalButtons
            submitting={submitting}
            onCancel={onClose}
            cancelText={t('adminCloudWarehouse.cancel')}
            okText={t(k('ok'))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
