import { Alert, Button, Divider, Flex, Popconfirm, Typography } from 'antd';
import { errorMessage, priceRuleProblemParams, type PricingRules, type StoreCurrency } from '@dropport/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { errorText } from '@/lib/form-error';
import { useLocale } from '@/lib/use-locale';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useDeletePricingRules, useSavePricingRules } from '../../api/pricing-rules';
import { PricePreview } from './price-preview';
import { draftOf, readDraft, removeRange, splitLast, updateRange, type PricingDraft } from './pricing-draft';
import { RangeTable } from './range-table';
import { SetOptions } from './set-options';

interface Props {
  /** The rules the scope prices with now, and where they come from. */
  rules: PricingRules;
  isStore: boolean;
  currency: StoreCurrency;
  rateMicros: number;
  country: string;
  countryChosen: boolean;
}

/** The editable rule set of one scope with its live preview, inline checks, save and reset. */
export function RulesEditor({ rules, isStore, currency, rateMicros, country, countryChosen }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSavePricingRules();
  const reset = useDeletePricingRules();
  const saved = `${rules.scope}|${rules.source}|${rules.updatedAt ?? ''}`;
  const [seen, setSeen] = useState(saved);
  const [draft, setDraft] = useState<PricingDraft>(() => draftOf(rules.set, locale));
  // The saved set changed (a save, a reset): the form starts again from it. Another scope is another editor (key).
  if (seen !== saved) {
    setSeen(saved);
    setDraft(draftOf(rules.set, locale));
  }
  const read = useMemo(() => readDraft(draft), [draft]);
  const ownSet = rules.source === (isStore ? 'store' : 'default');
  const changed = read.set === null || JSON.stringify(read.set) !== JSON.stringify(rules.set);
  const problem = read.problem ? errorMessage(read.problem.code, locale, priceRuleProblemParams(read.problem)) : null;
  const badIndex = read.problem && 'index' in read.problem ? read.problem.index : null;

  // A second click before the button shows it is busy joins the running save or reset instead of sending it again.
  const saving = useSingleSubmit(async (set: PricingRules['set']) => {
    try {
      await save.mutateAsync({ scope: rules.scope, set });
      feedback.message.success(t('pricingRule.saved'));
    } catch {
      // Shown above the buttons.
    }
  });
  const resetting = useSingleSubmit(async () => {
    try {
      await reset.mutateAsync(rules.scope);
      feedback.message.success(t('pricingRule.restored'));
    } catch {
      // Shown above the buttons.
    }
  });
  const onSave = () => {
    if (read.set && !read.problem) void saving.submit(read.set);
  };

  return (
    <Flex vertical gap={12}>
      {!ownSet ? (
        <Alert type="info" showIcon title={t(isStore ? 'pricingRule.source.usesDefault' : 'pricingRule.source.suggested')} />
      ) : null}

      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('pricingRule.ranges.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('pricingRule.ranges.hint')}</Typography.Text>
      <RangeTable
        draft={draft}
        read={read}
        badIndex={badIndex}
        onChange={(index, change) => setDraft((d) => updateRange(d, index, change))}
        onSplit={() => setDraft((d) => splitLast(d, read.mins.at(-1) ?? 0, locale))}
        onRemove={(index) => setDraft((d) => removeRange(d, index))}
      />

      <Divider style={{ margin: '8px 0' }} />
      <SetOptions
        draft={draft}
        read={read}
        country={country}
        countryChosen={countryChosen}
        onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
      />

      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}

      <Divider style={{ margin: '8px 0' }} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('pricingRule.preview.title')}
      </Typography.Title>
      <Typography.Text type="secondary">
        {t(currency === 'USD' ? 'pricingRule.preview.hint' : 'pricingRule.preview.hintCurrency', { currency })}
      </Typography.Text>
      <PricePreview set={read.problem ? null : read.set} currency={currency} rateMicros={rateMicros} country={country} />

      {save.error || reset.error ? (
        <Alert type="error" showIcon role="alert" title={errorText(save.error ?? reset.error)} />
      ) : null}
      <Flex gap={8} wrap>
        <Button
          type="primary"
          loading={saving.submitting}
          disabled={!read.set || !!read.problem || (ownSet && !changed)}
          onClick={onSave}
        >
          {t('pricingRule.save')}
        </Button>
        <Button disabled={!changed} onClick={() => setDraft(draftOf(rules.set, locale))}>
          {t('pricingRule.undo')}
        </Button>
        {ownSet ? (
          <Popconfirm
            title={t(isStore ? 'pricingRule.reset.storeConfirm' : 'pricingRule.reset.defaultConfirm')}
            okText={t('pricingRule.reset.ok')}
            cancelText={t('pricingRule.reset.cancel')}
            onConfirm={() => resetting.submit(undefined)}
          >
            <Button danger loading={resetting.submitting}>
              {t(isStore ? 'pricingRule.reset.store' : 'pricingRule.reset.default')}
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </Flex>
  );
}
