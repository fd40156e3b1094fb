import { Button, Col, DatePicker, Flex, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KindDayFilters } from './kind-day-filters';
import { SmallText } from './small-text';

const DAY = 'YYYY-MM-DD';
const day = (v: string | undefined) => (v ? dayjs(v, DAY) : null);

/** The day-range shortcuts a bar can offer. */
export type DayPreset = 'last7' | 'last30' | 'thisMonth' | 'lastMonth' | 'thisYear';

function presetRange(p: DayPreset, today: Dayjs): [Dayjs, Dayjs] {
  switch (p) {
    case 'last7':
      return [today.subtract(6, 'day'), today];
    case 'last30':
      return [today.subtract(29, 'day'), today];
    case 'thisMonth':
      return [today.startOf('month'), today];
    case 'lastMonth':
      return [today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')];
    case 'thisYear':
      return [today.startOf('year'), today];
  }
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <SmallText type="secondary">
        <label htmlFor={id}>{label}</label>
      </SmallText>
      {children}
    </Flex>
  );
}

interface Props<K extends string> {
  filters: KindDayFilters<K>;
  onChange: (next: KindDayFilters<K>) => void;
  kinds: readonly K[];
  /**
   * The feature's translation namespace: `<ns>.filters.{label,kind,allKinds,dates,fromDay,toDay,clear,<preset>}` and
   * `<ns>.kind.<kind>`.
   */
  ns: string;
  presets: DayPreset[];
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** More controls at the end of the row (an export, say). */
  extra?: ReactNode;
}

/** A list's type and day range (statement, invoices); every change goes to the caller, which writes the address. */
export function KindDayFiltersBar<K extends string>({ filters, onChange, kinds, ns, presets, idPrefix, extra }: Props<K>) {
  const { t } = useTranslation();
  const set = (patch: Partial<KindDayFilters<K>>) => onChange({ ...filters, ...patch });
  const range: [Dayjs | null, Dayjs | null] | null = filters.from || filters.to ? [day(filters.from), day(filters.to)] : null;
  const today = dayjs();
  const narrows = Boolean(filters.kind || filters.from || filters.to);

  return (
    <Row gutter={[12, 12]} align="bottom" role="search" aria-label={t(`${ns}.filters.label`)}>
      <Col xs={24} sm={10} lg={6}>
        <Field id={`${idPrefix}-kind`} label={t(`${ns}.filters.kind`)}>
          <Select<K>
            id={`${idPrefix}-kind`}
            style={{ width: '100%' }}
            value={filters.kind}
            allowClear
            placeholder={t(`${ns}.filters.allKinds`)}
            options={kinds.map((k) => ({ value: k, label: t(`${ns}.kind.${k}`) }))}
            onChange={(kind) => set({ kind: kind || undefined } as Partial<KindDayFilters<K>>)}
          />
        </Field>
      </Col>
      <Col xs={24} sm={14} lg={9}>
        <Field id={`${idPrefix}-dates`} label={t(`${ns}.filters.dates`)}>
          <DatePicker.RangePicker
            id={{ start: `${idPrefix}-dates`, end: `${idPrefix}-dates-end` }}
            style={{ width: '100%' }}
            value={range}
            allowEmpty={[true, true]}
            presets={presets.map((p) => ({ label: t(`${ns}.filters.${p}`), value: presetRange(p, today) }))}
            placeholder={[t(`${ns}.filters.fromDay`), t(`${ns}.filters.toDay`)]}
            onChange={(dates) => set({ from: dates?.[0]?.format(DAY), to: dates?.[1]?.format(DAY) })}
          />
        </Field>
      </Col>
      <Col flex="auto">
        <Flex gap={8} justify="flex-end" wrap>
          {narrows ? <Button onClick={() => onChange({})}>{t(`${ns}.filters.clear`)}</Button> : null}
          {extra}
        </Flex>
      </Col>
    </Row>
  );
}
