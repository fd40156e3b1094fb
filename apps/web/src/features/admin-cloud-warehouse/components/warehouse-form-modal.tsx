import { Button, Col, Form, Input, InputNumber, Modal, Row, Select, Switch, Typography, type FormRule } from 'antd';
import { WarehouseInput, type AdminWarehouse } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useLookups } from '@/features/admin-catalogue';
import { feedback } from '@/lib/feedback';
import { FormError } from '@/lib/form-error';
import { rulesFrom } from '@/lib/form-rules';
import { centsToInput, dollarSign } from '@/lib/money-text';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useSaveWarehouse } from '../api/warehouses';
import { money, typedCents } from '../values';
import { ModalButtons } from '@/lib/modal-buttons';

/** The template select's "none": the warehouse takes no seller stock (template ids start at 1). */
const NO_TEMPLATE = 0;
const CODE_MAX = 12;
const NAME_MAX = 60;
const REGION_MAX = 8;
const COUNTRY = /^[A-Za-z]{2}$/;

interface Values {
  code?: string;
  name: string;
  countryCode: string;
  region?: string;
  templateId: number;
  countries: string[];
  fulfilmentFee: string;
  storageFee: string;
  leadDays: number | null;
  active: boolean;
}

/** What the form starts from: the warehouse edited, or an active one with no fees yet. */
function valuesOf(w: AdminWarehouse | null, locale: string): Values {
  if (!w)
    return {
      code: '',
      name: '',
      countryCode: '',
      region: '',
      templateId: NO_TEMPLATE,
      countries: [],
      fulfilmentFee: '',
      storageFee: '',
      leadDays: 7,
      active: true,
    };
  return {
    name: w.name,
    countryCode: w.countryCode,
    region: w.region,
    templateId: w.templateId ?? NO_TEMPLATE,
    countries: w.countries,
    fulfilmentFee: centsToInput(w.fulfilmentFeeCents, locale),
    storageFee: centsToInput(w.storageFeeCents, locale),
    leadDays: w.leadDays,
    active: w.active,
  };
}

/** What the server checks, from checked values: codes upper-cased, money in cents, an empty region left out. */
export function toInput(v: Values, creating: boolean): WarehouseInput {
  const region = v.region?.trim();
  return {
    ...(creating ? { code: (v.code ?? '').trim().toUpperCase() } : {}),
    name: v.name.trim(),
    countryCode: v.countryCode.trim().toUpperCase(),
    ...(region ? { region } : {}),
    templateId: v.templateId === NO_TEMPLATE ? null : v.templateId,
    countries: v.countries,
    fulfilmentFeeCents: typedCents(v.fulfilmentFee) ?? 0,
    storageFeeCents: typedCents(v.storageFee) ?? 0,
    leadDays: v.leadDays ?? 0,
    active: v.active,
  };
}

interface Props {
  /** The warehouse edited; null creates one. */
  warehouse: AdminWarehouse | null;
  onClose: () => void;
}

/** Admin: a warehouse's name, place, the template that ships its seller stock, the countries it serves, fees, lead time. */
export function WarehouseFormModal({ warehouse, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={
        warehouse
          ? t('adminCloudWarehouse.warehouses.form.editTitle', { code: warehouse.code })
          : t('adminCloudWarehouse.warehouses.form.newTitle')
      }
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <WarehouseForm warehouse={warehouse} onClose={onClose} />
    </Modal>
  );
}

