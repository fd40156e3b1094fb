import { sql } from 'kysely';
import type { Ctx } from '../../context.js';

/**
 * How many matches a search ranks. Ranking every match of a common word ("black" over 100,000 products) is the slow
 * part of full-text search, so a search takes the newest matches up to this cap and ranks and sorts those.
 */
export const SEARCH_CANDIDATES = 2000;

export interface Candidate {
  id: number;
  /** Higher is better. */
  score: number;
}

/** Words of the query, lower-cased, letters and digits only (so no query syntax reaches the engine). */
export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * The newest products whose title, description or SKUs hold every word (the last word as a prefix, so results come
 * while typing), with a relevance score: FTS5's bm25 on SQLite, ts_rank over a tsvector on PostgreSQL.
 */
export async function searchCandidates(ctx: Ctx, q: string): Promise<Candidate[]> {
  const words = searchWords(q);
  if (words.length === 0) return [];
  if (ctx.engine === 'sqlite') {
    const match = words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ');
    // bm25 is lower for better matches; title and SKUs weigh ten times the description.
    const rows = await sql<{ id: number; rank: number }>`
      select rowid as id, bm25(products_fts, 10.0, 1.0, 10.0) as rank from products_fts
      where products_fts match ${match} order by rowid desc limit ${SEARCH_CANDIDATES}`.execute(ctx.db);
    return rows.rows.map((r) => ({ id: Number(r.id), score: -Number(r.rank) }));
  }
  const tsq = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  const rows = await sql<{ id: number; rank: number }>`
    select id, ts_rank(search, q) as rank from products, to_tsquery('english', ${tsq}) q
    where search @@ q order by id desc limit ${SEARCH_CANDIDATES}`.execute(ctx.db);
  return rows.rows.map((r) => ({ id: Number(r.id), score: Number(r.rank) }));
}
