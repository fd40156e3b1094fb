import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Select, Table, type FormInstance } from 'antd';
import { PRODUCT_LIMITS, VariantInput, type OptionAxis } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { rulesFrom } from '@/lib/form-rules';
import { costToCents, optionsLabel, type ProductFormValues, type VariantRow } from './product-values';

interface Props {
  form: FormInstance<ProductFormValues>;
  axes: OptionAxis[];
  images: string[];
}

const L = PRODUCT_LIMITS;

const Thumb = ({ url, text }: { url: string; text: string }) => (
  <Flex align="center" gap={6}>
    <img src={url} alt="" width={20} height={20} style={{ objectFit: 'cover', borderRadius: 3 }} />
    {text}
  </Flex>
);

/** One row per variant: SKU, cost in dollars (kept as typed, sent as integer cents), stock, weight and picture. */
export function VariantsGrid({ form, axes, images }: Props) {
  const { t } = useTranslation();
  // `preserve`: each row's options and id are held by no field, and a plain watch sees only fields' values.
  const rows = (Form.useWatch('variants', { form, preserve: true }) ?? []) as VariantRow[];
  // The product's pictures, and a picture of the variant's own that is not among them (an import can give one).
  const imageOptions = (own: string | null | undefined) => [
    ...images.map((url, i) => ({
      value: url,
      label: <Thumb url={url} text={t('adminCatalogue.editor.imageN', { n: i + 1 })} />,
    })),
    ...(own && !images.includes(own)
      ? [{ value: own, label: <Thumb url={own} text={t('adminCatalogue.editor.ownImage')} /> }]
      : []),
  ];
  const label = (i: number) => optionsLabel(axes, rows[i]?.options ?? {}) || t('adminCatalogue.editor.defaultVariant');
  return (
    <Form.List name="variants">
      {(fields, { remove }) => (
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={fields}
          scroll={{ x: 860 }}
          aria-label={t('adminCatalogue.editor.variants')}
          columns={[
            { title: t('adminCatalogue.editor.variant'), key: 'options', width: 150, render: (_v, f) => label(f.name) },
            {
              title: t('adminCatalogue.editor.sku'),
              key: 'sku',
              width: 200,
              render: (_v, f) => (
                <Form.Item
                  name={[f.name, 'sku']}
                  style={{ marginBottom: 0 }}
                  rules={[
                    ...rulesFrom(VariantInput.shape.sku, {
                      required: t('adminCatalogue.editor.skuRequired'),
                      pattern: t('adminCatalogue.editor.skuFormat'),
                    }),
                    {
                      validator: async (_r, value: string | undefined) => {
                        const sku = (value ?? '').trim().toUpperCase();
                        const same = rows.filter((r) => r.sku.trim().toUpperCase() === sku).length;
                        if (sku && same > 1) throw new Error(t('adminCatalogue.editor.skuRepeated'));
                      },
                    },
                  ]}
                >
                  <Input aria-label={t('adminCatalogue.editor.skuOf', { variant: label(f.name) })} />
                </Form.Item>
              ),
            },
            {
              title: t('adminCatalogue.editor.cost'),
              key: 'cost',
              width: 130,
              render: (_v, f) => (
                <Form.Item
                  name={[f.name, 'cost']}
                  style={{ marginBottom: 0 }}
                  rules={[
                    {
                      validator: async (_r, value: string | undefined) => {
                        if (!value?.trim()) throw new Error(t('adminCatalogue.editor.costRequired'));
                        if (costToCents(value) === null) throw new Error(t('adminCatalogue.editor.costInvalid'));
                      },
                    },
                  ]}
                >
                  <Input
                    prefix="$"
                    inputMode="decimal"
                    aria-label={t('adminCatalogue.editor.costOf', { variant: label(f.name) })}
                  />
                </Form.Item>
              ),
            },
            {
              title: t('adminCatalogue.editor.stock'),
              key: 'stock',
              width: 110,
              render: (_v, f) => (
                <Form.Item
                  name={[f.name, 'stock']}
                  style={{ marginBottom: 0 }}
                  rules={[{ required: true, message: t('adminCatalogue.editor.stockRequired') }]}
                >
                  <InputNumber
                    min={0}
                    max={L.stock}
                    precision={0}
                    aria-label={t('adminCatalogue.editor.stockOf', { variant: label(f.name) })}
                  />
                </Form.Item>
              ),
            },
            {
              title: t('adminCatalogue.editor.weight'),
              key: 'weight',
              width: 110,
              render: (_v, f) => (
                <Form.Item name={[f.name, 'weightG']} style={{ marginBottom: 0 }}>
                  <InputNumber
                    min={1}
                    max={L.weightG}
                    precision={0}
                    placeholder={t('adminCatalogue.editor.weightDefault')}
                    aria-label={t('adminCatalogue.editor.weightOf', { variant: label(f.name) })}
                  />
                </Form.Item>
              ),
            },
            {
              title: t('adminCatalogue.editor.variantImage'),
              key: 'image',
              width: 150,
              render: (_v, f) => (
                <Form.Item name={[f.name, 'image']} style={{ marginBottom: 0 }}>
                  <Select
                    allowClear
                    placeholder={t('adminCatalogue.editor.noVariantImage')}
                    aria-label={t('adminCatalogue.editor.imageOf', { variant: label(f.name) })}
                    options={imageOptions(rows[f.name]?.image)}
                  />
                </Form.Item>
              ),
            },
            {
              key: 'remove',
              width: 48,
              render: (_v, f) =>
                fields.length > 1 ? (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('adminCatalogue.editor.removeVariant', { variant: label(f.name) })}
                    onClick={() => remove(f.name)}
                  />
                ) : null,
            },
          ]}
        />
      )}
    </Form.List>
  );
}
