import { EditOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import type { OrderAddress, OrderDetail } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOf } from './address-problems';
import { useCountryName } from './order-cells';
import { provinceText } from './province-text';
import { SmallText } from '@/lib/small-text';

const FIELDS: (keyof OrderAddress)[] = [
  'name',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'postalCode',
  'countryCode',
  'phone',
];

interface Props {
  order: OrderDetail;
  /** "Edit address" while the order may still be edited. */
  onEdit?: () => void;
}

/** Where the parcel goes, with the fields the address check found wrong marked and explained. */
export function OrderAddressSection({ order, onEdit }: Props) {
  const { t } = useTranslation();
  const country = useCountryName();
  const a = order.address;
  const value = (field: keyof OrderAddress): ReactNode => {
    if (!a) return null;
    const v =
      field === 'countryCode'
        ? a.countryCode
          ? country(a.countryCode)
          : null
        : field === 'province'
          ? provinceText(a)
          : a[field];
    const problems = problemsOf(order.addressProblems, field);
    if (problems.length === 0) return v || <Typography.Text type="secondary">—</Typography.Text>;
    return (
      <Flex vertical gap={2}>
        <Typography.Text type="danger" strong>
          <WarningOutlined aria-hidden /> {v || '—'}
        </Typography.Text>
        {problems.map((p) => (
          <SmallText key={p} type="danger">
            {t(`orders.address.problem.${p}`)}
          </SmallText>
        ))}
      </Flex>
    );
  };
  return (
    <section aria-label={t('orders.address.title')}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('orders.address.title')}
        </Typography.Title>
        {onEdit ? (
          <Button size="small" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            {t('orders.address.edit')}
          </Button>
        ) : null}
      </Flex>
      {order.addressProblems.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('orders.address.problems', { count: order.addressProblems.length })}
        />
      ) : null}
      {a ? (
        <Descriptions size="small" column={1} bordered styles={{ label: { width: '35%' } }}>
          {FIELDS.map((f) => (
            <Descriptions.Item key={f} label={t(`orders.address.field.${f}`)}>
              {value(f)}
            </Descriptions.Item>
          ))}
          {order.customerEmail ? (
            <Descriptions.Item label={t('orders.address.email')}>{order.customerEmail}</Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : (
        <Typography.Text type="danger">{t('orders.address.none')}</Typography.Text>
      )}
    </section>
  );
}
