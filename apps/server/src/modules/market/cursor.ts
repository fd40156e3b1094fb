import { fail } from '../../lib/app-error.js';

/**
 * A keyset cursor: the last row's sort value and id, with the sort it belongs to, base64url-encoded JSON.
 * A cursor from another sort, or one that does not parse, is CURSOR_INVALID.
 */
export interface Cursor {
  sort: string;
  value: number;
  id: number;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.value, c.id])).toString('base64url');
}

export function decodeCursor(raw: string | undefined, sort: string): Cursor | undefined {
  if (raw === undefined || raw === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3) {
      const [s, value, id] = parsed as unknown[];
      // Every sort value and id is a whole number: anything else was not made here (and PostgreSQL would fail on it).
      if (s === sort && Number.isSafeInteger(value) && Number.isSafeInteger(id))
        return { sort, value: value as number, id: id as number };
    }
  } catch {
    /* falls through to the refusal */
  }
  return fail('CURSOR_INVALID');
}
