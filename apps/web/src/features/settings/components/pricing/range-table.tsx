import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Radio, Table, Typography } from 'antd';
import type { MarkupKind } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { dollarSign } from '@/lib/money-text';
import { formatMoney } from '@/lib/format';
import { useLocale } from '@/lib/use-locale';
import { MAX_RANGES, type FieldProblem, type PricingDraft, type RangeDraft, type ReadDraft } from './pricing-draft';
import { SmallText } from '@/lib/small-text';

interface Props {
  draft: PricingDraft;
  read: ReadDraft;
  /** The range the rules refuse (validatePriceRules), highlighted. */
  badIndex: number | null;
  onChange: (index: number, change: Partial<Omit<RangeDraft, 'key'>>) => void;
  onSplit: () => void;
  onRemove: (index: number) => void;
}

interface Row {
  range: RangeDraft;
  index: number;
}

const problemOf = (fields: FieldProblem[], field: 'max' | 'value', index: number) =>
  fields.find((f) => f.field === field && 'index' in f && f.index === index);

/** The cost ranges: from (where the range before ends), up to, and a multiplier or an amount added. */
export function RangeTable({ draft, read, badIndex, onChange, onSplit, onRemove }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sign = dollarSign(locale);
  const last = draft.ranges.length - 1;
  const hint = (p: FieldProblem | undefined) =>
    p && 'kind' in p ? <SmallText type="danger">{t(`pricingRule.problems.${p.kind}`)}</SmallText> : null;

  return (
    <Flex vertical gap={8}>
      <Table<Row>
        size="small"
        pagination={false}
        rowKey={(r) => r.range.key}
        dataSource={draft.ranges.map((range, index) => ({ range, index }))}
        rowClassName={(r) => (r.index === badIndex ? 'ant-table-row-selected' : '')}
        // The columns keep their widths (a squeezed value box showed only its "×"): on a phone the table scrolls
        // inside its own box instead of widening the page.
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: '#',
            width: 40,
            render: (_, r) => r.index + 1,
          },
          {
            title: t('pricingRule.ranges.from'),
            width: 120,
            render: (_, r) => {
              const min = read.mins[r.index];
              return min === null || min === undefined ? '—' : formatMoney(min, locale);
            },
          },
          {
            title: t('pricingRule.ranges.to'),
            width: 170,
            render: (_, r) =>
              r.index === last ? (
                <Typography.Text type="secondary">{t('pricingRule.ranges.andAbove')}</Typography.Text>
              ) : (
                <Flex vertical>
                  <Input
                    style={{ minWidth: 120 }}
                    prefix={sign}
                    inputMode="decimal"
                    autoComplete="off"
                    aria-label={t('pricingRule.ranges.toLabel', { n: r.index + 1 })}
                    value={r.range.maxText}
                    status={problemOf(read.fields, 'max', r.index) || r.index === badIndex ? 'error' : undefined}
                    onChange={(e) => onChange(r.index, { maxText: e.target.value })}
                  />
                  {hint(problemOf(read.fields, 'max', r.index))}
                </Flex>
              ),
          },
          {
            title: t('pricingRule.ranges.markup'),
            width: 220,
            render: (_, r) => (
              <Radio.Group
                optionType="button"
                size="small"
                aria-label={t('pricingRule.ranges.kindLabel', { n: r.index + 1 })}
                value={r.range.kind}
                onChange={(e) => onChange(r.index, { kind: e.target.value as MarkupKind })}
                options={[
                  { value: 'multiplier', label: t('pricingRule.ranges.multiply') },
                  { value: 'fixed', label: t('pricingRule.ranges.add') },
                ]}
              />
            ),
          },
          {
            title: t('pricingRule.ranges.value'),
            width: 150,
            render: (_, r) => (
              <Flex vertical>
                <Input
                  style={{ minWidth: 110 }}
                  prefix={r.range.kind === 'multiplier' ? '×' : sign}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={t('pricingRule.ranges.valueLabel', { n: r.index + 1 })}
                  value={r.range.valueText}
                  status={problemOf(read.fields, 'value', r.index) ? 'error' : undefined}
                  onChange={(e) => onChange(r.index, { valueText: e.target.value })}
                />
                {hint(problemOf(read.fields, 'value', r.index))}
              </Flex>
            ),
          },
          {
            title: '',
            width: 48,
            render: (_, r) => (
              <Button
                type="text"
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('pricingRule.ranges.remove', { n: r.index + 1 })}
                title={t('pricingRule.ranges.remove', { n: r.index + 1 })}
                disabled={draft.ranges.length <= 1}
                onClick={() => onRemove(r.index)}
              />
            ),
          },
        ]}
      />
      <Flex gap={8} align="center" wrap>
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={onSplit}
          disabled={draft.ranges.length >= MAX_RANGES || read.mins.at(-1) === null}
        >
          {t('pricingRule.ranges.addRange')}
        </Button>
        <Typography.Text type="secondary">{t('pricingRule.ranges.addHint')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
