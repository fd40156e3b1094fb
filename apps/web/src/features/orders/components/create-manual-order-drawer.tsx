import { WalletOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Drawer, Flex, Form, Result, Typography } from 'antd';
import { AddressProblem, sellerMay, type OrderDetail, type ProductDetail } from '@dropport/contracts';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { formatMoney } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { useLocale } from '@/lib/use-locale';
import { useUnsavedChangesGuard } from '@/lib/use-unsaved-changes-guard';
import { useCreateManualOrder } from '../api/create-manual-order';
import { useManualQuote } from '../api/manual-quote';
import { useProvinces } from '../api/provinces';
import { draftBody, firstVariant, type DraftAddress, type DraftLine } from '../manual-draft';
import { ManualAddressForm } from './manual-address-form';
import { ManualOrderLines } from './manual-order-lines';
import { ManualQuotePanel } from './manual-quote-panel';
import { ProductPicker } from './product-picker';
import { useDebounced } from '@/lib/use-debounced';
import { SectionTitle } from '@/lib/page';

interface Props {
  open: boolean;
  onClose: () => void;
  /** "Pay now" after creating: the new order goes to the pay dialog. */
  onPay: (order: OrderDetail) => void;
}

/** How long the form rests before the draft is priced again. */
const QUOTE_DELAY_MS = 400;

/** The problems a refused create names (422 ORDER_ADDRESS_INVALID, params.list), to mark their fields. */
function refusedProblems(error: unknown): AddressProblem[] | null {
  if (!isApiError(error, 'ORDER_ADDRESS_INVALID')) return null;
  const parsed = AddressProblem.array().safeParse(error.data.params.list);
  return parsed.success ? parsed.data : null;
}

/**
 * A manual order from scratch: products from the market (variant and quantity each), the address, then the price
 * as the server quotes it (debounced) with the shipping methods; "Create order" makes it await payment, and the
 * seller may pay it at once. Mounted afresh for each order (the page keys it).
 */
export function CreateManualOrderDrawer({ open, onClose, onPay }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<DraftAddress>();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [address, setAddress] = useState<DraftAddress>({});
  const [picked, setPicked] = useState<string | null>(null);
  const [refused, setRefused] = useState<AddressProblem[] | null>(null);
  const [created, setCreated] = useState<OrderDetail | null>(null);
  const seq = useRef(0);
  const provinces = useProvinces(address.countryCode);
  const create = useCreateManualOrder();

  const body = useMemo(() => draftBody(lines, address, provinces.data, picked), [lines, address, provinces.data, picked]);
  const settled = useDebounced(body, QUOTE_DELAY_MS);
  const quote = useManualQuote(settled);
  const waiting = JSON.stringify(settled) !== JSON.stringify(body);
  const current = !waiting && quote.isSuccess && !quote.isPlaceholderData && !quote.isFetching;
  const shown = body ? quote.data : undefined;
  const problems = refused ?? shown?.addressProblems ?? [];
  // A half-filled order (a product added or an address field typed) is not lost to Back, a link or a reload unasked.
  const started = lines.length > 0 || Object.values(address).some((v) => v !== undefined && v !== null && v !== '');
  useUnsavedChangesGuard(open && created === null && started);

  const addProduct = (product: ProductDetail) => {
    const key = `line-${seq.current++}`;
    setLines((ls) => [...ls, { key, product, variantId: firstVariant(product)?.id ?? null, quantity: 1 }]);
  };
  const changeLine = (key: string, change: Partial<DraftLine>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...change } : l)));
  const removeLine = (key: string) => setLines((ls) => ls.filter((l) => l.key !== key));

  const onAddressChange = (changed: Partial<DraftAddress>, all: DraftAddress) => {
    let next = all;
    if ('countryCode' in changed) {
      // Another country: its own provinces, and the methods that reach it.
      form.setFieldsValue({ provinceCode: undefined, province: undefined });
      next = { ...all, provinceCode: undefined, province: undefined };
      setPicked(null);
    }
    setAddress(next);
    setRefused(null);
    if (create.isError) create.reset();
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // The method the seller sees ticked: the quote's when it is for this very draft.
    const method = current && shown?.shippingMethodCode ? shown.shippingMethodCode : picked;
    const input = draftBody(lines, form.getFieldsValue(true) as DraftAddress, provinces.data, method);
    // The form is complete, so a line is not: a variant or a quantity is missing.
    if (!input) return void feedback.message.warning(t('orders.manual.create.linesIncomplete'));
    create.mutate(input, {
      onSuccess: (order) => setCreated(order),
      onError: (error) => setRefused(refusedProblems(error)),
    });
  };

  const footer = created ? null : (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Typography.Text strong>
        {shown ? t('orders.manual.create.total', { amount: formatMoney(shown.costs.totalCents, locale) }) : null}
      </Typography.Text>
      <Flex gap={8}>
        <Button onClick={onClose}>{t('orders.manual.create.cancel')}</Button>
        <Button type="primary" loading={create.isPending} disabled={lines.length === 0} onClick={() => void submit()}>
          {t('orders.manual.create.submit')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Drawer open={open} onClose={onClose} size={880} destroyOnHidden title={t('orders.manual.create.title')} footer={footer}>
      {created ? (
        <Result
          status="success"
          title={t('orders.manual.create.created', { orderNo: created.orderNo })}
          subTitle={t('orders.manual.create.createdText', { amount: formatMoney(created.costs.totalCents, locale) })}
          extra={
            <Flex gap={8} justify="center" wrap>
              {sellerMay('pay', created.status) ? (
                <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => onPay(created)}>
                  {t('orders.manual.create.payNow')}
                </Button>
              ) : null}
              <Button onClick={onClose}>{t('orders.manual.create.later')}</Button>
            </Flex>
          }
        />
      ) : (
        <Flex vertical gap={8}>
          <section aria-label={t('orders.manual.create.products')}>
            <SectionTitle>{t('orders.manual.create.products')}</SectionTitle>
            <Flex vertical gap={12}>
              <ProductPicker onAdd={addProduct} />
              <ManualOrderLines lines={lines} quote={shown} onChange={changeLine} onRemove={removeLine} />
            </Flex>
          </section>
          <Divider />
          <section aria-label={t('orders.address.title')}>
            <SectionTitle>{t('orders.address.title')}</SectionTitle>
            <ManualAddressForm
              form={form}
              problems={problems}
              provinces={provinces.data}
              provincesLoading={provinces.isFetching}
              onValuesChange={onAddressChange}
            />
          </section>
          <Divider style={{ marginTop: 0 }} />
          <section aria-label={t('orders.manual.create.quoteTitle')}>
            <SectionTitle>{t('orders.manual.create.quoteTitle')}</SectionTitle>
            {body ? (
              <ManualQuotePanel quote={shown} updating={waiting || quote.isFetching} error={quote.error} onMethod={setPicked} />
            ) : (
              <Typography.Text type="secondary">{t('orders.manual.create.quoteHint')}</Typography.Text>
            )}
          </section>
          {create.isError ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('orders.manual.create.refused')}
              description={errorText(create.error)}
              style={{ marginTop: 16 }}
            />
          ) : null}
        </Flex>
      )}
    </Drawer>
  );
}
