import { describe, expect, it } from 'vitest';

// The console's source as text (tests and test fakes aside), to see who reads which of the server's URLs.
const sources = import.meta.glob<string>(
  ['./features/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}', './app/**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/test/**'],
  { eager: true, query: '?raw', import: 'default' },
);

/** Who makes a read: the feature (`features/<f>/…`), else the folder (`lib`, `app`). */
const ownerOf = (file: string) => /^\.\/features\/([^/]+)\//.exec(file)?.[1] ?? file.split('/')[1]!;

/** The URLs read by `get('/api/…')` or `get<T>(`/v1/…/${id}`)` in a file, with each `${…}` as `:param`. */
function readsIn(text: string): string[] {
  return [...text.matchAll(/\bget(?:<[^()]*?>)?\(\s*(['`])(\/[^'`]*)\1/g)].map((m) => m[2]!.replace(/\$\{[^}]*\}/g, ':param'));
}

const owners = new Map<string, Set<string>>();
for (const [file, text] of Object.entries(sources)) {
  for (const url of readsIn(text)) {
    if (!owners.has(url)) owners.set(url, new Set());
    owners.get(url)!.add(ownerOf(file));
  }
}

describe("the server's resources in the console", () => {
  it('finds the reads written in get() calls', () => {
    expect(owners.get('/api/stores')).toEqual(new Set(['stores']));
    expect(owners.get('/api/wallet')).toEqual(new Set(['wallet']));
    expect(owners.get('/v1/shipping/methods')).toEqual(new Set(['shipping']));
    expect(owners.get('/api/market/products/:param')).toEqual(new Set(['market']));
  });

  it('are each read by one feature: the others use its queryOptions, so one cache entry and one invalidation serve all', () => {
    const shared = [...owners].filter(([, who]) => who.size > 1).map(([url, who]) => `${url}: ${[...who].sort().join(', ')}`);
    expect(shared).toEqual([]);
  });
});
