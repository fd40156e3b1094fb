import type { Db } from '../../db/database.js';

/** The catalogue title and first image of each of these products (ones that no longer exist are left out). */
export async function productCards(db: Db, ids: number[]): Promise<Map<number, { title: string; image: string | null }>> {
  const out = new Map<number, { title: string; image: string | null }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'title', 'images'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(Number(r.id), { title: r.title, image: (JSON.parse(r.images) as string[])[0] ?? null });
  }
  return out;
}
