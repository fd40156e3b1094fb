import type { Kysely } from 'kysely';

/**
 * `menu_layout`: the console menu as admins arranged it (one row, id 1): every entry of the contracts' `MENU` in the
 * order chosen, each with the roles it is shown to, as JSON (`MenuLayoutEntry[]`). With no row, the menu is `MENU`
 * itself. `/api/user/menu` answers it for the caller's role.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema on purpose
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('menu_layout')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('entries', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().references('users.id'))
    .execute();
}
