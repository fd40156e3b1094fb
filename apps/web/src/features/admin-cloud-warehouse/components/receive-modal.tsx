import { Button, Flex, Form, InputNumber, Modal, Result, Typography } from 'antd';
import { ReceiveInput, type AdminInboundShipment } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubLine } from '@/lib/list-cells';
import { FormError } from '@/lib/form-error';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useReceiveInbound } from '../api/inbound';
import { count } from '../values';
import { Discrepancies } from './discrepancies';
import { ModalButtons } from '@/lib/modal-buttons';

interface Values {
  lines: { received: number | null }[];
}

const MAX = ReceiveInput.shape.lines.element.shape.receivedQuantity.maxValue ?? 100_000;

/**
 * Admin: the count of a shipment that arrived, one figure per line (what the seller sent to begin with; 0 for a line
 * missing). Once counted it shows the discrepancy report.
 */
export function ReceiveModal({ shipment: s, onClose }: { shipment: AdminInboundShipment; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const receive = useReceiveInbound();
  const [received, setReceived] = useState<AdminInboundShipment | null>(null);
  const k = (key: string) => `adminCloudWarehouse.receive.${key}`;

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      const lines = s.lines.map((l, i) => ({ skuId: l.skuId, receivedQuantity: v.lines[i]?.received ?? 0 }));
      setReceived(await receive.mutateAsync({ id: s.id, body: { lines } }));
    } catch {
      // Shown in the dialog, in the server's words.
    }
  });

  return (
    <Modal
      open
      title={t(k('title'), { number: s.number })}
      onCancel={() => !submitting && onClose()}
      footer={null}
      destroyOnHidden
    >
      {received ? (
        <Result
          status={received.discrepancies.length ? 'warning' : 'success'}
          title={t(k('done'), { number: received.number })}
          subTitle={<Discrepancies shipment={received} />}
          extra={
            <Button type="primary" onClick={onClose}>
              {t(k('finish'))}
            </Button>
          }
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t(k('text'), { email: s.sellerEmail, warehouse: `${s.warehouseName} (${s.warehouseCode})` })}
          </Typography.Paragraph>
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ lines: s.lines.map((l) => ({ received: l.quantity })) }}
            onFinish={(v) => void submit(v)}
            onValuesChange={() => receive.error && receive.reset()}
          >
            {s.lines.map((l, i) => (
              <Flex key={l.skuId} justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
                <span style={{ minWidth: 0, flex: '1 1 200px', overflowWrap: 'anywhere' }}>
                  {l.sku}
                  <SubLine>
                    {l.name} · {t(k('expected'), { n: count(l.quantity, locale) })}
                  </SubLine>
                </span>
                <Form.Item
                  name={['lines', i, 'received']}
                  noStyle
                  rules={[{ required: true, type: 'integer', min: 0, max: MAX, message: t(k('range')) }]}
                >
                  <InputNumber
                    aria-label={t(k('countedOf'), { sku: l.sku })}
                    min={0}
                    max={MAX}
                    precision={0}
                    style={{ width: 120 }}
                  />
                </Form.Item>
              </Flex>
            ))}
            <FormError error={receive.error} />
            <Form.Item style={{ marginBottom: 0 }}>
              <ModalButtons
                submitting={submitting}
                onCancel={onClose}
                cancelText={t('adminCloudWarehouse.cancel')}
                okText={t(k('ok'))}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
