import type { Kysely } from 'kysely';

/**
 * Pricing rules: one rule set per seller per scope. `store_id` is '' for the seller's default set, else a linked
 * store's id; it has no foreign key to `stores` on purpose (sets outlive an unlinked store, and the service checks
 * ownership when one is saved). The set itself is the contract's PriceRuleSet as JSON, read back through its schema.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pricing_rule_sets')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rule_set', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pricing_rule_sets_pk', ['user_id', 'store_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pricing_rule_sets').execute();
}
