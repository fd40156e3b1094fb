import type { Locale, MemoText } from '@dropport/contracts';
import enUS from './locales/en-US.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

// The console writes the same descriptions from its own catalogue; these are the words of files the server writes.
const TEXTS = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR } satisfies Record<Locale, typeof enUS>;

/** A bank transfer's day (YYYY-MM-DD) as the locale writes it; the day as given, so in UTC. */
const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** A statement line's description in a language; a line recorded without a known kind reads as written. */
export function memoLine(memo: string, memoText: MemoText | null, locale: Locale): string {
  if (!memoText) return memo;
  const params: Record<string, string> = { ...memoText.params };
  if (params.transferDate && /^\d{4}-\d{2}-\d{2}$/.test(params.transferDate)) {
    params.transferDate = formatDay(params.transferDate, locale);
  }
  return TEXTS[locale].memo[memoText.kind].replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
}
