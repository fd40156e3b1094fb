import { fail } from './app-error.js';
import { DAY, iso } from './time.js';

/** Day filters (YYYY-MM-DD, UTC, both ends included) as epoch bounds; a range that ends before it starts is refused. */
export function dayRange(q: { from?: string | undefined; to?: string | undefined }): { from?: number; to?: number } {
  const parse = (day: string, field: string) => {
    const t = Date.parse(`${day}T00:00:00Z`);
    if (Number.isNaN(t) || iso(t).slice(0, 10) !== day) fail('VALIDATION_FAILED', { field, in: 'querystring', reason: 'format' });
    return t;
  };
  const from = q.from === undefined ? undefined : parse(q.from, 'from');
  const to = q.to === undefined ? undefined : parse(q.to, 'to') + DAY;
  if (from !== undefined && to !== undefined && from >= to) fail('DATE_RANGE_INVALID', { from: q.from, to: q.to });
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
