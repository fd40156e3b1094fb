import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyPage, PolicySummary } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { setLocale } from '@/lib/i18n';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const TITLES: Record<string, Record<string, string>> = {
  'en-US': { 'how-to-start': 'How to start', 'shipping-policy': 'Shipping policy', refunds: 'Refunds', ioss: 'IOSS explained' },
  'es-ES': {
    'how-to-start': 'Cómo empezar',
    'shipping-policy': 'Política de envíos',
    refunds: 'Reembolsos',
    ioss: 'IOSS explicado',
  },
};

const summary = (slug: string, locale: string): PolicySummary =>
  ({
    slug,
    kind: 'guide',
    locale,
    title: TITLES[locale]?.[slug] ?? slug,
    updatedAt: '2026-11-20T10:00:00.000Z',
  }) as PolicySummary;
const page = (slug: string, locale: string): PolicyPage => ({
  ...summary(slug, locale),
  body: `Intro of ${slug}.\n\n## First part ${locale}\n\nText.\n\n### Detail\n\n- item\n\n## Second part\n\n| a | b |\n| - | - |\n| 1 | 2 |`,
});

function signedIn() {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  const me = aUser();
  return mockApi((r) => {
    const locale = String(r.params.locale ?? 'en-US');
    if (r.url === '/api/policies')
      return { status: 200, data: { items: Object.keys(TITLES['en-US']!).map((s) => summary(s, locale)) } };
    const m = /^\/api\/policies\/([\w-]+)$/.exec(r.url);
    if (m?.[1]) return { status: 200, data: page(m[1], locale) };
    return consoleReplies(me)(r);
  });
}

describe('Policy (/tutorial)', () => {
  it('opens the first guide with its table of contents, and another one from the side menu', async () => {
    const api = signedIn();
    const user = userEvent.setup();
    const app = renderApp('/tutorial');
    expect(await screen.findByRole('heading', { level: 3, name: 'Policy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 4, name: 'How to start' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contents of How to start' });
    expect(within(toc).getByRole('link', { name: 'First part en-US' })).toHaveAttribute('href', '#how-to-start-first-part-en-us');
    expect(screen.getByRole('heading', { level: 5, name: 'First part en-US' })).toHaveAttribute(
      'id',
      'how-to-start-first-part-en-us',
    );
    expect(screen.getByRole('heading', { level: 6, name: 'Detail' })).toHaveAttribute('id', 'how-to-start-detail');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText('Last updated: November 20, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Refunds' }));
    expect(await screen.findByRole('heading', { level: 4, name: 'Refunds' })).toBeInTheDocument();
    expect(app.location()).toBe('/tutorial?page=refunds');
    expect(api.sent.some((r) => r.url === '/api/policies/refunds' && r.params.locale === 'en-US')).toBe(true);
  });

  it('follows the console language and a link to one page', async () => {
    const api = signedIn();
    renderApp('/tutorial?page=ioss');
    expect(await screen.findByRole('heading', { level: 4, name: 'IOSS explained' })).toBeInTheDocument();
    await act(() => setLocale('es-ES'));
    expect(await screen.findByRole('heading', { level: 4, name: 'IOSS explicado' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Reembolsos' })).toBeInTheDocument();
    expect(api.sent.some((r) => r.url === '/api/policies/ioss' && r.params.locale === 'es-ES')).toBe(true);
  });
});
