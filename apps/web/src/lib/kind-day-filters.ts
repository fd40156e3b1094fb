/** A list's filters as the address holds them (`?kind=payment&from=2026-11-01&to=2026-11-30`). */
export interface KindDayFilters<K extends string> {
  kind?: K;
  /** First day shown, YYYY-MM-DD (UTC, included). */
  from?: string;
  /** Last day shown, YYYY-MM-DD (UTC, included). */
  to?: string;
}

/** The query-string keys, in the order the address writes them: the API's own names. */
export const KIND_DAY_KEYS = ['kind', 'from', 'to'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day that exists (2026-02-30 does not), as written; anything else is undefined. */
export function readDay(value: string | null | undefined): string | undefined {
  const m = value ? DAY.exec(value.trim()) : null;
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? m[0] : undefined;
}

/**
 * Reading and writing "kind + day range" filters in the address for one list's kinds. A value the API would refuse
 * (an unknown kind, a day that does not exist) is left out rather than failing the page; a reversed range is put the
 * right way round; equal views write the same address.
 */
export function kindDayFilters<K extends string>(kinds: readonly K[]) {
  type F = KindDayFilters<K>;
  const isKind = (v: string | null): v is K => v !== null && (kinds as readonly string[]).includes(v);
  const prune = (f: F): F => {
    const out: F = {};
    if (f.kind) out.kind = f.kind;
    if (f.from) out.from = f.from;
    if (f.to) out.to = f.to;
    return out;
  };
  return {
    read(params: URLSearchParams): F {
      const kind = params.get('kind');
      let from = readDay(params.get('from'));
      let to = readDay(params.get('to'));
      // Days written YYYY-MM-DD compare as text.
      if (from && to && from > to) [from, to] = [to, from];
      return prune({ kind: isKind(kind) ? kind : undefined, from, to });
    },
    write(filters: F): URLSearchParams {
      const params = new URLSearchParams();
      const f = prune(filters);
      for (const key of KIND_DAY_KEYS) {
        const value = f[key];
        if (value !== undefined) params.set(key, value);
      }
      return params;
    },
    /** Whether any filter narrows the list. */
    narrows: (f: F): boolean => !!(f.kind || f.from || f.to),
    /** The API query of a page: the set filters and the cursor. */
    query: (f: F, cursor?: string | null) => ({ ...prune(f), ...(cursor ? { cursor } : {}) }),
  };
}