function WarehouseForm({ warehouse, onClose }: { warehouse: AdminWarehouse | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<Values>();
  const save = useSaveWarehouse();
  const lookups = useLookups();
  const creating = warehouse === null;
  const k = (key: string) => `adminCloudWarehouse.warehouses.form.${key}`;

  const { submit, submitting } = useSingleSubmit(async (v: Values) => {
    try {
      const saved = await save.mutateAsync({ code: warehouse?.code ?? null, body: toInput(v, creating) });
      feedback.message.success(t(creating ? k('created') : k('saved'), { code: saved.code }));
      onClose();
    } catch {
      // Shown in the form, in the server's words.
    }
  });

  /** An amount in dollars within the contract's bounds (in cents). */
  const fee = (field: 'fulfilmentFeeCents' | 'storageFeeCents'): FormRule[] => {
    const max = WarehouseInput.shape[field].maxValue ?? 100_000;
    return [
      {
        validator: async (_rule, value: string | undefined) => {
          const cents = typedCents(value);
          if (cents === null) throw new Error(t(k('feeInvalid')));
          if (cents > max) throw new Error(t(k('feeMax'), { max: money(max, locale) }));
        },
      },
    ];
  };

  const templates = lookups.data?.templates ?? [];
  const known = warehouse?.templateId && !templates.some((x) => x.id === warehouse.templateId);
  const templateOptions = [
    { value: NO_TEMPLATE, label: t(k('noTemplate')) },
    ...(known ? [{ value: warehouse.templateId!, label: warehouse.templateName ?? `#${warehouse.templateId}` }] : []),
    ...templates.map((x) => ({ value: x.id, label: x.name })),
  ];
  const dollar = dollarSign(locale);
  const leadMax = WarehouseInput.shape.leadDays.maxValue ?? 365;

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={valuesOf(warehouse, locale)}
      onFinish={(v) => void submit(v)}
      onValuesChange={() => save.error && save.reset()}
    >
      <Row gutter={16}>
        {creating ? (
          <Col xs={24} sm={12}>
            <Form.Item
              name="code"
              label={t(k('code'))}
              extra={t(k('codeHint'))}
              normalize={(v: string) => v.toUpperCase()}
              rules={[
                { required: true, whitespace: true, message: t(k('codeRequired')) },
                ...rulesFrom(WarehouseInput.shape.code, { min: (min) => t(k('codeMin'), { min }), max: null }),
              ]}
            >
              <Input maxLength={CODE_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label={t(k('name'))}
            rules={rulesFrom(WarehouseInput.shape.name, { required: t(k('nameRequired')), max: null })}
          >
            <Input maxLength={NAME_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="countryCode"
            label={t(k('countryCode'))}
            normalize={(v: string) => v.toUpperCase()}
            rules={[
              ...rulesFrom(WarehouseInput.shape.countryCode, {
                required: t(k('countryRequired')),
                min: () => t(k('countryInvalid')),
                max: null,
              }),
              { pattern: COUNTRY, message: t(k('countryInvalid')) },
            ]}
          >
            <Input maxLength={2} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="region"
            label={t(k('region'))}
            rules={rulesFrom(WarehouseInput.shape.region, { min: (min) => t(k('regionMin'), { min }), max: null })}
          >
            <Input maxLength={REGION_MAX} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="templateId"
            label={t(k('template'))}
            extra={t(k('templateHint'))}
            validateStatus={lookups.isError ? 'warning' : undefined}
            help={
              lookups.isError ? (
                <span>
                  {t(k('templatesFailed'))}{' '}
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void lookups.refetch()}>
                    {t('common.retry')}
                  </Button>
                </span>
              ) : undefined
            }
          >
            <Select<number> loading={lookups.isPending} options={templateOptions} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="countries"
            label={t(k('countries'))}
            extra={t(k('countriesHint'))}
            normalize={(v: string[]) => [...new Set(v.map((c) => c.trim().toUpperCase()).filter(Boolean))]}
            rules={[
              {
                validator: async (_rule, value: string[] | undefined) => {
                  const bad = (value ?? []).filter((c) => !COUNTRY.test(c));
                  if (bad.length) throw new Error(t(k('countriesInvalid'), { codes: bad.join(', ') }));
                },
              },
            ]}
          >
            <Select<string[]> mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="fulfilmentFee"
            label={t(k('fulfilmentFee'))}
            extra={t(k('fulfilmentFeeHint'))}
            required
            rules={fee('fulfilmentFeeCents')}
          >
            <Input prefix={dollar} inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="storageFee"
            label={t(k('storageFee'))}
            extra={t(k('storageFeeHint'))}
            required
            rules={fee('storageFeeCents')}
          >
            <Input prefix={dollar} inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="leadDays"
            label={t(k('leadDays'))}
            extra={t(k('leadDaysHint'))}
            rules={[
              { required: true, type: 'integer', min: 0, max: leadMax, message: t(k('leadDaysInvalid'), { max: leadMax }) },
            ]}
          >
            <InputNumber min={0} max={leadMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="active" label={t(k('active'))} valuePropName="checked" extra={t(k('activeHint'))}>
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {warehouse && warehouse.unitsOnHand > 0 ? (
        <Typography.Paragraph type="secondary">{t(k('holdsStock'), { count: warehouse.unitsOnHand })}</Typography.Paragraph>
      ) : null}
      <FormError error={save.error} />
      <Form.Item style={{ marginBottom: 0 }}>
        <ModalButtons
          cancelText={t('adminCloudWarehouse.cancel')}
          submitting={submitting}
          onCancel={onClose}
          okText={creating ? t(k('create')) : t('adminCloudWarehouse.save')}
        />
      </Form.Item>
    </Form>
  );
}
