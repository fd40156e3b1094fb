import { Flex, Image, InputNumber, Typography } from 'antd';
import type { ClaimKind, OrderClaims } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { SmallText } from '@/lib/small-text';
import { useLocale } from '@/lib/use-locale';
import shared from '@/lib/shared.module.css';

export type ClaimLineOption = OrderClaims['lines'][number];
/** Units chosen per order line (item id → units). */
export type ClaimQuantities = Record<string, number>;

/** Whether a line can take units for this kind of claim: units left, and a resend needs a catalogue product. */
export const lineOpen = (line: ClaimLineOption, kind: ClaimKind) => line.claimable > 0 && (kind !== 'resend' || line.resendable);

/** The chosen units (of the lines that can take them) and what they were paid, USD cents. */
export function chosenOf(lines: ClaimLineOption[], quantities: ClaimQuantities | undefined, kind: ClaimKind) {
  let units = 0;
  let cents = 0;
  for (const line of lines) {
    const q = lineOpen(line, kind) ? Math.min(quantities?.[line.itemId] ?? 0, line.claimable) : 0;
    units += q;
    cents += q * line.paidCents;
  }
  return { units, cents };
}

interface Props {
  lines: ClaimLineOption[];
  kind: ClaimKind;
  /** A form field: antd passes the id, the value and onChange. */
  id?: string;
  value?: ClaimQuantities;
  onChange?: (value: ClaimQuantities) => void;
}

/**
 * The order's lines with how many units to claim of each (0 up to what is left), what one unit was paid, and the total
 * of the chosen units. A line already claimed in full, or one of the seller's own products when a resend is asked for,
 * takes none.
 */
export function ClaimLinesField({ lines, kind, id, value, onChange }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const chosen = chosenOf(lines, value, kind);
  return (
    <Flex vertical gap={8} id={id}>
      <Flex vertical gap={8} component="ul" className={shared.plainList}>
        {lines.map((line) => {
          const open = lineOpen(line, kind);
          const why = line.claimable <= 0 ? t('orders.claims.lines.noneLeft') : open ? null : t('orders.claims.lines.refundOnly');
          return (
            <Flex
              key={line.itemId}
              component="li"
              gap={12}
              align="center"
              wrap
              aria-label={line.title}
              style={{ padding: 8, border: '1px solid rgba(128,128,128,0.25)', borderRadius: 8 }}
            >
              {line.image ? (
                <Image src={line.image} alt="" width={40} height={40} className={shared.thumb} preview={false} />
              ) : null}
              <Flex vertical style={{ flex: 1, minWidth: 180 }}>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {line.title}
                </Typography.Text>
                {line.variantTitle ? <SmallText type="secondary">{line.variantTitle}</SmallText> : null}
                <SmallText type="secondary">{t('orders.claims.lines.unitPaid', { amount: money(line.paidCents) })}</SmallText>
                <SmallText type={why ? 'warning' : 'secondary'}>
                  {why ??
                    t('orders.claims.lines.claimable', {
                      count: line.claimable,
                      quantity: line.quantity,
                    })}
                </SmallText>
              </Flex>
              <InputNumber<number>
                aria-label={t('orders.claims.lines.unitsOf', { title: line.title })}
                min={0}
                max={Math.max(0, line.claimable)}
                precision={0}
                disabled={!open}
                value={open ? (value?.[line.itemId] ?? 0) : 0}
                onChange={(v) => onChange?.({ ...value, [line.itemId]: v ?? 0 })}
                style={{ width: 96 }}
              />
            </Flex>
          );
        })}
      </Flex>
      <Typography.Text strong aria-live="polite">
        {chosen.units > 0
          ? t('orders.claims.lines.chosen', { count: chosen.units, amount: money(chosen.cents) })
          : t('orders.claims.lines.noneChosen')}
      </Typography.Text>
    </Flex>
  );
}
