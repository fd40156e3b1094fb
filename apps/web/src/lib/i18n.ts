import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale, type Messages } from './locales';

/** localStorage key of the chosen language (the credential and the locale are stored). */
export const LOCALE_STORAGE_KEY = 'dropport.locale';

/**
 * A language's strings come in two chunks: what the sign-in page shows, and the rest of the console, which loads
 * with the first page that needs it. Only the active language loads: every locale has every key (the locales test),
 * so en-US, the fallback, is not needed beside another language.
 */
export type MessagePart = 'start' | 'console';

type Bundle = () => Promise<{ default: Messages }>;

const BUNDLES: Record<Locale, Record<MessagePart, Bundle>> = {
  'en-US': { start: () => import('./messages/en-US.start'), console: () => import('./messages/en-US.console') },
  'es-ES': { start: () => import('./messages/es-ES.start'), console: () => import('./messages/es-ES.console') },
  'pt-BR': { start: () => import('./messages/pt-BR.start'), console: () => import('./messages/pt-BR.console') },
};

/** The browser's preferred language matched to one of ours: any Spanish is es-ES, any Portuguese pt-BR. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'es') return 'es-ES';
    if (language === 'pt') return 'pt-BR';
    if (language === 'en') return 'en-US';
  }
  return DEFAULT_LOCALE;
}

/** The seller's own earlier choice wins; on a first visit, the browser's language. */
export function startLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(value)) return value;
  } catch {
    // Storage can be unavailable (private mode): fall through to the browser's language.
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return browserLocale(languages.filter(Boolean));
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: startLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** dayjs (antd's date pickers) by UI locale. */
const DAYJS_LOCALES: Record<Locale, string> = { 'en-US': 'en', 'es-ES': 'es', 'pt-BR': 'pt-br' };

function applyLocale(locale: string) {
  document.documentElement.lang = locale;
  dayjs.locale(DAYJS_LOCALES[isLocale(locale) ? locale : DEFAULT_LOCALE]);
}
applyLocale(i18n.language);
i18n.on('languageChanged', applyLocale);

/** The active UI locale, as sent in Accept-Language. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

const loads = new Map<string, Promise<void>>();
/** The parts the pages shown so far needed: a language switched to brings the same. */
const parts = new Set<MessagePart>(['start']);
/** The language a switch under way is loading, whose strings a page opened meanwhile needs too. */
let switchingTo: Locale | null = null;
/** Counts the switches asked for, so that only the latest one applies. */
let choices = 0;

function loadPart(locale: Locale, part: MessagePart): Promise<void> {
  const key = `${locale}/${part}`;
  let load = loads.get(key);
  if (!load) {
    load = BUNDLES[locale][part]().then(({ default: messages }) => {
      i18n.addResourceBundle(locale, 'translation', messages, true, true);
    });
    // A chunk that failed to arrive (a dropped connection) is asked for again by the next page that needs it.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

async function loadParts(locales: readonly (Locale | null)[]): Promise<void> {
  const wanted = new Set(locales.filter((l): l is Locale => l !== null));
  await Promise.all([...wanted].flatMap((locale) => [...parts].map((part) => loadPart(locale, part))));
}

/** The sign-in strings of the language the console starts in: it renders once they are here. */
export function loadStartMessages(): Promise<void> {
  return loadParts([currentLocale()]);
}

/** The console's strings, for every page but sign-in. */
export function loadConsoleMessages(): Promise<void> {
  parts.add('console');
  return loadParts([currentLocale(), switchingTo]);
}

/** Strings already at hand (the tests bundle every language); nothing is loaded for them later. */
export function provideMessages(locale: Locale, part: MessagePart, messages: Messages): void {
  i18n.addResourceBundle(locale, 'translation', messages, true, true);
  loads.set(`${locale}/${part}`, Promise.resolve());
}

/**
 * Switches the UI language and remembers it for the next visit: the new language's strings load first, so the
 * page changes in one step. When the seller picks again before the first choice has loaded, the last choice wins.
 */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies to this visit.
  }
  const choice = ++choices;
  switchingTo = locale;
  try {
    await loadParts([locale]);
  } finally {
    if (choice === choices) switchingTo = null;
  }
  if (choice === choices) await i18n.changeLanguage(locale);
}

export { i18n };
