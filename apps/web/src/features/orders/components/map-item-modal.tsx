import { ExportOutlined } from '@ant-design/icons';
import { Alert, Flex, Form, InputNumber, Modal, Typography } from 'antd';
import type { OrderDetail, OrderItem } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { useMapOrderItem } from '../api/map-order-item';

interface Props {
  order: OrderDetail;
  item: OrderItem;
  onClose: () => void;
}

/** Map a store line to a Dropport variant by its id (found in the market, which opens in another tab). */
export function MapItemModal({ order, item, onClose }: Props) {
  const { t } = useTranslation();
  const map = useMapOrderItem();
  const [variantId, setVariantId] = useState<number | null>(null);
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (!variantId) return;
    map.mutate(
      { id: order.id, mapping: { itemId: item.id, variantId } },
      {
        onSuccess: (detail) => {
          feedback.message.success(
            detail.status === 'on_hold' && detail.holdReason === 'unmapped_items'
              ? t('orders.map.doneMore')
              : t('orders.map.done'),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('orders.map.title', { title: item.title })}
      okText={t('orders.map.ok')}
      cancelText={t('orders.map.cancel')}
      okButtonProps={{ loading: map.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('orders.map.intro', { title: item.title, variant: item.variantTitle ?? '—', sku: item.sku ?? '—' })}
        </Typography.Paragraph>
        <Form layout="vertical" onFinish={submit}>
          <Form.Item
            label={t('orders.map.variantId')}
            htmlFor="order-map-variant"
            extra={
              <Typography.Link href="/allProducts" target="_blank" rel="noreferrer">
                {t('orders.map.findInMarket')} <ExportOutlined aria-hidden />
              </Typography.Link>
            }
            validateStatus={tried && !variantId ? 'error' : undefined}
            help={tried && !variantId ? t('orders.map.required') : undefined}
          >
            <InputNumber<number>
              id="order-map-variant"
              min={1}
              precision={0}
              style={{ width: 220 }}
              value={variantId}
              onChange={(v) => {
                setVariantId(v);
                if (map.error) map.reset();
              }}
              autoFocus
            />
          </Form.Item>
        </Form>
        {map.isError ? <Alert type="error" showIcon role="alert" title={errorText(map.error)} /> : null}
      </Flex>
    </Modal>
  );
}
