import type { Kysely } from 'kysely';

/** What earlier code wrote as English memos, read back into a kind and its parameters. */
const KNOWN: { kind: string; ledgerKind: string; pattern: RegExp; names: string[] }[] = [
  { kind: 'order_refund', ledgerKind: 'refund', pattern: /^order (.+) cancelled$/, names: ['orderNo'] },
  { kind: 'order_payment', ledgerKind: 'payment', pattern: /^order (.+)$/, names: ['orderNo'] },
  { kind: 'card_payment', ledgerKind: 'recharge_card', pattern: /^Card payment (.+)$/, names: ['paymentId'] },
  {
    kind: 'bank_transfer',
    ledgerKind: 'recharge_bank',
    pattern: /^Bank transfer by (.*) on (\d{4}-\d{2}-\d{2})$/,
    names: ['payerName', 'transferDate'],
  },
  { kind: 'adjustment', ledgerKind: 'adjustment_credit', pattern: /^(.+)$/s, names: ['reason'] },
  { kind: 'adjustment', ledgerKind: 'adjustment_debit', pattern: /^(.+)$/s, names: ['reason'] },
];

/**
 * `ledger_transactions.memo_kind` and `memo_params` (JSON): a statement line's description as a kind and parameters,
 * so the console shows it in the seller's language; `memo` keeps the English text. Lines written before are filled
 * from their memo where its wording is known; any other keeps null kind and is shown as written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_transactions').addColumn('memo_kind', 'text').execute();
  await db.schema.alterTable('ledger_transactions').addColumn('memo_params', 'text').execute();
  for (const k of KNOWN) {
    const rows = (await db
      .selectFrom('ledger_transactions')
      .select(['id', 'memo'])
      .where('kind', '=', k.ledgerKind)
      .where('memo_kind', 'is', null)
      .execute()) as { id: string; memo: string }[];
    for (const row of rows) {
      const m = k.pattern.exec(row.memo);
      if (!m) continue;
      const params = Object.fromEntries(k.names.map((name, i) => [name, m[i + 1] ?? '']));
      await db
        .updateTable('ledger_transactions')
        .set({ memo_kind: k.kind, memo_params: JSON.stringify(params) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ledger_transactions').dropColumn('memo_params').execute();
  await db.schema.alterTable('ledger_transactions').dropColumn('memo_kind').execute();
}
