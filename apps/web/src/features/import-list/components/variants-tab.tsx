import { UndoOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Table, Tooltip, Typography, theme, type TableColumnsType } from 'antd';
import type { ImportDraft, ImportVariant } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { centsToInput, dollarSign } from '@/lib/money-text';
import { useLocale } from '@/lib/use-locale';
import { figuresOf, typedCents, type Amount, type VariantForm } from '../draft-form';
import { countryName } from '../country-name';
import { SmallText } from '@/lib/small-text';

interface Props {
  draft: ImportDraft;
  value: Record<number, VariantForm>;
  onChange: (id: number, next: VariantForm) => void;
}

/** What a price field shows: the typed text, or the figure the rules give. */
const shown = (a: Amount, ruleCents: number | null, locale: string) =>
  a.kind === 'custom' ? a.text : ruleCents === null ? '' : centsToInput(ruleCents, locale);

/** Every variant: chosen or not, its options, cost, shipping, the seller's price and compare-at, profit, stock. */
export function VariantsTab({ draft, value, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const country = countryName(draft.shipTo, locale);
  const money = (cents: number) => formatMoney(cents, locale);
  const sign = dollarSign(locale);
  const formOf = (v: ImportVariant): VariantForm =>
    value[v.id] ?? { selected: v.selected, price: { kind: 'rule' }, compareAt: { kind: 'rule' } };
  const set = (v: ImportVariant, change: Partial<VariantForm>) => onChange(v.id, { ...formOf(v), ...change });
  const allSelected = draft.variants.every((v) => formOf(v).selected);
  const someSelected = draft.variants.some((v) => formOf(v).selected);

  const columns: TableColumnsType<ImportVariant> = [
    {
      key: 'selected',
      width: 48,
      title: (
        <Checkbox
          checked={allSelected}
          indeterminate={someSelected && !allSelected}
          aria-label={t('importList.variants.selectAll')}
          onChange={(e) => {
            // Unticking all keeps the first: an item needs one variant.
            draft.variants.forEach((v, i) => set(v, { selected: e.target.checked || i === 0 }));
          }}
        />
      ),
      render: (_, v) => (
        <Checkbox
          checked={formOf(v).selected}
          aria-label={t('importList.variants.select', { sku: v.sku })}
          onChange={(e) => set(v, { selected: e.target.checked })}
        />
      ),
    },
    ...draft.product.options.map((axis) => ({
      key: `option-${axis.name}`,
      title: axis.name,
      render: (_: unknown, v: ImportVariant) => v.options[axis.name] ?? '–',
    })),
    { key: 'sku', title: t('importList.variants.sku'), dataIndex: 'sku' },
    { key: 'cost', title: t('importList.variants.cost'), align: 'right', render: (_, v) => money(v.costCents) },
    {
      key: 'shipping',
      title: t('importList.variants.shipping', { country }),
      align: 'right',
      render: (_, v) =>
        v.shippingCents === null ? (
          <Typography.Text type="secondary">{t('importList.variants.noShipping')}</Typography.Text>
        ) : (
          money(v.shippingCents)
        ),
    },
    {
      key: 'price',
      title: t('importList.variants.price'),
      render: (_, v) => {
        const f = formOf(v);
        const figures = figuresOf(v, f);
        const custom = f.price.kind === 'custom' || f.compareAt.kind === 'custom';
        const bad = figures.problem === 'priceInvalid';
        return (
          <Flex vertical gap={2} style={{ minWidth: 150 }}>
            <Flex gap={4} align="center">
              <Input
                size="small"
                prefix={sign}
                inputMode="decimal"
                autoComplete="off"
                aria-label={t('importList.variants.priceOf', { sku: v.sku })}
                placeholder={centsToInput(v.rulePriceCents, locale)}
                value={shown(f.price, v.rulePriceCents, locale)}
                status={bad ? 'error' : undefined}
                onChange={(e) => set(v, { price: { kind: 'custom', text: e.target.value } })}
                style={{ width: 110 }}
              />
              {custom ? (
                <Button
                  size="small"
                  type="text"
                  icon={<UndoOutlined aria-hidden />}
                  aria-label={t('importList.variants.reset', { sku: v.sku })}
                  title={t('importList.variants.resetHint', { price: money(v.rulePriceCents) })}
                  onClick={() => set(v, { price: { kind: 'rule' }, compareAt: { kind: 'rule' } })}
                />
              ) : null}
            </Flex>
            <SmallText type={bad ? 'danger' : 'secondary'}>
              {bad
                ? t('importList.variants.priceInvalid')
                : typedCents(f.price) === null
                  ? t('importList.variants.followsRule')
                  : t('importList.variants.ruleWas', { price: money(v.rulePriceCents) })}
            </SmallText>
          </Flex>
        );
      },
    },
    {
      key: 'compareAt',
      title: t('importList.variants.compareAt'),
      render: (_, v) => {
        const f = formOf(v);
        const problem = figuresOf(v, f).problem;
        const bad = problem === 'compareAtInvalid' || problem === 'compareAtTooLow';
        return (
          <Flex vertical gap={2}>
            <Input
              size="small"
              prefix={sign}
              inputMode="decimal"
              autoComplete="off"
              aria-label={t('importList.variants.compareAtOf', { sku: v.sku })}
              placeholder={v.compareAtCents === null ? t('importList.variants.none') : centsToInput(v.compareAtCents, locale)}
              value={shown(f.compareAt, v.compareAtCents, locale)}
              status={bad ? 'error' : undefined}
              onChange={(e) => set(v, { compareAt: { kind: 'custom', text: e.target.value } })}
              style={{ width: 110 }}
            />
            {bad ? (
              <SmallText type="danger">
                {t(problem === 'compareAtTooLow' ? 'importList.variants.compareAtTooLow' : 'importList.variants.priceInvalid')}
              </SmallText>
            ) : null}
          </Flex>
        );
      },
    },
    {
      key: 'profit',
      title: t('importList.variants.profit'),
      align: 'right',
      render: (_, v) => {
        const { profitCents, belowCost } = figuresOf(v, formOf(v));
        if (profitCents === null) return <Typography.Text type="secondary">–</Typography.Text>;
        return (
          <Flex gap={4} justify="end" align="center">
            {belowCost ? (
              <Tooltip title={t('importList.variants.belowCost')}>
                <WarningOutlined aria-label={t('importList.variants.belowCost')} style={{ color: token.colorError }} />
              </Tooltip>
            ) : null}
            <Typography.Text type={profitCents < 0 ? 'danger' : 'success'} data-testid={`profit-${v.id}`}>
              {money(profitCents)}
            </Typography.Text>
          </Flex>
        );
      },
    },
    {
      key: 'stock',
      title: t('importList.variants.stock'),
      align: 'right',
      render: (_, v) =>
        v.outOfStock ? (
          <Typography.Text type="danger">{t('importList.variants.outOfStock')}</Typography.Text>
        ) : (
          new Intl.NumberFormat(locale).format(v.stock)
        ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('importList.variants.intro', { country })}</Typography.Text>
      <Table<ImportVariant>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={draft.variants}
        pagination={draft.variants.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        aria-label={t('importList.variants.label')}
      />
    </Flex>
  );
}
