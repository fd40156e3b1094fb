import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, DatePicker, Drawer, Flex, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { InboundInput, InboundLineInput, type InboundShipment } from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { SectionTitle } from '@/lib/page';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useMySkus } from '../api/inventory';
import { useSaveShipment } from '../api/inbound';
import { useCloudWarehouses } from '../api/warehouses';
import { emptyLine, toInboundInput, toValues, type InboundValues, type LineValues } from '../inbound-values';
import { useDebounced } from '@/lib/use-debounced';

const OwnInput = InboundLineInput.shape.own.unwrap();
const MAX_QUANTITY = 100_000;
const MAX_WEIGHT = 100_000;
const MAX_LINES = 100;

interface Props {
  /** The drawer is open: a new shipment (`shipment` null) or a draft to change. */
  open: boolean;
  shipment: InboundShipment | null;
  onClose: () => void;
  onSaved: (saved: InboundShipment) => void;
}

/**
 * A shipment of goods the seller sends to a warehouse, saved as a draft: the warehouse, the lines (one of the seller's
 * SKUs, or a new own product by code, name and weight) with quantities, and the carrier, tracking, expected day and a
 * note. Mounted afresh with every opening.
 */
export function InboundFormDrawer({ open, shipment, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={720}
      destroyOnHidden
      title={shipment ? t('cloudWarehouse.inbound.editTitle', { number: shipment.number }) : t('cloudWarehouse.inbound.newTitle')}
    >
      {open ? <InboundForm shipment={shipment} onClose={onClose} onSaved={onSaved} /> : null}
    </Drawer>
  );
}

