import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WorkplaceTodo } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { aDashboard, aUser, aWorkplaceTodo, consoleReplies } from '@/test/fixtures';
import { mockApi, type Reply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signedInAs(emailVerified: boolean) {
  sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
  return aUser({ emailVerified });
}

/** The workplace with these to-dos; `todo` may also be a reply of its own (a failure). */
function openWorkplace(todo: WorkplaceTodo | (() => Reply), emailVerified = true) {
  const me = signedInAs(emailVerified);
  const replies = consoleReplies(me, aDashboard({ emailVerified }), typeof todo === 'function' ? undefined : todo);
  const api = mockApi((r) => (r.url === '/api/dashboard/todo' && typeof todo === 'function' ? todo() : replies(r)));
  renderApp('/dashboard/workplace');
  return api;
}

const todoList = () => screen.findByRole('list', { name: 'To do' });
const linkOf = (scope: HTMLElement, name: string | RegExp) => within(scope).getByRole('link', { name }).getAttribute('href');

describe('the workplace’s to-do block', () => {
  it('shows each thing that waits, with its count, linking to the page that shows it, and leaves out the zeros', async () => {
    const api = openWorkplace(
      aWorkplaceTodo({
        onHold: [
          { source: 'store', reason: 'unmapped_items', count: 2 },
          { source: 'store', reason: 'address_invalid', count: 0 },
          { source: 'manual', reason: 'address_invalid', count: 1 },
          { source: 'store', reason: null, count: 1 },
        ],
        awaitingPayment: { count: 3, totalCents: 12_000, balanceCents: 8_000, shortCents: 4_000 },
        failedPushes: 1,
        syncProblems: 2,
        lowStock: 4,
        ticketsAwaitingReply: 1,
        commissionAvailableCents: 2_550,
        emailVerified: false,
      }),
      false,
    );
    const list = await todoList();
    expect(linkOf(list, '3 orders to pay, $120.00')).toBe('/orders?status=awaiting_payment');
    expect(screen.getByTestId('todo-balance')).toHaveTextContent('Your balance: $80.00');
    expect(screen.getByTestId('todo-balance').querySelector('a')?.getAttribute('href')).toBe('/balance');
    expect(linkOf(list, 'Recharge the difference ($40.00)')).toBe('/balance/recharge?amount=4000');
    expect(linkOf(list, '2 store orders on hold: items to map')).toBe('/orders?status=on_hold&hold=unmapped_items');
    expect(linkOf(list, '1 manual order on hold: address to fix')).toBe('/manualOrders?status=on_hold&hold=address_invalid');
    expect(linkOf(list, '1 store order on hold')).toBe('/orders?status=on_hold');
    expect(within(list).queryByText(/store orders? on hold: address to fix/)).toBeNull();
    expect(linkOf(list, '1 product failed to push to your store')).toBe('/myProducts?status=failed');
    expect(linkOf(list, '2 listed products with a sync problem')).toBe('/myProducts');
    expect(linkOf(list, '4 SKUs low on stock')).toBe('/myCloudWarehouse?tab=inventory&low=1');
    expect(linkOf(list, '1 support ticket waits for your reply')).toBe('/home/support-ticket?status=awaiting_seller');
    expect(linkOf(list, '$25.50 of commission to withdraw')).toBe('/recommend/withdraw');
    expect(linkOf(list, 'Verify your email address to recharge and pay')).toBe('/myAccount');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByText('All done: nothing waits on you')).toBeNull();
    expect(api.sent.filter((r) => r.url === '/api/dashboard/todo')).toHaveLength(1);
  });

  it('offers no recharge when the balance covers the orders to pay, and hides every item at zero', async () => {
    openWorkplace(
      aWorkplaceTodo({
        onHold: [{ source: 'manual', reason: 'stock_short', count: 0 }],
        awaitingPayment: { count: 1, totalCents: 1_350, balanceCents: 5_000, shortCents: 0 },
      }),
    );
    const list = await todoList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(linkOf(list, '1 order to pay, $13.50')).toBe('/orders?status=awaiting_payment');
    expect(within(list).queryByText(/Recharge the difference/)).toBeNull();
    expect(within(list).queryByText(/on hold/)).toBeNull();
  });

  it('says all is done when nothing waits', async () => {
    openWorkplace(aWorkplaceTodo());
    expect(await screen.findByText('All done: nothing waits on you')).toBeInTheDocument();
    // The balance stays in sight with nothing to pay.
    expect(screen.getByTestId('todo-balance')).toHaveTextContent(/Your balance: \$/);
    expect(screen.queryByRole('list', { name: 'To do' })).toBeNull();
  });

  it('says so when the to-dos cannot be loaded, and tries again on request', async () => {
    let fail = true;
    openWorkplace(() =>
      fail
        ? { status: 500, data: { code: 'INTERNAL', message: 'Broken on our side.', params: {} } }
        : { status: 200, data: aWorkplaceTodo({ lowStock: 1 }) },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Your to-dos could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(linkOf(await todoList(), '1 SKU low on stock')).toBe('/myCloudWarehouse?tab=inventory&low=1');
  });
});
