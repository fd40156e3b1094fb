import type { InvoiceLine, Locale } from '@dropport/contracts';
import enUS from './locales/en-US.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

export type InvoiceTexts = typeof enUS;

const TEXTS = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR } satisfies Record<Locale, InvoiceTexts>;

/** The invoice's own words (labels, item descriptions, footer) in a language. */
export const invoiceTexts = (locale: Locale): InvoiceTexts => TEXTS[locale];

/** A template with its `{{name}}` placeholders filled; a missing value leaves nothing. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** What a line is for, in a language: its item's text with the line's params. */
export function lineText(line: Pick<InvoiceLine, 'item' | 'params'>, locale: Locale): string {
  const template = TEXTS[locale].items[line.item] ?? enUS.items[line.item] ?? line.item;
  return fill(template, line.params);
}

/** Minor units as money of the currency, the way the locale writes it ("$1,234.50", "1234,50 US$", "US$ 1.234,50"). */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(cents / 10 ** digits);
}

export const formatQuantity = (n: number, locale: Locale) => new Intl.NumberFormat(locale).format(n);

/**
 * The day of issue as the locale writes it. In UTC: the invoice's number takes its year in UTC, so the date printed
 * on it and the list's date filters agree with that year for every reader.
 */
export const formatIssueDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

// Windows-1252 beyond Latin-1: the characters PDF's standard fonts (WinAnsiEncoding) draw from 0x80 to 0x9F.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const LOOKALIKES: Record<string, string> = {
  '\u2007': '\u00a0',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  // Letters with a stroke have no decomposition to strip.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
};

const drawable = (c: string) => {
  const code = c.charCodeAt(0);
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
};

/**
 * Text the standard PDF fonts can draw: accented Latin letters, €, dashes and quotes stay; spaces Intl may use become
 * their look-alikes; other letters lose their accents (ő → o); what is left (CJK, emoji) becomes "?" rather than
 * garbage bytes.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const c of text) {
    if (c === '\n' || drawable(c)) out += c;
    else if (LOOKALIKES[c] !== undefined) out += LOOKALIKES[c];
    else {
      const bare = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += bare !== '' && [...bare].every(drawable) ? bare : '?';
    }
  }
  return out;
}
