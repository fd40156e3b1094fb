import type { Locale } from '@dropport/contracts';

export type { Locale };

/** The console's languages; en-US is the default and the fallback. */
export const LOCALES: readonly Locale[] = ['en-US', 'es-ES', 'pt-BR'];
export const DEFAULT_LOCALE: Locale = 'en-US';

/** Each language is offered under its own name, which is why these are not translated. */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-US': 'English', 'es-ES': 'Español', 'pt-BR': 'Português' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export type Messages = { [key: string]: string | Messages };

/** Deep-merges message trees; every feature brings its own file per locale. */
export function mergeMessages(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && typeof current === 'object') mergeMessages(current, value);
    else target[key] = typeof value === 'object' ? mergeMessages({}, value) : value;
  }
  return target;
}

/** The path of a locale file, e.g. `../features/auth/locales/es-ES.json`, split into folder and locale. */
export function parseLocalePath(path: string): { folder: string; locale: string } | null {
  const m = /^(.*)\/locales\/([^/]+)\.json$/.exec(path);
  return m ? { folder: m[1]!, locale: m[2]! } : null;
}

/** One message tree from several files' (a glob's) trees. */
export function collectMessages(files: Record<string, Messages>): Messages {
  return Object.values(files).reduce<Messages>((all, messages) => mergeMessages(all, messages), {});
}
