import { describe, expect, it } from 'vitest';
import { LOCALES, parseLocalePath, type Messages } from './lib/locales';

// Every locales/ folder under src/: the shared strings and each feature's.
const files = import.meta.glob<Messages>('./**/locales/*.json', { eager: true, import: 'default' });

const folders = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(files)) {
  const parsed = parseLocalePath(path);
  if (!parsed) continue;
  if (!folders.has(parsed.folder)) folders.set(parsed.folder, new Map());
  folders.get(parsed.folder)!.set(parsed.locale, messages);
}

function leaves(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Strings that are rightly the same as in English (names, and words the language shares). */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  'app.name': ['es-ES', 'pt-BR'],
  'http.error': ['es-ES'],
  'outbox.columns.status': ['pt-BR'],
  // Placeholders only: the tab's own translated name and a count; an admin's reason as the admin wrote it.
  'orders.empty.tabCount': ['es-ES', 'pt-BR'],
  'wallet.memo.adjustment': ['es-ES', 'pt-BR'],
};

describe('locales', () => {
  it('finds the shared and the feature locale folders', () => {
    expect([...folders.keys()]).toEqual(
      expect.arrayContaining(['.', './features/auth', './features/workplace', './features/admin-outbox']),
    );
  });

  for (const [folder, byLocale] of folders) {
    describe(folder, () => {
      it('has exactly one file per supported locale', () => {
        expect([...byLocale.keys()].sort()).toEqual([...LOCALES].sort());
      });

      const english = leaves(byLocale.get('en-US') ?? {});
      for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
        const translated = leaves(byLocale.get(locale) ?? {});

        it(`${locale} has every en-US key, and no others`, () => {
          expect([...english.keys()].filter((k) => !translated.has(k))).toEqual([]);
          expect([...translated.keys()].filter((k) => !english.has(k))).toEqual([]);
        });

        it(`${locale} is translated, keeping the placeholders`, () => {
          const copies = [...english].filter(
            ([key, text]) => translated.get(key) === text && !SAME_AS_ENGLISH[key]?.includes(locale),
          );
          expect(copies.map(([key]) => key)).toEqual([]);
          const broken = [...english].filter(([key, text]) => {
            const other = translated.get(key);
            return other !== undefined && placeholders(other).join() !== placeholders(text).join();
          });
          expect(broken.map(([key]) => key)).toEqual([]);
        });
      }
    });
  }

  it('no two folders define the same key (one would silently win)', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const [folder, byLocale] of folders) {
      for (const key of leaves(byLocale.get('en-US') ?? {}).keys()) {
        if (owner.has(key)) clashes.push(`${key} in ${owner.get(key)} and ${folder}`);
        owner.set(key, folder);
      }
    }
    expect(clashes).toEqual([]);
  });
});
