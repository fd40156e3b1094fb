import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultMenuLayout, menuLayoutProblem, type MenuLayout, type MenuLayoutUpdate } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const admin = aUser({ id: 'u-admin', role: 'admin', email: 'ops@dropport.example' });

/** The admin console with a server that keeps the layout it is sent (refusing what the contracts refuse). */
function withServer() {
  let saved: MenuLayout = { entries: defaultMenuLayout(), isDefault: true, updatedAt: null, updatedBy: null };
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: admin.id, token: 't' }));
  const api = mockApi((r) => {
    if (r.url !== '/api/admin/menu') return consoleReplies(admin)(r);
    if (r.method === 'PUT') {
      const body = r.body as MenuLayoutUpdate;
      const problem = menuLayoutProblem(body.entries);
      if (problem) return { status: 400, data: { code: problem.code, message: 'refused', params: problem.params } };
      saved = { entries: body.entries, isDefault: false, updatedAt: '2026-11-29T09:00:00.000Z', updatedBy: admin.email };
    }
    if (r.method === 'DELETE') saved = { entries: defaultMenuLayout(), isDefault: true, updatedAt: null, updatedBy: null };
    return { status: 200, data: saved };
  });
  return { api, saved: () => saved };
}

const previewNames = () =>
  within(screen.getByRole('menu', { name: 'Menu preview' }))
    .getAllByRole('menuitem')
    .map((i) => i.textContent?.trim());

describe('Admin → Menu', () => {
  it('reorders and hides entries with a preview per role, then saves the layout once', async () => {
    const user = userEvent.setup();
    const server = withServer();
    renderApp('/admin/menu');

    expect(await screen.findByText('The default menu')).toBeInTheDocument();
    expect(previewNames().slice(0, 3)).toEqual(['Home', 'Market', 'Import List']);
    expect(previewNames()).not.toContain('Admin');

    await user.click(screen.getByRole('button', { name: 'Move Market up' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show Policy to sellers' }));
    expect(previewNames().slice(0, 2)).toEqual(['Market', 'Home']);
    expect(previewNames()).not.toContain('Policy');
    // Admin pages are never shown to sellers, and the way back to this page stays with the admins.
    expect(screen.getByRole('checkbox', { name: 'Show Audit log to sellers' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Show Menu to admins' })).toBeDisabled();

    await user.click(screen.getByText('As an admin'));
    expect(previewNames()).toEqual(expect.arrayContaining(['Policy', 'Admin']));

    await user.type(screen.getByRole('textbox', { name: 'Reason (kept in the audit log)' }), 'Market first');
    const save = screen.getByRole('button', { name: 'Save menu' });
    await user.dblClick(save);
    expect(await screen.findByText('Saved by ops@dropport.example')).toBeInTheDocument();
    const puts = server.api.sent.filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({ reason: 'Market first' });
    const entries = server.saved().entries;
    expect(entries.slice(0, 2).map((e) => e.name)).toEqual(['Market', 'Home']);
    expect(entries.find((e) => e.name === 'Tutorial')?.roles).toEqual(['admin']);
    expect(screen.getByRole('button', { name: 'Save menu' })).toBeDisabled();
  });

  it('goes back to the default menu after asking', async () => {
    const user = userEvent.setup();
    const server = withServer();
    renderApp('/admin/menu');
    await user.click(await screen.findByRole('button', { name: 'Move Market up' }));
    await user.click(screen.getByRole('button', { name: 'Save menu' }));
    expect(await screen.findByText('Saved by ops@dropport.example')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to default' }));
    const ask = await screen.findByText('Go back to the default menu for everyone?');
    await user.click(within(ask.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Back to default' }));
    expect(await screen.findByText('The default menu')).toBeInTheDocument();
    expect(server.api.sent.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(previewNames().slice(0, 2)).toEqual(['Home', 'Market']);
  });
});
