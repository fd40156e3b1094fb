import { Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import type { AddressProblem, OrderAddress, Province } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../lib/regions/countries';
import { CountrySelect } from '../../../lib/regions/country-select';
import type { DraftAddress } from '../manual-draft';
import { problemsOf } from './address-problems';

interface Props {
  form: FormInstance<DraftAddress>;
  /** What the address check found, marked on each field. */
  problems: readonly AddressProblem[];
  /** The chosen country's provinces: a list to choose from when it has any, else a free text field. */
  provinces: readonly Province[] | undefined;
  provincesLoading: boolean;
  onValuesChange: (changed: Partial<DraftAddress>, all: DraftAddress) => void;
}

/** Where a manual order goes and who receives it; the address check's findings show on their fields. */
export function ManualAddressForm({ form, problems, provinces, provincesLoading, onValuesChange }: Props) {
  const { t } = useTranslation();
  const countries = useCountries();
  const required = { required: true, whitespace: true, message: t('orders.address.required') };
  const max = (n: number) => ({ max: n, message: t('orders.address.tooLong', { max: n }) });
  const mark = (field: keyof OrderAddress) => {
    const found = problemsOf(problems, field);
    return found.length
      ? { validateStatus: 'error' as const, help: found.map((p) => t(`orders.address.problem.${p}`)).join(' ') }
      : {};
  };
  const label = (field: keyof OrderAddress) => t(`orders.address.field.${field}`);
  const hasProvinces = provincesLoading || (provinces?.length ?? 0) > 0;

  return (
    <Form<DraftAddress> form={form} layout="vertical" onValuesChange={onValuesChange}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={label('name')} rules={[required, max(120)]} {...mark('name')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="company" label={label('company')} rules={[max(120)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address1" label={label('address1')} rules={[required, max(200)]} {...mark('address1')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address2" label={label('address2')} rules={[max(200)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="countryCode"
            label={label('countryCode')}
            rules={[{ required: true, message: t('orders.address.required') }]}
            {...mark('countryCode')}
          >
            <CountrySelect
              countries={countries.data ?? []}
              loading={countries.isPending}
              placeholder={t('orders.manual.create.countryPlaceholder')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {hasProvinces ? (
            <Form.Item name="provinceCode" label={label('province')} {...mark('province')}>
              <Select<string>
                allowClear
                loading={provincesLoading}
                placeholder={t('orders.manual.create.provincePlaceholder')}
                showSearch={{ optionFilterProp: 'label' }}
                options={(provinces ?? []).map((p) => ({ value: p.code, label: p.name }))}
              />
            </Form.Item>
          ) : (
            <Form.Item name="province" label={label('province')} rules={[max(120)]} {...mark('province')}>
              <Input autoComplete="off" />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={label('city')} rules={[required, max(120)]} {...mark('city')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="postalCode" label={label('postalCode')} rules={[max(20)]} {...mark('postalCode')}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={label('phone')} rules={[max(40)]} {...mark('phone')}>
            <Input autoComplete="off" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="customerEmail"
            label={t('orders.address.email')}
            rules={[{ type: 'email', message: t('orders.manual.create.emailInvalid') }, max(200)]}
          >
            <Input autoComplete="off" inputMode="email" />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
