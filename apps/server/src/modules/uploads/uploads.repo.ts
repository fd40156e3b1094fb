import type { Db } from '../../db/database.js';
import type { UploadsTable } from '../../db/schema.js';

export type UploadRow = UploadsTable;

export async function insert(db: Db, row: UploadRow): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export const byId = (db: Db, id: string) => db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst();
