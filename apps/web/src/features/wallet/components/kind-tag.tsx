import { Tag } from 'antd';
import type { LedgerKind } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<LedgerKind, string> = {
  recharge_card: 'green',
  recharge_bank: 'cyan',
  adjustment_credit: 'blue',
  adjustment_debit: 'orange',
  payment: 'purple',
  refund: 'gold',
};

/** What a movement was, by its localized name. */
export function KindTag({ kind }: { kind: LedgerKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[kind]} style={{ marginInlineEnd: 0 }}>
      {t(`wallet.kind.${kind}`)}
    </Tag>
  );
}
