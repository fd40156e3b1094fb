import { Flex, Form, Input, Radio, Switch, Typography } from 'antd';
import type { CompareAtKind } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decimalMark, dollarSign } from '@/lib/money-text';
import { useLocale } from '@/lib/use-locale';
import type { PricingDraft, ReadDraft } from './pricing-draft';

interface Props {
  draft: PricingDraft;
  read: ReadDraft;
  /** The default ship-to country as the seller reads it, and whether they chose it (else the platform's fallback). */
  country: string;
  countryChosen: boolean;
  onChange: (change: Partial<PricingDraft>) => void;
}

/** Compare-at rule, cents ending and whether shipping is in the price. */
export function SetOptions({ draft, read, country, countryChosen, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const compareProblem = read.fields.find((f) => f.field === 'compare');
  const endingProblem = read.fields.some((f) => f.field === 'ending');
  const compareInvalid = read.problem?.code === 'PRICE_RULE_COMPARE_AT_INVALID';

  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 720 }}>
      <Form.Item
        label={t('pricingRule.compareAt.label')}
        extra={t('pricingRule.compareAt.hint')}
        validateStatus={compareProblem || compareInvalid ? 'error' : undefined}
        help={compareProblem && 'kind' in compareProblem ? t(`pricingRule.problems.${compareProblem.kind}`) : undefined}
      >
        <Flex gap={8} wrap align="center">
          <Radio.Group
            optionType="button"
            aria-label={t('pricingRule.compareAt.label')}
            value={draft.compareKind}
            onChange={(e) => {
              const kind = e.target.value as CompareAtKind;
              const fresh = kind !== 'none' && draft.compareText === '';
              onChange({
                compareKind: kind,
                compareText: fresh ? (kind === 'multiplier' ? `1${decimalMark(locale)}5` : '5') : draft.compareText,
              });
            }}
            options={[
              { value: 'none', label: t('pricingRule.compareAt.none') },
              { value: 'multiplier', label: t('pricingRule.compareAt.multiply') },
              { value: 'fixed', label: t('pricingRule.compareAt.add') },
            ]}
          />
          {draft.compareKind !== 'none' ? (
            <Input
              style={{ width: 140 }}
              prefix={draft.compareKind === 'multiplier' ? '×' : `+ ${dollarSign(locale)}`}
              inputMode="decimal"
              autoComplete="off"
              aria-label={t('pricingRule.compareAt.valueLabel')}
              value={draft.compareText}
              status={compareProblem || compareInvalid ? 'error' : undefined}
              onChange={(e) => onChange({ compareText: e.target.value })}
            />
          ) : null}
        </Flex>
      </Form.Item>

      <Form.Item
        label={t('pricingRule.ending.label')}
        extra={t('pricingRule.ending.hint')}
        validateStatus={endingProblem ? 'error' : undefined}
        help={endingProblem ? t('pricingRule.problems.ending') : undefined}
      >
        <Flex gap={8} align="center">
          <Switch
            aria-label={t('pricingRule.ending.switch')}
            checked={draft.endingOn}
            onChange={(endingOn) => onChange({ endingOn })}
          />
          {draft.endingOn ? (
            <Input
              style={{ width: 90 }}
              prefix={decimalMark(locale)}
              inputMode="numeric"
              maxLength={2}
              autoComplete="off"
              aria-label={t('pricingRule.ending.digits')}
              value={draft.endingText}
              status={endingProblem ? 'error' : undefined}
              onChange={(e) => onChange({ endingText: e.target.value })}
            />
          ) : (
            <Typography.Text type="secondary">{t('pricingRule.ending.off')}</Typography.Text>
          )}
        </Flex>
      </Form.Item>

      <Form.Item
        label={t('pricingRule.shipping.label', { country })}
        extra={
          <>
            {t('pricingRule.shipping.hint')}{' '}
            {countryChosen ? null : (
              <>
                {t('pricingRule.shipping.noCountry', { country })}{' '}
                <Link to="/setting/shipping">{t('pricingRule.shipping.choose')}</Link>
              </>
            )}
          </>
        }
      >
        <Switch
          aria-label={t('pricingRule.shipping.label', { country })}
          checked={draft.includeShipping}
          onChange={(includeShipping) => onChange({ includeShipping })}
        />
      </Form.Item>
    </Form>
  );
}
