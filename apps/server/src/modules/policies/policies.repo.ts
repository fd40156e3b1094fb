import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PolicyPagesTable } from '../../db/schema.js';
import type { PolicyKind } from '@dropport/contracts';

export type PolicyRow = Selectable<PolicyPagesTable>;

/** Adds the rows that are missing and leaves every existing one (an admin's edit) as it is. */
export async function insertMissing(db: Db, rows: Insertable<PolicyPagesTable>[]): Promise<void> {
  await db
    .insertInto('policy_pages')
    .values(rows)
    .onConflict((oc) => oc.columns(['slug', 'locale']).doNothing())
    .execute();
}

export const find = (db: Db, slug: string, locale: string) =>
  db.selectFrom('policy_pages').selectAll().where('slug', '=', slug).where('locale', '=', locale).executeTakeFirst();

export const listIn = (db: Db, locales: string[], kind?: PolicyKind) => {
  let q = db.selectFrom('policy_pages').select(['slug', 'locale', 'kind', 'title', 'updated_at']).where('locale', 'in', locales);
  if (kind) q = q.where('kind', '=', kind);
  return q.execute();
};

/** Writes one page in one language, creating the row when that translation did not exist yet. */
export async function upsert(db: Db, row: Insertable<PolicyPagesTable>): Promise<void> {
  await db
    .insertInto('policy_pages')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['slug', 'locale'])
        .doUpdateSet({ title: row.title, body: row.body, updated_at: row.updated_at, updated_by: row.updated_by }),
    )
    .execute();
}
