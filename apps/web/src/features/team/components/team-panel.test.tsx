import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamList, TeamMember } from '@dropport/contracts';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const member = (over: Partial<TeamMember> = {}): TeamMember => ({
  id: 'm-1',
  email: 'ana@shop.com',
  name: 'Ana',
  status: 'active',
  role: 'order_processor',
  permissions: ['market', 'orders.view', 'orders.edit', 'orders.pay'],
  storeIds: null,
  invitedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  acceptedAt: '2026-11-02T10:00:00.000Z',
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function signIn() {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
}

describe('My Account → Team', () => {
  it('lists the team, invites with a custom role (one permission at least), and removes a member', async () => {
    signIn();
    const me = aUser();
    let team: TeamList = { items: [member()] };
    const api = mockApi((r) => {
      if (r.url === '/api/team' && r.method === 'GET') return { status: 200, data: team };
      if (r.url === '/api/team/activity') return { status: 200, data: { items: [] } };
      if (r.url === '/api/stores') return { status: 200, data: { items: [] } };
      if (r.url === '/api/team/invitations') {
        const invited = member({ id: 'm-2', email: String(r.body.email), name: null, status: 'invited', role: 'custom' });
        team = { items: [...team.items, invited] };
        return { status: 201, data: invited };
      }
      if (r.url === '/api/team/members/m-1' && r.method === 'DELETE') {
        team = { items: team.items.filter((m) => m.id !== 'm-1') };
        return { status: 200, data: team };
      }
      return consoleReplies(me)(r);
    });
    const user = userEvent.setup();
    renderApp('/myAccount?tab=team');
    const row = (await screen.findByText('Ana')).closest('tr')!;
    expect(row).toHaveTextContent('Order processor');
    expect(row).toHaveTextContent('Active');

    await user.click(screen.getByRole('button', { name: 'Invite a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' });
    await user.type(within(dialog).getByLabelText('Email'), 'bo@shop.com');
    await user.click(within(dialog).getByLabelText('Role'));
    await user.click(await screen.findByTitle('Custom'));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Choose at least one permission.')).toBeInTheDocument();
    expect(api.sent.some((r) => r.url === '/api/team/invitations')).toBe(false);
    // What stays with the owner is the owner's to give: here, the owner is signed in.
    await user.click(within(dialog).getByLabelText('See orders'));
    await user.click(within(dialog).getByLabelText('Withdraw commissions'));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a team member' })).not.toBeInTheDocument());
    const sent = api.sent.find((r) => r.url === '/api/team/invitations')!;
    expect(sent.body).toEqual({ email: 'bo@shop.com', role: 'custom', permissions: ['orders.view', 'withdraw'], storeIds: null });
    expect(await screen.findByText('bo@shop.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove ana@shop.com' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Ana')).not.toBeInTheDocument());
    expect(api.sent.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/team/members/m-1']);
  });

  it('shows a member acting for a team only what their role grants: menu, pages and the Team tab', async () => {
    signIn();
    const me = aUser({
      actingFor: {
        id: 'u-owner',
        email: 'owner@shop.com',
        name: 'Owner Shop',
        role: 'order_processor',
        permissions: ['market', 'orders.view', 'orders.edit', 'orders.pay'],
        storeIds: null,
      },
    });
    mockApi((r) => consoleReplies(me)(r));
    renderApp('/myAccount?tab=team');
    // No Team tab for a member without the team permission: the profile opens instead.
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Team' })).not.toBeInTheDocument();
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Orders')).toBeInTheDocument();
    expect(within(menu).queryByText('Balance')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Recommend')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Setting')).not.toBeInTheDocument();
    expect(screen.getByTestId('navbar-acting-for')).toHaveTextContent('for Owner Shop');
  });
});
