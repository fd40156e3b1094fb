import { Button, Col, DatePicker, Flex, Row, Select, Typography } from 'antd';
import { LEDGER_KINDS, type LedgerKind } from '@dropport/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { narrows, type StatementFilters } from '../filters';

interface Props {
  filters: StatementFilters;
  onChange: (next: StatementFilters) => void;
  /** More controls at the end of the row (the export). */
  extra?: ReactNode;
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix?: string;
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

/** The statement's type and date range; every change goes to the address. */
export function StatementFiltersBar({ filters, onChange, extra, idPrefix = 'statement' }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<StatementFilters>) => onChange({ ...filters, ...patch });
  const range: [Dayjs | null, Dayjs | null] | null = filters.from || filters.to ? [day(filters.from), day(filters.to)] : null;
  const today = dayjs();
  const presets = [
    { label: t('wallet.filters.last7'), value: [today.subtract(6, 'day'), today] as [Dayjs, Dayjs] },
    { label: t('wallet.filters.last30'), value: [today.subtract(29, 'day'), today] as [Dayjs, Dayjs] },
    { label: t('wallet.filters.thisMonth'), value: [today.startOf('month'), today] as [Dayjs, Dayjs] },
    {
      label: t('wallet.filters.lastMonth'),
      value: [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')] as [Dayjs, Dayjs],
    },
  ];

  return (
    <Row gutter={[12, 12]} align="bottom" role="search" aria-label={t('wallet.filters.label')}>
      <Col xs={24} sm={10} lg={6}>
        <Field id={`${idPrefix}-kind`} label={t('wallet.filters.kind')}>
          <Select<LedgerKind>
            id={`${idPrefix}-kind`}
            style={{ width: '100%' }}
            value={filters.kind}
            allowClear
            placeholder={t('wallet.filters.allKinds')}
            options={LEDGER_KINDS.map((k) => ({ value: k, label: t(`wallet.kind.${k}`) }))}
            onChange={(kind) => set({ kind: kind || undefined })}
          />
        </Field>
      </Col>
      <Col xs={24} sm={14} lg={9}>
        <Field id={`${idPrefix}-dates`} label={t('wallet.filters.dates')}>
          <DatePicker.RangePicker
            id={{ start: `${idPrefix}-dates`, end: `${idPrefix}-dates-end` }}
            style={{ width: '100%' }}
            value={range}
            allowEmpty={[true, true]}
            presets={presets}
            placeholder={[t('wallet.filters.fromDay'), t('wallet.filters.toDay')]}
            onChange={(dates) => set({ from: dates?.[0]?.format(DAY), to: dates?.[1]?.format(DAY) })}
          />
        </Field>
      </Col>
      <Col flex="auto">
        <Flex gap={8} justify="flex-end" wrap>
          {narrows(filters) ? <Button onClick={() => onChange({})}>{t('wallet.filters.clear')}</Button> : null}
          {extra}
        </Flex>
      </Col>
    </Row>
  );
}
