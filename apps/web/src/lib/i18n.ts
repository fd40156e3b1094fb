import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isLocale, mergeMessages, parseLocalePath, type Locale, type Messages } from './locales';

/** localStorage key of the chosen language (seed section 9: the credential and the locale are stored). */
export const LOCALE_STORAGE_KEY = 'dropport.locale';

// Every locales/<locale>.json under src/ (shared strings and each feature's) joins one namespace.
const files = import.meta.glob<Messages>('../**/locales/*.json', { eager: true, import: 'default' });

function buildResources(): Record<Locale, { translation: Messages }> {
  const resources = Object.fromEntries(LOCALES.map((l) => [l, { translation: {} as Messages }])) as Record<
    Locale,
    { translation: Messages }
  >;
  for (const [path, messages] of Object.entries(files)) {
    const locale = parseLocalePath(path)?.locale;
    if (isLocale(locale)) mergeMessages(resources[locale].translation, messages);
  }
  return resources;
}

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
  resources: buildResources(),
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

/** Switches the UI language and remembers it for the next visit. */
export async function setLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies to this visit.
  }
  await i18n.changeLanguage(locale);
}

export { i18n };
