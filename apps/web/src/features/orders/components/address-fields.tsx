import { Col, Form, Input, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { ManualOrderCreate, OrderAddressInput, type AddressProblem, type OrderAddress, type Province } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { rulesFrom } from '@/lib/form-rules';
import { useCountries } from '@/lib/regions/countries';
import { CountrySelect } from '@/lib/regions/country-select';
import { SENT_PROVINCE, type SentProvince } from '../manual-draft';
import { problemsOf } from './address-problems';
import { provinceText } from './province-text';

export interface AddressFieldsProps {
  /** What the address check found, marked on each field. */
  problems: readonly AddressProblem[];
  /** `error` where the check refuses the form (a new order), `warning` where it holds an existing one. */
  tone: 'error' | 'warning';
  /** Fields edited since the form opened: their old findings no longer apply. */
  changed?: ReadonlySet<string>;
  /** The chosen country's provinces: a list to choose from when it has any, else a free text field. */
  provinces: readonly Province[] | undefined;
  provincesLoading: boolean;
  /** The province the order arrived with: offered in the list even when the list does not hold it. */
  sent?: SentProvince | null;
  /** The customer's email (a new order only). */
  withEmail?: boolean;
}

/**
 * The fields of a shipping address inside a form of `DraftAddress` values, the same for a new manual order and for an
 * edit: the country's province list (or a text field where it has none), the address check's findings on their fields.
 */
export function AddressFields(p: AddressFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  const said = { required: t('orders.address.required'), max: (n: number) => t('orders.address.tooLong', { max: n }) };
  const rules = (field: keyof typeof OrderAddressInput.shape) => rulesFrom(OrderAddressInput.shape[field], said);
  const mark = (field: keyof OrderAddress) => {
    const found = p.changed?.has(field) ? [] : problemsOf(p.problems, field);
    return found.length ? { validateStatus: p.tone, help: found.map((x) => t(`orders.address.problem.${x}`)).join(' ') } : {};
  };
  const label = (field: keyof OrderAddress) => t(`orders.address.field.${field}`);
  const hasProvinces = p.provincesLoading || (p.provinces?.length ?? 0) > 0;
  const listed = (p.provinces ?? []).map((x) => ({ value: x.code, label: x.name }));
  const sentValue = p.sent ? (p.sent.provinceCode ?? SENT_PROVINCE) : null;
  // Whatever the order arrived with stays visible and choosable, so the seller sees what to correct.
  const options =
    p.sent && sentValue && !listed.some((o) => o.value === sentValue)
      ? [...listed, { value: sentValue, label: t('orders.address.provinceAsSent', { value: provinceText(p.sent) }) }]
      : listed;
  const half = (node: ReactNode) => (
    <Col xs={24} md={12}>
      {node}
    </Col>
  );

  return (
    <Row gutter={16}>
      {half(
        <Form.Item name="name" label={label('name')} rules={rules('name')} {...mark('name')}>
          <Input autoComplete="off" />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="company" label={label('company')} rules={rules('company')}>
          <Input autoComplete="off" />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="address1" label={label('address1')} rules={rules('address1')} {...mark('address1')}>
          <Input autoComplete="off" />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="address2" label={label('address2')} rules={rules('address2')}>
          <Input autoComplete="off" />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="countryCode" label={label('countryCode')} rules={rules('countryCode')} {...mark('countryCode')}>
          <CountrySelect
            countries={countries.data ?? []}
            loading={countries.isPending}
            placeholder={t('orders.manual.create.countryPlaceholder')}
          />
        </Form.Item>,
      )}
      {half(
        hasProvinces ? (
          <Form.Item name="provinceCode" label={label('province')} {...mark('province')}>
            <Select<string>
              allowClear
              loading={p.provincesLoading}
              placeholder={t('orders.manual.create.provincePlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
              options={options}
            />
          </Form.Item>
        ) : (
          <Form.Item name="province" label={label('province')} rules={rules('province')} {...mark('province')}>
            <Input autoComplete="off" />
          </Form.Item>
        ),
      )}
      {half(
        <Form.Item name="city" label={label('city')} rules={rules('city')} {...mark('city')}>
          <Input autoComplete="off" />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="postalCode" label={label('postalCode')} rules={rules('postalCode')} {...mark('postalCode')}>
          <Input autoComplete="off" />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="phone" label={label('phone')} rules={rules('phone')} {...mark('phone')}>
          <Input autoComplete="off" inputMode="tel" />
        </Form.Item>,
      )}
      {p.withEmail
        ? half(
            <Form.Item
              name="customerEmail"
              label={t('orders.address.email')}
              rules={rulesFrom(ManualOrderCreate.shape.customerEmail, { ...said, email: t('orders.manual.create.emailInvalid') })}
            >
              <Input autoComplete="off" inputMode="email" />
            </Form.Item>,
          )
        : null}
    </Row>
  );
}
