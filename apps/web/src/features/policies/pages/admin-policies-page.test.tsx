import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PolicyPage } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const page = (slug: string, locale: string, over: Partial<PolicyPage> = {}): PolicyPage => ({
  slug: slug as PolicyPage['slug'],
  kind: 'guide',
  locale: locale as PolicyPage['locale'],
  title: `${slug} ${locale}`,
  body: '## Old part\n\nOld text.',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function asAdmin(put: (body: Record<string, unknown>) => { status: number; data: unknown }) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-admin', token: 't' }));
  const me = aUser({ id: 'u-admin', role: 'admin' });
  return mockApi((r) => {
    if (r.method === 'PUT') return put(r.body);
    if (r.url === '/api/policies') return { status: 200, data: { items: [] } };
    const m = /^\/api\/policies\/([\w-]+)$/.exec(r.url);
    if (m?.[1]) return { status: 200, data: page(m[1], String(r.params.locale)) };
    return consoleReplies(me)(r);
  });
}

describe('Admin → Policies', () => {
  it('previews the Markdown as typed, checks it, and saves the page in the language chosen', async () => {
    const api = asAdmin((body) => ({
      status: 200,
      data: page('how-to-start', 'es-ES', { title: String(body.title), body: String(body.body) }),
    }));
    const user = userEvent.setup();
    renderApp('/admin/policies');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('how-to-start en-US');

    // antd's segmented control takes the click on its label (the radio itself ignores the pointer).
    await user.click(screen.getByRole('radio', { name: 'Español' }).closest('label')!);
    expect(await screen.findByDisplayValue('how-to-start es-ES')).toBeInTheDocument();

    const text = screen.getByLabelText('Text (Markdown)');
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The text cannot be empty.')).toBeInTheDocument();
    expect(api.sent.some((r) => r.method === 'PUT')).toBe(false);

    await user.type(text, '## Nuevo plazo{enter}{enter}Salen en 24 horas.');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Nuevo plazo' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Nuevo plazo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The page is saved: readers see it now.')).toBeInTheDocument();
    const put = api.sent.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/admin/policies/how-to-start/es-ES');
    expect(put?.body).toEqual({ title: 'how-to-start es-ES', body: '## Nuevo plazo\n\nSalen en 24 horas.' });
  });

  it('asks before a page or language switch throws away unsaved changes', async () => {
    asAdmin(() => ({ status: 500, data: {} }));
    const user = userEvent.setup();
    renderApp('/admin/policies');
    const title = await screen.findByLabelText('Title');
    await user.type(title, ' (draft)');
    const spanish = screen.getByRole('radio', { name: 'Español' }).closest('label')!;

    const prompts = () => screen.queryAllByText('The changes to this page are not saved.').length;
    await user.click(spanish);
    await waitFor(() => expect(prompts()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Title')).toHaveValue('how-to-start en-US (draft)');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await waitFor(() => expect(prompts()).toBe(0));

    await user.click(spanish);
    await waitFor(() => expect(prompts()).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByDisplayValue('how-to-start es-ES')).toBeInTheDocument();
    // The fresh page has no changes: switching back asks nothing.
    await user.click(screen.getByRole('radio', { name: 'English' }).closest('label')!);
    expect(await screen.findByDisplayValue('how-to-start en-US')).toBeInTheDocument();
    expect(prompts()).toBe(0);
  });

  it("shows the server's refusal in the form", async () => {
    asAdmin(() => ({ status: 403, data: { code: 'FORBIDDEN', message: 'You may not do this.', params: {} } }));
    const user = userEvent.setup();
    renderApp('/admin/policies');
    await screen.findByLabelText('Title');
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not do this.');
  });
});
