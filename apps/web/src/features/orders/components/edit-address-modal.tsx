import { Alert, Form, Input, Modal } from 'antd';
import type { OrderAddress, OrderAddressInput, OrderDetail } from '@dropport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { FormError } from '../../../lib/form-error';
import { useCountries } from '../../../lib/regions/countries';
import { CountrySelect } from '../../../lib/regions/country-select';
import { useEditOrder } from '../api/edit-order';
import { problemsOf } from './address-problems';

type Values = Record<Exclude<keyof OrderAddress, 'provinceCode'>, string | undefined>;

const valuesOf = (a: OrderAddress | null): Values => ({
  name: a?.name ?? '',
  company: a?.company ?? '',
  address1: a?.address1 ?? '',
  address2: a?.address2 ?? '',
  city: a?.city ?? '',
  province: a?.province ?? '',
  postalCode: a?.postalCode ?? '',
  countryCode: a?.countryCode ?? undefined,
  phone: a?.phone ?? '',
});

/** What the form holds as the API takes it: trimmed, empty optional fields as null. */
export function addressInput(v: Values, before: OrderAddress | null): OrderAddressInput {
  const text = (s: string | undefined) => (s ?? '').trim();
  const optional = (s: string | undefined) => text(s) || null;
  const province = optional(v.province);
  // The stored province code describes the old province; a changed province or country is sent by name only.
  const sameProvince = before && province === before.province && v.countryCode === before.countryCode;
  return {
    name: text(v.name),
    company: optional(v.company),
    address1: text(v.address1),
    address2: optional(v.address2),
    city: text(v.city),
    province,
    provinceCode: sameProvince ? before.provinceCode : null,
    postalCode: optional(v.postalCode),
    countryCode: v.countryCode ?? '',
    phone: optional(v.phone),
  };
}

interface Props {
  order: OrderDetail;
  onClose: () => void;
}

/** Edit the shipping address before payment; the fields the check found wrong are marked until changed. */
export function EditAddressModal({ order, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const countries = useCountries();
  const edit = useEditOrder();
  const [changed, setChanged] = useState<Set<string>>(new Set());
  const required = { required: true, whitespace: true, message: t('orders.address.required') };
  const max = (n: number) => ({ max: n, message: t('orders.address.tooLong', { max: n }) });

  const mark = (field: keyof OrderAddress) => {
    const problems = changed.has(field) ? [] : problemsOf(order.addressProblems, field);
    return problems.length
      ? { validateStatus: 'warning' as const, help: problems.map((p) => t(`orders.address.problem.${p}`)).join(' ') }
      : {};
  };

  const submit = async () => {
    const values = await form.validateFields();
    edit.mutate(
      { id: order.id, edit: { address: addressInput(values, order.address) } },
      {
        onSuccess: () => {
          feedback.message.success(t('orders.address.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('orders.address.editTitle', { orderNo: order.orderNo })}
      okText={t('orders.address.save')}
      cancelText={t('orders.address.cancel')}
      okButtonProps={{ loading: edit.isPending }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      {order.addressProblems.length > 0 ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('orders.address.fixHint')} />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={valuesOf(order.address)}
        onValuesChange={(diff: Partial<Values>) => {
          setChanged((prev) => new Set([...prev, ...Object.keys(diff)]));
          if (edit.error) edit.reset();
        }}
      >
        <Form.Item name="name" label={t('orders.address.field.name')} rules={[required, max(120)]} {...mark('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="company" label={t('orders.address.field.company')} rules={[max(120)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="address1" label={t('orders.address.field.address1')} rules={[required, max(200)]} {...mark('address1')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="address2" label={t('orders.address.field.address2')} rules={[max(200)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="city" label={t('orders.address.field.city')} rules={[required, max(120)]} {...mark('city')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="province" label={t('orders.address.field.province')} rules={[max(120)]} {...mark('province')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="postalCode" label={t('orders.address.field.postalCode')} rules={[max(20)]} {...mark('postalCode')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="countryCode"
          label={t('orders.address.field.countryCode')}
          rules={[{ required: true, message: t('orders.address.required') }]}
          {...mark('countryCode')}
        >
          <CountrySelect countries={countries.data ?? []} loading={countries.isPending} />
        </Form.Item>
        <Form.Item name="phone" label={t('orders.address.field.phone')} rules={[max(40)]} {...mark('phone')}>
          <Input autoComplete="off" inputMode="tel" />
        </Form.Item>
        <FormError error={edit.error} />
      </Form>
    </Modal>
  );
}
