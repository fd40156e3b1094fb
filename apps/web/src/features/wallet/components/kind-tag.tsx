import { Tag } from 'antd';
import type { WalletLedgerKind } from '@dropport/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<WalletLedgerKind, string> = {
  recharge_card: 'green',
  recharge_bank: 'cyan',
  adjustment_credit: 'blue',
  adjustment_debit: 'orange',
  payment: 'purple',
  refund: 'gold',
  withdrawn_to_wallet: 'magenta',
};

/** What a movement was, by its localized name. */
export function KindTag({ kind }: { kind: WalletLedgerKind }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[kind]} style={{ marginInlineEnd: 0 }}>
      {t(`wallet.kind.${kind}`)}
    </Tag>
  );
}
