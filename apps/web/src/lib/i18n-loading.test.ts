import { afterEach, describe, expect, it, vi } from 'vitest';
import esWorkplace from '@/features/workplace/locales/es-ES.json';
import ptWorkplace from '@/features/workplace/locales/pt-BR.json';
import { LOCALE_STORAGE_KEY } from './i18n';

/** The console's language setup as a fresh page load has it: no strings at hand until they load. */
async function freshPageLoad(chosen: string) {
  localStorage.setItem(LOCALE_STORAGE_KEY, chosen);
  vi.resetModules();
  return import('./i18n');
}

describe('loading the strings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the active language only: the sign-in strings first, the console with its first page', async () => {
    const { i18n, loadConsoleMessages, loadStartMessages } = await freshPageLoad('es-ES');
    expect(i18n.hasResourceBundle('es-ES', 'translation')).toBe(false);

    await loadStartMessages();
    expect(i18n.t('auth.welcome')).toBe('Bienvenido a Dropport');
    expect(i18n.exists('workplace.intro')).toBe(false);

    await loadConsoleMessages();
    expect(i18n.t('workplace.intro')).toBe(esWorkplace.workplace.intro);
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('pt-BR', 'translation')).toBe(false);
  });

  it('switches language once the new language has loaded, with the parts the console already uses', async () => {
    const { i18n, loadConsoleMessages, loadStartMessages, setLocale } = await freshPageLoad('es-ES');
    await loadStartMessages();
    await loadConsoleMessages();

    const switching = setLocale('pt-BR');
    expect(i18n.language).toBe('es-ES');
    await switching;
    expect(i18n.language).toBe('pt-BR');
    expect(i18n.t('workplace.intro')).toBe(ptWorkplace.workplace.intro);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
  });

  it('takes the last of several quick choices, even when an earlier one finishes loading later', async () => {
    const { i18n, loadStartMessages, setLocale } = await freshPageLoad('es-ES');
    await loadStartMessages();
    await setLocale('pt-BR');
    await setLocale('es-ES');
    // English still has to load; Portuguese is at hand and applies first.
    await Promise.all([setLocale('en-US'), setLocale('pt-BR')]);
    expect(i18n.language).toBe('pt-BR');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
  });
});
