import { sql, type Kysely } from 'kysely';

const text = 'text' as const;
const big = 'bigint' as const;

/**
 * Invoices, numbered without gaps per year: the number comes from `invoice_counters` in the same transaction that
 * issues the invoice (and credits or debits the wallet), so a rolled-back payment takes its number back with it.
 * One invoice per source (a recharge, an order payment): issuing twice returns the first.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('number', text, (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull().check(sql`seq > 0`))
    .addColumn('user_id', text, (c) => c.notNull().references('users.id'))
    // What it is for: 'recharge' (a wallet top-up) or 'order' (an order paid from the wallet).
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('source_id', text, (c) => c.notNull())
    .addColumn('ledger_transaction_id', text, (c) => c.references('ledger_transactions.id'))
    .addColumn('currency', text, (c) => c.notNull())
    .addColumn('subtotal_cents', big, (c) => c.notNull())
    .addColumn('tax_cents', big, (c) => c.notNull())
    .addColumn('total_cents', big, (c) => c.notNull())
    // JSON: InvoiceLine[] — an item code with params (rendered in the reader's language), quantity and amounts.
    .addColumn('lines', text, (c) => c.notNull())
    // JSON: the seller's details as they were when the invoice was issued.
    .addColumn('bill_to', text, (c) => c.notNull())
    .addColumn('issued_at', big, (c) => c.notNull())
    .addUniqueConstraint('invoices_year_seq', ['year', 'seq'])
    .addUniqueConstraint('invoices_source', ['kind', 'source_id'])
    .execute();
  await db.schema.createIndex('invoices_user').on('invoices').columns(['user_id', 'issued_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
}
