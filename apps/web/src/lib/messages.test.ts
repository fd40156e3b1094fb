import { describe, expect, it } from 'vitest';
import { LOCALES, collectMessages, parseLocalePath, type Messages } from './locales';

// What the console would show if every file were loaded at once, against the chunks it loads them in.
const files = import.meta.glob<Messages>('../**/locales/*.json', { eager: true, import: 'default' });
const bundles = import.meta.glob<Messages>('./messages/*.ts', { eager: true, import: 'default' });

describe('the message chunks', () => {
  for (const locale of LOCALES) {
    const own = Object.fromEntries(Object.entries(files).filter(([path]) => parseLocalePath(path)?.locale === locale));
    const start = bundles[`./messages/${locale}.start.ts`];
    const rest = bundles[`./messages/${locale}.console.ts`];

    it(`${locale}: sign-in and console hold every file of the language between them`, () => {
      expect(collectMessages({ start: start!, rest: rest! })).toEqual(collectMessages(own));
    });

    it(`${locale}: sign-in holds the shared strings and the sign-in page's only`, () => {
      expect(Object.keys(start!).sort()).toEqual(
        Object.keys(
          collectMessages({ shared: own[`../locales/${locale}.json`]!, auth: own[`../features/auth/locales/${locale}.json`]! }),
        ).sort(),
      );
      expect(Object.keys(rest!)).not.toContain('auth');
    });
  }
});