function InboundForm({ shipment, onClose, onSaved }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<InboundValues>();
  const warehouses = useCloudWarehouses();
  const save = useSaveShipment();
  const initial = useMemo(() => toValues(shipment), [shipment]);
  const { submit, submitting } = useSingleSubmit(async (values: InboundValues) => {
    try {
      const saved = await save.mutateAsync({ id: shipment?.id ?? null, body: toInboundInput(values) });
      feedback.message.success(t('cloudWarehouse.inbound.saved', { number: saved.number }));
      onSaved(saved);
    } catch {
      // Shown above the buttons, in the server's words.
    }
  });
  const text = (schema: Parameters<typeof rulesFrom>[0]) => rulesFrom(schema, { max: null, required: null });

  return (
    <Form<InboundValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => save.isError && save.reset()}
      scrollToFirstError
    >
      <Form.Item
        name="warehouseCode"
        label={t('cloudWarehouse.inbound.warehouse')}
        rules={[{ required: true, message: t('cloudWarehouse.inbound.warehouseRequired') }]}
      >
        <Select<string>
          loading={warehouses.isPending}
          placeholder={t('cloudWarehouse.inbound.chooseWarehouse')}
          options={(warehouses.data ?? []).map((w) => ({ value: w.code, label: `${w.name} (${w.code})` }))}
        />
      </Form.Item>

      <SectionTitle>{t('cloudWarehouse.inbound.lines')}</SectionTitle>
      <Form.List
        name="lines"
        rules={[
          {
            validator: async (_r, lines: LineValues[] | undefined) => {
              if (!lines || lines.length === 0) throw new Error(t('cloudWarehouse.inbound.linesRequired'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={12} style={{ marginBottom: 24 }}>
            {fields.map((field, index) => (
              <LineFields
                key={field.key}
                name={field.name}
                index={index}
                shipment={shipment}
                onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
              />
            ))}
            <Form.ErrorList errors={errors} />
            {fields.length < MAX_LINES ? (
              <div>
                <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(emptyLine())}>
                  {t('cloudWarehouse.inbound.addLine')}
                </Button>
              </div>
            ) : null}
          </Flex>
        )}
      </Form.List>

      <SectionTitle>{t('cloudWarehouse.inbound.transport')}</SectionTitle>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="carrier" label={t('cloudWarehouse.inbound.carrier')} rules={text(InboundInput.shape.carrier)}>
            <Input maxLength={60} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="trackingNumber"
            label={t('cloudWarehouse.inbound.tracking')}
            rules={text(InboundInput.shape.trackingNumber)}
          >
            <Input maxLength={60} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="expectedAt" label={t('cloudWarehouse.inbound.expected')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="note" label={t('cloudWarehouse.inbound.note')} rules={text(InboundInput.shape.note)}>
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('cloudWarehouse.inbound.draftHint')}</Typography.Paragraph>
      <FormError error={save.error} />
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onClose} disabled={submitting}>
          {t('cloudWarehouse.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('cloudWarehouse.inbound.saveDraft')}
        </Button>
      </Flex>
    </Form>
  );
}

/** One line: the kind, then a SKU of the seller's or a new own product, and the quantity. */
function LineFields({
  name,
  index,
  shipment,
  onRemove,
}: {
  name: number;
  index: number;
  shipment: InboundShipment | null;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<InboundValues>();
  const kind = (Form.useWatch(['lines', name, 'kind'], form) as LineValues['kind'] | undefined) ?? 'sku';
  const n = index + 1;
  return (
    <Card
      size="small"
      role="group"
      aria-label={t('cloudWarehouse.inbound.line', { n })}
      title={t('cloudWarehouse.inbound.line', { n })}
      extra={
        onRemove ? (
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('cloudWarehouse.inbound.removeLine', { n })}
            onClick={onRemove}
          />
        ) : null
      }
    >
      <Form.Item name={[name, 'kind']} style={{ marginBottom: 12 }}>
        <Radio.Group
          aria-label={t('cloudWarehouse.inbound.lineKind', { n })}
          options={[
            { value: 'sku', label: t('cloudWarehouse.inbound.kindSku') },
            { value: 'own', label: t('cloudWarehouse.inbound.kindOwn') },
          ]}
        />
      </Form.Item>
      <Row gutter={12}>
        {kind === 'sku' ? (
          <Col xs={24} sm={16}>
            <Form.Item
              name={[name, 'skuId']}
              label={t('cloudWarehouse.inbound.sku')}
              rules={[{ required: true, message: t('cloudWarehouse.inbound.skuRequired') }]}
            >
              <SkuSelect shipment={shipment} label={t('cloudWarehouse.inbound.skuOf', { n })} />
            </Form.Item>
          </Col>
        ) : (
          <>
            <Col xs={24} sm={8}>
              <Form.Item
                name={[name, 'own', 'code']}
                label={t('cloudWarehouse.inbound.code')}
                rules={rulesFrom(OwnInput.shape.code, {
                  required: t('cloudWarehouse.inbound.codeRequired'),
                  min: (min) => t('cloudWarehouse.form.tooShort', { min }),
                  max: null,
                  pattern: t('cloudWarehouse.inbound.codePattern'),
                })}
              >
                <Input maxLength={40} autoComplete="off" aria-label={t('cloudWarehouse.inbound.codeOf', { n })} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={16}>
              <Form.Item
                name={[name, 'own', 'name']}
                label={t('cloudWarehouse.inbound.name')}
                rules={rulesFrom(OwnInput.shape.name, { required: t('cloudWarehouse.inbound.nameRequired'), max: null })}
              >
                <Input maxLength={120} autoComplete="off" aria-label={t('cloudWarehouse.inbound.nameOf', { n })} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={8}>
              <Form.Item
                name={[name, 'own', 'weightG']}
                label={t('cloudWarehouse.inbound.weight')}
                rules={[{ required: true, message: t('cloudWarehouse.inbound.weightRequired') }]}
              >
                <InputNumber
                  min={1}
                  max={MAX_WEIGHT}
                  precision={0}
                  style={{ width: '100%' }}
                  aria-label={t('cloudWarehouse.inbound.weightOf', { n })}
                />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={12} sm={8}>
          <Form.Item
            name={[name, 'quantity']}
            label={t('cloudWarehouse.inbound.quantity')}
            rules={[{ required: true, message: t('cloudWarehouse.inbound.quantityRequired') }]}
          >
            <InputNumber
              min={1}
              max={MAX_QUANTITY}
              precision={0}
              style={{ width: '100%' }}
              aria-label={t('cloudWarehouse.inbound.quantityOf', { n })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The seller's SKUs, searched on the server by code or name; a draft's own lines stay choosable. */
function SkuSelect({
  shipment,
  label,
  value,
  onChange,
}: {
  shipment: InboundShipment | null;
  label: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const skus = useMySkus(q);
  const options = useMemo(() => {
    const all = new Map<string, { sku: string; name: string }>();
    for (const l of shipment?.lines ?? []) all.set(l.skuId, { sku: l.sku, name: l.name });
    for (const s of skus.data ?? []) all.set(s.skuId, { sku: s.sku, name: s.name });
    return [...all].map(([skuId, s]) => ({ value: skuId, label: `${s.sku} · ${s.name}` }));
  }, [shipment, skus.data]);
  return (
    <Select<string>
      aria-label={label}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      value={value}
      onChange={(v) => onChange?.(v)}
      loading={skus.isFetching}
      placeholder={t('cloudWarehouse.inbound.chooseSku')}
      notFoundContent={skus.isFetching ? null : t('cloudWarehouse.inbound.noSkus')}
      options={options}
    />
  );
}
