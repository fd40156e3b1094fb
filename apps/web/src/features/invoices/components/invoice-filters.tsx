import { Button, Col, DatePicker, Flex, Row, Select, Typography } from 'antd';
import { INVOICE_KINDS, type InvoiceKind } from '@dropport/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { narrows, type InvoiceFilters } from '../filters';

interface Props {
  filters: InvoiceFilters;
  onChange: (next: InvoiceFilters) => void;
}

const DAY = 'YYYY-MM-DD';
const day = (v: string | undefined) => (v ? dayjs(v, DAY) : null);

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <label htmlFor={id}>{label}</label>
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** The list's type and issue-date range; every change goes to the address. */
export function InvoiceFiltersBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<InvoiceFilters>) => onChange({ ...filters, ...patch });
  const range: [Dayjs | null, Dayjs | null] | null = filters.from || filters.to ? [day(filters.from), day(filters.to)] : null;
  const today = dayjs();
  const presets = [
    { label: t('invoices.filters.last30'), value: [today.subtract(29, 'day'), today] as [Dayjs, Dayjs] },
    { label: t('invoices.filters.thisMonth'), value: [today.startOf('month'), today] as [Dayjs, Dayjs] },
    {
      label: t('invoices.filters.lastMonth'),
      value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] as [Dayjs, Dayjs],
    },
    { label: t('invoices.filters.thisYear'), value: [today.startOf('year'), today] as [Dayjs, Dayjs] },
  ];

  return (
    <Row gutter={[12, 12]} align="bottom" role="search" aria-label={t('invoices.filters.label')}>
      <Col xs={24} sm={10} lg={6}>
        <Field id="invoices-kind" label={t('invoices.filters.kind')}>
          <Select<InvoiceKind>
            id="invoices-kind"
            style={{ width: '100%' }}
            value={filters.kind}
            allowClear
            placeholder={t('invoices.filters.allKinds')}
            options={INVOICE_KINDS.map((k) => ({ value: k, label: t(`invoices.kind.${k}`) }))}
            onChange={(kind) => set({ kind: kind || undefined })}
          />
        </Field>
      </Col>
      <Col xs={24} sm={14} lg={9}>
        <Field id="invoices-dates" label={t('invoices.filters.dates')}>
          <DatePicker.RangePicker
            id={{ start: 'invoices-dates', end: 'invoices-dates-end' }}
            style={{ width: '100%' }}
            value={range}
            allowEmpty={[true, true]}
            presets={presets}
            placeholder={[t('invoices.filters.fromDay'), t('invoices.filters.toDay')]}
            onChange={(dates) => set({ from: dates?.[0]?.format(DAY), to: dates?.[1]?.format(DAY) })}
          />
        </Field>
      </Col>
      <Col flex="auto">
        <Flex justify="flex-end">
          {narrows(filters) ? <Button onClick={() => onChange({})}>{t('invoices.filters.clear')}</Button> : null}
        </Flex>
      </Col>
    </Row>
  );
}
