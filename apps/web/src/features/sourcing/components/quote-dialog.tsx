import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Image, Input, InputNumber, Modal, Spin, Typography } from 'antd';
import { SOURCING_COST_MAX_CENTS, SOURCING_NOTE_MAX, dollarsToCents, type AdminSourcingRequest } from '@dropport/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError, errorText } from '@/lib/form-error';
import { formatMoney } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { marketProductQueryOptions } from '@/features/market';
import { useQuoteRequest } from '../api/quote-request';
import { requestTitle } from './request-card';
import { costProblem } from './sourcing-values';

interface Values {
  price?: string;
  productId?: number | null;
  note?: string;
}

interface Props {
  request: AdminSourcingRequest;
  onClose: () => void;
}

/** The id typed in the field, once typing has paused (the product is looked up then, not on every key). */
function useSettled(value: number | null | undefined, ms = 300): number | null {
  const [settled, setSettled] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typeof value === 'number' && value > 0 ? value : null), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Admin: quotes a price per unit with a catalogue product, shown by its title before the quote is sent. */
export function QuoteDialog({ request, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const productId = useSettled(Form.useWatch('productId', form));
  // The catalogue product the admin is about to link, to confirm it by its title and picture.
  const product = useQuery({ ...marketProductQueryOptions(productId ?? 0), enabled: productId !== null, retry: false });
  const quote = useQuoteRequest();
  const money = (cents: number) => formatMoney(cents, i18n.language);

  const submit = async () => {
    const v = await form.validateFields();
    if (!product.data || product.data.id !== v.productId) {
      form.setFields([{ name: 'productId', errors: [t('sourcing.admin.productConfirm')] }]);
      return;
    }
    try {
      await quote.mutateAsync({
        id: request.id,
        body: {
          quoteCents: dollarsToCents(v.price ?? '') ?? 0,
          productId: product.data.id,
          ...(v.note?.trim() ? { note: v.note.trim() } : {}),
        },
      });
      feedback.message.success(t('sourcing.admin.quoted'));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open
      title={t('sourcing.admin.quoteTitle')}
      okText={t('sourcing.admin.sendQuote')}
      okButtonProps={{ loading: quote.isPending }}
      cancelText={t('sourcing.form.close')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {requestTitle(request)} ·{' '}
        {t('sourcing.admin.targetValue', { amount: money(request.targetCostCents), quantity: request.quantity })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onValuesChange={() => quote.error && quote.reset()}>
        <Form.Item
          name="price"
          label={t('sourcing.admin.quotePrice')}
          required
          rules={[
            {
              validator: async (_rule, value: string | undefined) => {
                const problem = costProblem(value);
                if (problem) throw new Error(t(`sourcing.form.${problem}`, { max: money(SOURCING_COST_MAX_CENTS) }));
              },
            },
          ]}
        >
          <Input prefix="$" inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="productId"
          label={t('sourcing.admin.productId')}
          rules={[{ required: true, message: t('sourcing.admin.productRequired') }]}
        >
          <InputNumber<number> min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        {productId === null ? null : product.isPending ? (
          <Flex gap={8} align="center">
            <Spin size="small" />
            <Typography.Text type="secondary">{t('sourcing.admin.productLoading')}</Typography.Text>
          </Flex>
        ) : product.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={isApiError(product.error, 'PRODUCT_NOT_FOUND') ? t('sourcing.admin.productMissing') : errorText(product.error)}
          />
        ) : (
          <Flex gap={12} align="center" role="status" aria-label={t('sourcing.admin.productFound')}>
            {product.data.images[0] ? (
              <Image src={product.data.images[0]} alt="" width={56} height={56} preview={false} style={{ borderRadius: 4 }} />
            ) : null}
            <Flex vertical>
              <Typography.Text strong>{product.data.title}</Typography.Text>
              <Typography.Text type="secondary">
                {t('sourcing.admin.productCost', { min: money(product.data.costMin), max: money(product.data.costMax) })}
                {product.data.status === 'inactive' ? ` · ${t('sourcing.admin.productInactive')}` : ''}
              </Typography.Text>
            </Flex>
          </Flex>
        )}
        <Form.Item name="note" label={t('sourcing.admin.note')} style={{ marginTop: 16 }}>
          <Input.TextArea rows={3} maxLength={SOURCING_NOTE_MAX} showCount />
        </Form.Item>
        <FormError error={quote.error} />
      </Form>
    </Modal>
  );
}
