import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import type { Country, ShippingMethod } from '@dropport/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/lib/regions/country-select';
import type { CellError, DraftField, RuleDraft } from './rule-values';
import { SmallText } from '@/lib/small-text';

export const RULES_PAGE_SIZE = 20;

interface Props {
  /** The rows shown (the editor filters them). */
  rows: RuleDraft[];
  /** Every row, for numbering. */
  all: RuleDraft[];
  errors: CellError[];
  methods: ShippingMethod[];
  /** The countries, `*` first. */
  countries: Country[];
  page: number;
  onPage: (page: number) => void;
  onChange: (key: string, field: DraftField, value: string | null) => void;
  onRemove: (key: string) => void;
}

/** The rules of a template as an editable table, a page at a time; each cell shows its own error below it. */
export function RulesTable({ rows, all, errors, methods, countries, page, onPage, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const numberOf = new Map(all.map((d, i) => [d.key, i + 1]));
  const methodOptions = methods.map((m) => ({ value: m.code, label: m.name }));
  // A rule may name a method no longer on offer: it stays choosable, under its code.
  for (const d of all) {
    if (d.methodCode && !methodOptions.some((o) => o.value === d.methodCode)) {
      methodOptions.push({ value: d.methodCode, label: t('catalogueSetup.rules.notOffered', { code: d.methodCode }) });
    }
  }

  const cell = (d: RuleDraft, field: DraftField, render: (invalid: boolean, label: string) => ReactNode) => {
    const error = errors.find((e) => e.key === d.key && e.field === field);
    const label = t(`catalogueSetup.rules.cell.${field}`, { n: numberOf.get(d.key) });
    return (
      <Flex vertical gap={2}>
        {render(!!error, label)}
        {error ? (
          <SmallText type="danger" role="alert">
            {error.text ?? t(error.message, error.values)}
          </SmallText>
        ) : null}
      </Flex>
    );
  };
  const text = (
    d: RuleDraft,
    field: 'firstWeightG' | 'additionalUnitG' | 'firstPrice' | 'additionalPrice' | 'daysMin' | 'daysMax',
    extra: { prefix?: string; suffix?: string; width: number },
  ) =>
    cell(d, field, (invalid, label) => (
      <Input
        aria-label={label}
        value={d[field]}
        status={invalid ? 'error' : undefined}
        inputMode={field.endsWith('Price') ? 'decimal' : 'numeric'}
        prefix={extra.prefix}
        suffix={extra.suffix}
        style={{ width: extra.width }}
        onChange={(e) => onChange(d.key, field, e.target.value)}
      />
    ));

  const columns: TableColumnsType<RuleDraft> = [
    { title: '#', key: 'n', width: 48, render: (_v, d) => numberOf.get(d.key) },
    {
      title: t('catalogueSetup.rules.method'),
      key: 'method',
      render: (_v, d) =>
        cell(d, 'methodCode', (invalid, label) => (
          <Select
            aria-label={label}
            value={d.methodCode ?? undefined}
            status={invalid ? 'error' : undefined}
            options={methodOptions}
            placeholder={t('catalogueSetup.rules.chooseMethod')}
            style={{ width: 190 }}
            onChange={(v: string) => onChange(d.key, 'methodCode', v)}
          />
        )),
    },
    {
      title: t('catalogueSetup.rules.country'),
      key: 'country',
      render: (_v, d) =>
        cell(d, 'countryCode', (invalid, label) => (
          <CountrySelect
            aria-label={label}
            countries={countries}
            value={d.countryCode ?? undefined}
            status={invalid ? 'error' : undefined}
            placeholder={t('catalogueSetup.rules.chooseCountry')}
            style={{ width: 210 }}
            onChange={(v) => onChange(d.key, 'countryCode', v)}
          />
        )),
    },
    {
      title: t('catalogueSetup.rules.firstWeight'),
      key: 'fw',
      render: (_v, d) => text(d, 'firstWeightG', { suffix: 'g', width: 100 }),
    },
    {
      title: t('catalogueSetup.rules.firstPrice'),
      key: 'fp',
      render: (_v, d) => text(d, 'firstPrice', { prefix: '$', width: 100 }),
    },
    {
      title: t('catalogueSetup.rules.additionalUnit'),
      key: 'au',
      render: (_v, d) => text(d, 'additionalUnitG', { suffix: 'g', width: 100 }),
    },
    {
      title: t('catalogueSetup.rules.additionalPrice'),
      key: 'ap',
      render: (_v, d) => text(d, 'additionalPrice', { prefix: '$', width: 100 }),
    },
    {
      title: t('catalogueSetup.rules.days'),
      key: 'days',
      render: (_v, d) => (
        <Flex gap={4} align="start">
          {text(d, 'daysMin', { width: 64 })}
          <span style={{ lineHeight: '32px' }}>–</span>
          {text(d, 'daysMax', { width: 64 })}
        </Flex>
      ),
    },
    {
      key: 'remove',
      width: 48,
      render: (_v, d) => (
        <Button
          danger
          icon={<DeleteOutlined />}
          aria-label={t('catalogueSetup.rules.remove', { n: numberOf.get(d.key) })}
          onClick={() => onRemove(d.key)}
        />
      ),
    },
  ];

  return (
    <Table<RuleDraft>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('catalogueSetup.rules.none') }}
      pagination={
        rows.length > RULES_PAGE_SIZE
          ? { current: page, pageSize: RULES_PAGE_SIZE, showSizeChanger: false, onChange: onPage }
          : false
      }
    />
  );
}
