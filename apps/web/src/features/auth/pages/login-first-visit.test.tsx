import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, i18n } from '@/lib/i18n';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** Starts the console's language setup again, as a fresh page load with this browser does. */
async function loadWithBrowserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.resetModules();
  const { loadStartMessages } = await import('@/lib/i18n');
  await loadStartMessages();
}

describe('the login page on a first visit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("speaks the browser's language when no language was chosen yet", async () => {
    mockApi(() => undefined);
    await loadWithBrowserLanguages(['es-MX', 'en']);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Bienvenido a Dropport' })).toBeInTheDocument();
    expect(i18n.language).toBe('es-ES');
  });

  it('takes Brazilian Portuguese for any Portuguese, and English for a language the console lacks', async () => {
    mockApi(() => undefined);
    await loadWithBrowserLanguages(['pt-PT']);
    expect(i18n.language).toBe('pt-BR');
    await loadWithBrowserLanguages(['fr-FR', 'de']);
    expect(i18n.language).toBe('en-US');
  });

  it('keeps the language the seller chose before over the browser language', async () => {
    mockApi(() => undefined);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'pt-BR');
    await loadWithBrowserLanguages(['es-ES']);
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Bem-vindo ao Dropport' })).toBeInTheDocument();
  });
});
