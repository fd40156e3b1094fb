import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operations } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aUser, consoleReplies } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const operations = (from: string, to: string): Operations => ({
  from,
  to,
  today: { gmvCents: 12_345, paidOrders: 3, recharges: [] },
  period: {
    gmvCents: 987_654,
    paidOrders: 120,
    recharges: [
      { method: 'bank', count: 2, amountCents: 200_000 },
      { method: 'card', count: 5, amountCents: 50_000 },
    ],
  },
  queues: [
    { queue: 'orders_to_process', count: 4, oldestAt: hoursAgo(5) },
    { queue: 'orders_to_ship', count: 9, oldestAt: hoursAgo(50) },
    { queue: 'orders_on_hold', count: 0, oldestAt: null },
    { queue: 'claims', count: 1, oldestAt: hoursAgo(1) },
    { queue: 'sourcing_requests', count: 0, oldestAt: null },
    { queue: 'bank_transfers', count: 2, oldestAt: hoursAgo(3) },
    { queue: 'withdrawals', count: 0, oldestAt: null },
    { queue: 'inbound_shipments', count: 1, oldestAt: hoursAgo(30) },
  ],
  ledger: { ok: true, problems: 0, checkedAt: hoursAgo(0.05) },
  jobs: { waiting: 1, scheduled: 4, running: 0, retrying: 0, dead: 2, oldestWaitingAt: hoursAgo(0.01) },
  webhooks: { queued: 0, oldestQueuedAt: null, handledLastHour: 12, p95LagMs: 900, maxLagMs: 1200 },
  backup: { everyHours: 24, lastAt: new Date(Date.now() - 3 * 3_600_000).toISOString(), lastBytes: 9_000_000 },
});

describe('Admin → Operations', () => {
  it('shows the sales, each queue with its oldest item and a link to its page, and the health; another period asks again', async () => {
    const admin = aUser({ id: 'u-admin', role: 'admin', email: 'ops@dropport.example' });
    sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: admin.id, token: 't' }));
    const api = mockApi(
      (r) =>
        (r.url === '/api/admin/operations'
          ? { status: 200, data: operations(String(r.params.from), String(r.params.to)) }
          : undefined) ?? consoleReplies(admin)(r),
    );
    renderApp('/admin');
    expect(await screen.findByText('$9,876.54')).toBeInTheDocument();
    expect(screen.getByText('$123.45')).toBeInTheDocument();
    const queues = screen.getByTestId('operations-queues');
    const row = (name: string) => within(queues).getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(within(queues).getByRole('link', { name: 'Orders to ship' })).toHaveAttribute(
      'href',
      '/admin/orders?status=processing',
    );
    expect(row('Orders to ship')).toHaveTextContent('9');
    expect(row('Orders to ship')).toHaveTextContent('2 days');
    expect(row('Orders to process')).toHaveTextContent('5 hr');
    expect(within(queues).getByRole('link', { name: 'Bank transfers to review' })).toHaveAttribute('href', '/admin/recharges');
    const health = screen.getByTestId('operations-health');
    expect(within(health).getByText('Ledger reconciliation').closest('div')).toHaveTextContent('OK');
    // Two dead jobs need a person.
    expect(within(health).getByText('Background jobs').closest('div')).toHaveTextContent('Needs attention');
    expect(health).toHaveTextContent('12 handled in the last hour, p95 0.9 s');
    // A daily backup made 3 hours ago is fine.
    expect(screen.getByTestId('operations-backup')).toHaveTextContent(/^BackupsOKlast one 3 hr ago, database 8\.6 MB$/);
    const today = new Date().toISOString().slice(0, 10);
    expect(api.sent.filter((r) => r.url === '/api/admin/operations').at(-1)?.params.to).toBe(today);
    await userEvent.setup().click(screen.getByText('Last 30 days'));
    await waitFor(() =>
      expect(api.sent.filter((r) => r.url === '/api/admin/operations').at(-1)?.params.from).toBe(
        new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10),
      ),
    );
  });
});
