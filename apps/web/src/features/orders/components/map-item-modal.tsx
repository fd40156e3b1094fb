import { ExportOutlined } from '@ant-design/icons';
import { Alert, Flex, Form, InputNumber, Modal, Radio, Typography } from 'antd';
import type { OrderDetail, OrderItem, OrderItemMapping } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useMapOrderItem } from '../api/map-order-item';
import { OwnProductSelect } from './own-product-select';

interface Props {
  order: OrderDetail;
  item: OrderItem;
  onClose: () => void;
}

/** What a line maps to: a Dropport catalogue variant, or one of the seller's own products in the cloud warehouse. */
type Target = 'variant' | 'own';

/**
 * Map a store line to a Dropport variant by its id (found in the market, which opens in another tab), or to one of
 * the seller's own products held in the cloud warehouse (chosen from a search of them).
 */
export function MapItemModal({ order, item, onClose }: Props) {
  const { t } = useTranslation();
  const map = useMapOrderItem();
  const [target, setTarget] = useState<Target>('variant');
  const [variantId, setVariantId] = useState<number | null>(null);
  const [sellerSkuId, setSellerSkuId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);

  let mapping: OrderItemMapping | null = null;
  if (target === 'variant' && variantId) mapping = { itemId: item.id, variantId };
  if (target === 'own' && sellerSkuId) mapping = { itemId: item.id, sellerSkuId };
  const missing = tried && mapping === null;

  const { submit, submitting } = useSingleSubmit(async () => {
    setTried(true);
    if (!mapping) return;
    try {
      const detail = await map.mutateAsync({ id: order.id, mapping });
      feedback.message.success(
        detail.status === 'on_hold' && detail.holdReason === 'unmapped_items' ? t('orders.map.doneMore') : t('orders.map.done'),
      );
      onClose();
    } catch {
      // Shown in the dialog, in the server's words.
    }
  });
  const changed = () => {
    if (map.error) map.reset();
  };

  return (
    <Modal
      open
      title={t('orders.map.title', { title: item.title })}
      okText={t('orders.map.ok')}
      cancelText={t('orders.map.cancel')}
      okButtonProps={{ loading: submitting }}
      onOk={() => void submit(undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('orders.map.intro', { title: item.title, variant: item.variantTitle ?? '—', sku: item.sku ?? '—' })}
        </Typography.Paragraph>
        <Form layout="vertical" onFinish={() => void submit(undefined)}>
          <Form.Item label={t('orders.map.to')}>
            <Radio.Group
              aria-label={t('orders.map.to')}
              value={target}
              onChange={(e) => {
                setTarget(e.target.value as Target);
                setTried(false);
                changed();
              }}
              options={[
                { value: 'variant', label: t('orders.map.toVariant') },
                { value: 'own', label: t('orders.map.toOwn') },
              ]}
              style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
            />
          </Form.Item>
          {target === 'variant' ? (
            <Form.Item
              label={t('orders.map.variantId')}
              htmlFor="order-map-variant"
              extra={
                <Typography.Link href="/allProducts" target="_blank" rel="noreferrer">
                  {t('orders.map.findInMarket')} <ExportOutlined aria-hidden />
                </Typography.Link>
              }
              validateStatus={missing ? 'error' : undefined}
              help={missing ? t('orders.map.required') : undefined}
            >
              <InputNumber<number>
                id="order-map-variant"
                min={1}
                precision={0}
                style={{ width: 220 }}
                value={variantId}
                onChange={(v) => {
                  setVariantId(v);
                  changed();
                }}
                autoFocus
              />
            </Form.Item>
          ) : (
            <Form.Item
              label={t('orders.map.own.label')}
              htmlFor="order-map-own"
              extra={t('orders.map.own.hint')}
              validateStatus={missing ? 'error' : undefined}
              help={missing ? t('orders.map.own.required') : undefined}
            >
              <OwnProductSelect
                id="order-map-own"
                value={sellerSkuId}
                onChange={(v) => {
                  setSellerSkuId(v);
                  changed();
                }}
                invalid={missing}
              />
            </Form.Item>
          )}
        </Form>
        {map.isError ? <Alert type="error" showIcon role="alert" title={errorText(map.error)} /> : null}
      </Flex>
    </Modal>
  );
}
