import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/use-locale';
import { centsToInput, dollarSign, parseDollars } from '../money-input';
import { SmallText } from '@/lib/small-text';

export interface CostBounds {
  costMin?: number;
  costMax?: number;
}

interface Props extends CostBounds {
  id?: string;
  onChange: (bounds: CostBounds) => void;
}

const text = (cents: number | undefined, locale: string) => (cents === undefined ? '' : centsToInput(cents, locale));

/** The cost filter: lowest and highest cost in dollars as typed, applied with Enter or the check button, sent in cents. */
export function CostRange({ id, costMin, costMax, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const applied = `${costMin}|${costMax}|${locale}`;
  const [seen, setSeen] = useState(applied);
  const [minText, setMinText] = useState(text(costMin, locale));
  const [maxText, setMaxText] = useState(text(costMax, locale));
  // The address changed (a cleared filter, back and forward): the fields follow it.
  if (seen !== applied) {
    setSeen(applied);
    setMinText(text(costMin, locale));
    setMaxText(text(costMax, locale));
  }

  const min = parseDollars(minText);
  const max = parseDollars(maxText);
  const invalid = min.kind === 'invalid' || max.kind === 'invalid';
  const reversed = min.kind === 'cents' && max.kind === 'cents' && min.cents > max.cents;
  const next: CostBounds = {
    costMin: min.kind === 'cents' ? min.cents : undefined,
    costMax: max.kind === 'cents' ? max.cents : undefined,
  };
  const changed = next.costMin !== costMin || next.costMax !== costMax;
  const apply = () => {
    if (!invalid && !reversed && changed) onChange(next);
  };
  const sign = dollarSign(locale);

  return (
    <Flex vertical gap={4}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          prefix={sign}
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('market.filters.costMin')}
          placeholder={t('market.filters.min')}
          value={minText}
          status={min.kind === 'invalid' || reversed ? 'error' : undefined}
          onChange={(e) => setMinText(e.target.value)}
          onPressEnter={apply}
        />
        <Input
          prefix={sign}
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('market.filters.costMax')}
          placeholder={t('market.filters.max')}
          value={maxText}
          status={max.kind === 'invalid' || reversed ? 'error' : undefined}
          onChange={(e) => setMaxText(e.target.value)}
          onPressEnter={apply}
        />
        <Button
          type={changed && !invalid && !reversed ? 'primary' : 'default'}
          icon={<CheckOutlined aria-hidden />}
          aria-label={t('market.filters.applyCost')}
          title={t('market.filters.applyCost')}
          disabled={!changed || invalid || reversed}
          onClick={apply}
        />
      </Space.Compact>
      {invalid || reversed ? (
        <SmallText type="danger" role="alert">
          {t(invalid ? 'market.filters.costInvalid' : 'market.filters.costReversed')}
        </SmallText>
      ) : null}
    </Flex>
  );
}
