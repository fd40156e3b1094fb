import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { PriceTier, type PriceTiers as Tiers } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { LoadState } from '@/lib/load-state';
import { decimalMark } from '@/lib/money-text';
import { SectionTitle } from '@/lib/page';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSaveTiers, useTiers } from '../api/tiers';
import { bpToPercent, percentToBp, percentText } from '../values';

const QTY_MIN = PriceTier.shape.minQuantity.minValue ?? 2;
const QTY_MAX = PriceTier.shape.minQuantity.maxValue ?? 100_000;
const BP_MIN = PriceTier.shape.discountBp.minValue ?? 1;
const BP_MAX = PriceTier.shape.discountBp.maxValue ?? 9000;
/** The contract's greatest number of tiers (`PriceTiers`). */
const MAX_TIERS = 10;

interface Values {
  tiers: { minQuantity: number | null; percent: number | null }[];
}

/** A product id as typed: a whole number from 1; null when not one. */
export function productIdOf(typed: string | null | undefined): number | null {
  const text = (typed ?? '').trim().replace(/^#/, '');
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 ? id : null;
}

/** The editor's rows: each tier's discount as a percentage. */
const valuesOf = (tiers: Tiers): Values => ({
  tiers: tiers.tiers.map((x) => ({ minQuantity: x.minQuantity, percent: bpToPercent(x.discountBp) })),
});

interface Props {
  productId: number | null;
  onProduct: (productId: number | null) => void;
}

/** Admin: a product's quantity price tiers (from N units in one purchase, X % off), picked by the product's id. */
export function TiersTab({ productId, onProduct }: Props) {
  const { t } = useTranslation();
  const [typedWrong, setTypedWrong] = useState(false);
  const tiers = useTiers(productId);
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('adminCloudWarehouse.tiers.intro')}</Typography.Text>
      <Form.Item
        style={{ marginBottom: 0 }}
        validateStatus={typedWrong ? 'error' : undefined}
        help={typedWrong ? t('adminCloudWarehouse.tiers.productInvalid') : undefined}
      >
        <Input.Search
          key={productId ?? ''}
          allowClear
          defaultValue={productId === null ? '' : String(productId)}
          inputMode="numeric"
          maxLength={10}
          aria-label={t('adminCloudWarehouse.tiers.productId')}
          placeholder={t('adminCloudWarehouse.tiers.productIdPlaceholder')}
          enterButton={t('adminCloudWarehouse.tiers.open')}
          onChange={() => setTypedWrong(false)}
          onSearch={(value) => {
            const id = productIdOf(value);
            setTypedWrong(value.trim() !== '' && id === null);
            if (id !== null || value.trim() === '') onProduct(id);
          }}
          style={{ width: 400, maxWidth: '100%' }}
        />
      </Form.Item>
      {productId === null ? (
        <Empty description={t('adminCloudWarehouse.tiers.pickProduct')} />
      ) : (
        <LoadState queries={[tiers]} rows={3}>
          {(data) => <TiersForm key={productId} productId={productId} tiers={data} />}
        </LoadState>
      )}
    </Flex>
  );
}

function TiersForm({ productId, tiers }: { productId: number; tiers: Tiers }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const save = useSaveTiers();
  const k = (key: string) => `adminCloudWarehouse.tiers.${key}`;

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    const body: Tiers = {
      tiers: v.tiers
        .map((x) => ({ minQuantity: x.minQuantity ?? 0, discountBp: percentToBp(x.percent ?? 0) }))
        .sort((a, b) => a.minQuantity - b.minQuantity),
    };
    try {
      const saved = await save.mutateAsync({ productId, body });
      form.setFieldsValue(valuesOf(saved));
      feedback.message.success(t(k('saved'), { id: productId }));
    } catch {
      // Shown in the form, in the server's words.
    }
  });

  const pct = (bp: number) => bpToPercent(bp);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={valuesOf(tiers)}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => save.error && save.reset()}
    >
      <SectionTitle>{t(k('title'), { id: productId })}</SectionTitle>
      <Form.List name="tiers">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.length === 0 ? <Typography.Text type="secondary">{t(k('none'))}</Typography.Text> : null}
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="flex-start" wrap role="group" aria-label={t(k('row'), { n: index + 1 })}>
                <Form.Item
                  name={[field.name, 'minQuantity']}
                  style={{ marginBottom: 0 }}
                  rules={[
                    {
                      required: true,
                      type: 'integer',
                      min: QTY_MIN,
                      max: QTY_MAX,
                      message: t(k('quantityRange'), { min: QTY_MIN, max: QTY_MAX }),
                    },
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value: number | null | undefined) => {
                        if (value === null || value === undefined) return;
                        const all = (getFieldValue('tiers') as Values['tiers']).map((x) => x?.minQuantity);
                        if (all.filter((q) => q === value).length > 1) throw new Error(t(k('duplicate'), { n: value }));
                      },
                    }),
                  ]}
                  dependencies={fields.filter((f) => f.key !== field.key).map((f) => ['tiers', f.name, 'minQuantity'])}
                >
                  <InputNumber
                    aria-label={t(k('minQuantityOf'), { n: index + 1 })}
                    prefix={t(k('from'))}
                    suffix={t(k('unitsSuffix'))}
                    min={QTY_MIN}
                    max={QTY_MAX}
                    precision={0}
                    style={{ width: 200 }}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'percent']}
                  style={{ marginBottom: 0 }}
                  rules={[
                    {
                      required: true,
                      type: 'number',
                      min: pct(BP_MIN),
                      max: pct(BP_MAX),
                      message: t(k('percentRange'), { min: percentText(BP_MIN, locale), max: percentText(BP_MAX, locale) }),
                    },
                  ]}
                >
                  <InputNumber
                    aria-label={t(k('percentOf'), { n: index + 1 })}
                    suffix={t(k('off'))}
                    min={pct(BP_MIN)}
                    max={pct(BP_MAX)}
                    precision={2}
                    step={0.5}
                    decimalSeparator={decimalMark(locale)}
                    style={{ width: 160 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t(k('remove'), { n: index + 1 })}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <div>
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= MAX_TIERS}
                onClick={() => add({ minQuantity: null, percent: null })}
              >
                {t(k('add'))}
              </Button>
            </div>
            {fields.length >= MAX_TIERS ? (
              <Typography.Text type="secondary">{t(k('max'), { max: MAX_TIERS })}</Typography.Text>
            ) : null}
          </Flex>
        )}
      </Form.List>
      <div style={{ marginTop: 16 }}>
        <FormError error={save.error} />
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t(k('save'))}
        </Button>
      </div>
    </Form>
  );
}
