import type { ImportIssue, Locale } from '@dropport/contracts';
import enUS from './locales/en-US.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

const TEXTS = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR } satisfies Record<Locale, typeof enUS>;

export type IssueCode = keyof typeof enUS.issues;
export type IssueParams = Record<string, string | number>;

/**
 * One problem of an import file as stored: a code and its parameters, so that the import's page and its error report
 * read in the language of whoever opens them.
 */
export interface StoredIssue {
  row: number;
  column: string;
  code: IssueCode;
  params: IssueParams;
}

export const issue = (row: number, column: string, code: IssueCode, params: IssueParams = {}): StoredIssue => ({
  row,
  column,
  code,
  params,
});

/** The text of an issue in a language, placeholders filled. */
export function issueText(code: IssueCode, locale: Locale, params: IssueParams = {}): string {
  const template = TEXTS[locale].issues[code] ?? enUS.issues[code];
  const number = new Intl.NumberFormat(locale);
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    const v = params[k];
    return typeof v === 'number' ? number.format(v) : (v ?? '');
  });
}

export const renderIssue = (s: StoredIssue, locale: Locale): ImportIssue => ({
  row: s.row,
  column: s.column,
  message: issueText(s.code, locale, s.params),
});

/** The error report's column titles in a language. */
export const reportHeader = (locale: Locale): string[] => {
  const r = TEXTS[locale].report;
  return [r.row, r.column, r.message];
};
