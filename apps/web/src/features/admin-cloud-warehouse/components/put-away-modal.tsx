import { Alert, Flex, Form, InputNumber, Modal, Typography } from 'antd';
import type { AdminStockPurchase } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLine } from '@/lib/list-cells';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { usePutAway } from '../api/purchases';
import { count, remainingOf } from '../values';
import { ModalButtons } from '@/lib/modal-buttons';

interface Values {
  lines: { quantity: number | null }[];
}

/**
 * Admin: units of a purchase on the shelf, per line: each starts at what is left of it and goes no higher; a line
 * at 0 is left for later. One idempotency key per opening: a double click or a retry after a lost answer puts away once.
 */
export function PutAwayModal({ purchase: p, onClose }: { purchase: AdminStockPurchase; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const putAway = usePutAway();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [noUnits, setNoUnits] = useState(false);
  const k = (key: string) => `adminCloudWarehouse.putAway.${key}`;

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    const lines = p.lines
      .map((l, i) => ({ variantId: l.variantId, quantity: v.lines[i]?.quantity ?? 0 }))
      .filter((l) => l.quantity > 0);
    if (lines.length === 0) {
      setNoUnits(true);
      return;
    }
    try {
      await putAway.mutateAsync({ id: p.id, body: { lines, idempotencyKey } });
      const units = lines.reduce((sum, l) => sum + l.quantity, 0);
      feedback.message.success(t(k('done'), { count: units, n: count(units, locale), number: p.number }));
      onClose();
    } catch {
      // Shown in the dialog, in the server's words.
    }
  });

  return (
    <Modal
      open
      title={t(k('title'), { number: p.number })}
      onCancel={() => !submitting && onClose()}
      footer={null}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(k('text'), { email: p.sellerEmail, warehouse: `${p.warehouseName} (${p.warehouseCode})` })}
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ lines: p.lines.map((l) => ({ quantity: remainingOf(l) })) }}
        onFinish={(v) => void submit(v)}
        onValuesChange={() => {
          setNoUnits(false);
          if (putAway.error) putAway.reset();
        }}
      >
        {p.lines.map((l, i) => {
          const left = remainingOf(l);
          return (
            <Flex key={l.variantId} justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
              <span style={{ minWidth: 0, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
                {l.sku}
                <SubLine>
                  {l.title} ·{' '}
                  {t(k('progress'), {
                    done: count(l.putAwayQuantity, locale),
                    total: count(l.quantity, locale),
                  })}
                </SubLine>
              </span>
              <Form.Item
                name={['lines', i, 'quantity']}
                noStyle
                rules={[{ type: 'integer', min: 0, max: left, message: t(k('range'), { max: left }) }]}
              >
                <InputNumber
                  aria-label={t(k('quantityOf'), { sku: l.sku })}
                  min={0}
                  max={left}
                  precision={0}
                  disabled={left === 0}
                  style={{ width: 120 }}
                  suffix={`/ ${count(left, locale)}`}
                />
              </Form.Item>
            </Flex>
          );
        })}
        {noUnits ? (
          <Form.Item>
            <Alert type="warning" showIcon role="alert" title={t(k('nothing'))} />
          </Form.Item>
        ) : null}
        <FormError error={putAway.error} />
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
