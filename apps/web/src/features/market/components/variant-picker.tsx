import { Descriptions, Flex, Radio, Typography } from 'antd';
import type { OptionAxis, Variant } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { formatCount } from '../format-units';
import { choose, findVariant, isOffered, type Choice } from '../variants';

interface Props {
  axes: readonly OptionAxis[];
  variants: readonly Variant[];
  choice: Choice;
  onChange: (choice: Choice) => void;
}

/** One group of buttons per option axis (Color, Size …), then the chosen variant's SKU, cost and stock. */
export function VariantPicker({ axes, variants, choice, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const variant = findVariant(variants, axes, choice);
  return (
    <Flex vertical gap={12}>
      {axes.map((axis) => (
        <Flex key={axis.name} vertical gap={4}>
          <Typography.Text type="secondary" id={`axis-${axis.name}`}>
            {axis.name}
          </Typography.Text>
          <Radio.Group
            aria-labelledby={`axis-${axis.name}`}
            optionType="button"
            value={choice[axis.name]}
            onChange={(e) => onChange(choose(variants, axes, choice, axis.name, String(e.target.value)))}
            options={axis.values.map((value) => ({
              value,
              label: value,
              // Values that do not go with the other choices stay pickable (the others follow), but look faded.
              style: isOffered(variants, axes, choice, axis.name, value) ? undefined : { opacity: 0.55 },
            }))}
          />
        </Flex>
      ))}
      {variant ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          aria-label={t('market.detail.chosenVariant')}
          items={[
            { key: 'sku', label: t('market.detail.sku'), children: <Typography.Text copyable>{variant.sku}</Typography.Text> },
            { key: 'cost', label: t('market.detail.cost'), children: formatMoney(variant.costCents, i18n.language) },
            {
              key: 'stock',
              label: t('market.detail.stock'),
              children:
                variant.stock > 0 ? (
                  formatCount(variant.stock, i18n.language)
                ) : (
                  <Typography.Text type="danger">{t('market.outOfStock')}</Typography.Text>
                ),
            },
          ]}
        />
      ) : (
        <Typography.Text type="warning" role="status">
          {t('market.detail.notOffered')}
        </Typography.Text>
      )}
    </Flex>
  );
}
