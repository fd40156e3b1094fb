import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPrivacyView, DataExport } from '@dropport/contracts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { aClosingCheck, aDataExport, notSettledOneOrder } from '@/test/fixtures';
import { mockApi, type Reply, type SentRequest } from '@/test/mock-api';
import { AdminPrivacyCard } from './admin-privacy-card';

const VIEW = '/api/admin/users/u-42/privacy';

const settled = aClosingCheck();

const ready = aDataExport({ bytes: 20_480 });

function aView(overrides: Partial<AdminPrivacyView> = {}): AdminPrivacyView {
  return { exports: [], closing: settled, closedAt: null, eraseAfter: null, erasedAt: null, ...overrides };
}

/** The card on a page of its own, over a fake of the admin's privacy API (`state` is what the view answers). */
function renderCard(state: { view: AdminPrivacyView }, more: (r: SentRequest) => Reply | undefined = () => undefined) {
  const api = mockApi((r) =>
    r.method === 'GET' && r.url === VIEW ? { status: 200, data: structuredClone(state.view) } : more(r),
  );
  const router = createMemoryRouter([{ path: '/', element: <AdminPrivacyCard userId="u-42" /> }]);
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...api, posts: (url: string) => api.sent.filter((r) => r.method === 'POST' && r.url === url) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the admin's Privacy card on a user's page", () => {
  it("shows where closing stands, the seller's blockers, and downloads an export from the admin's address", async () => {
    const state = {
      view: aView({
        exports: [ready],
        closing: { ...settled, balanceCents: 4530, openOrders: 1, blockers: ['balance', 'orders'] },
        closedAt: '2026-03-02T10:00:00.000Z',
        eraseAfter: '2026-04-01T10:00:00.000Z',
      }),
    };
    const api = renderCard(state, (r) =>
      r.url === '/api/admin/privacy/exports/x1/download' ? { status: 200, data: new Blob(['PK']) } : undefined,
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();

    expect(await screen.findByText('The account cannot be closed or erased yet:')).toBeInTheDocument();
    expect(screen.getByText('Closed on')).toBeInTheDocument();
    expect(screen.getByText('Erasure due')).toBeInTheDocument();
    const blockers = screen.getByRole('list', { name: 'What keeps the account open' });
    expect(blockers).toHaveTextContent('Wallet balance$45.30');
    expect(within(blockers).getByRole('link', { name: 'Open the wallet' })).toHaveAttribute('href', '/admin/wallets/u-42');
    expect(blockers).toHaveTextContent('Open orders1 order');
    expect(screen.getByRole('button', { name: 'Erase personal data' })).toBeDisabled();

    await user.click(within(screen.getByRole('list', { name: 'Data exports' })).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.sent.filter((r) => r.url === '/api/admin/privacy/exports/x1/download')).toHaveLength(1);
    // No name in the answer: the day it was asked for.
    expect(clicked[0]?.download).toBe('dropport-data-2026-03-01.zip');
  });

  it("exports the user's data with the reason, which must say something", async () => {
    const state = { view: aView() };
    const url = '/api/admin/users/u-42/privacy/exports';
    const api = renderCard(state, (r) => {
      if (r.url !== url) return undefined;
      const queued: DataExport = {
        ...ready,
        id: 'x2',
        status: 'queued',
        progress: 0,
        bytes: null,
        expiresAt: null,
        requestedBy: 'admin',
      };
      state.view = { ...state.view, exports: [queued] };
      return { status: 202, data: queued };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export user data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export user data' });
    await user.type(within(dialog).getByLabelText('Reason'), ' a ');
    await user.click(within(dialog).getByRole('button', { name: 'Export user data' }));
    expect(await within(dialog).findByText('Give the reason (at least 3 characters).')).toBeInTheDocument();
    expect(api.posts(url)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), 'Asked by email, ticket 42');
    await user.click(within(dialog).getByRole('button', { name: 'Export user data' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Export user data' })).not.toBeInTheDocument());
    expect(api.posts(url).map((r) => r.body)).toEqual([{ reason: 'Asked by email, ticket 42' }]);
    expect(await screen.findByLabelText('Preparing: 0%')).toBeInTheDocument();
    expect(screen.getByText('Asked for by an admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export user data' })).toBeDisabled();
  });

  it('erases with the reason and a tick, and shows the refusal while the account is not settled', async () => {
    const state = { view: aView() };
    const url = '/api/admin/users/u-42/privacy/erase';
    const message = notSettledOneOrder.data.message;
    let attempts = 0;
    const api = renderCard(state, (r) => {
      if (r.url !== url) return undefined;
      attempts += 1;
      if (attempts === 1) {
        return notSettledOneOrder;
      }
      state.view = { ...state.view, closedAt: '2026-03-02T10:00:00.000Z', erasedAt: '2026-03-02T10:00:00.000Z' };
      return { status: 200, data: { erasedAt: '2026-03-02T10:00:00.000Z' } };
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Right to erasure, ticket 43');
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByText('Tick the box to confirm.')).toBeInTheDocument();
    expect(api.posts(url)).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Erase personal data' })).not.toBeInTheDocument());
    expect(api.posts(url).map((r) => r.body)).toEqual([
      { reason: 'Right to erasure, ticket 43' },
      { reason: 'Right to erasure, ticket 43' },
    ]);
    expect(await screen.findByText('Erased')).toBeInTheDocument();
    expect(screen.getByText('Personal data erased on')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erase personal data' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export user data' })).toBeDisabled();
  });
});
