import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import './orders-page';
import './manual-orders-page';
import { anOrder, fakeOrdersApi } from '../test/fake-orders-api';

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const paid = (id: string, source: 'store' | 'manual' = 'store') =>
  anOrder(id, { source, status: 'paid', paidAt: '2026-11-21T10:00:00.000Z' });

describe('The order lists’ opening tab', () => {
  it('opens /orders where orders wait for the seller, not on an empty "On hold", and an empty tab says where they are', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = fakeOrdersApi({ orders: [anOrder('1'), anOrder('2'), paid('4')] });
    const app = renderApp('/orders');
    expect(await screen.findByText('DP-1')).toBeInTheDocument();
    expect(tab(/Awaiting payment/)).toHaveAttribute('aria-selected', 'true');
    // The empty tab was never asked for.
    expect(api.calls('GET', '/api/orders').map((c) => c.params.status)).toEqual(['awaiting_payment']);

    // A click on the tab it opened on puts that tab in the address.
    await user.click(tab(/Awaiting payment/));
    await waitFor(() => expect(app.location()).toBe('/orders?status=awaiting_payment'));

    await user.click(tab(/On hold/));
    expect(await screen.findByText('No orders are “On hold” right now.')).toBeInTheDocument();
    expect(screen.getByText('Your orders are in other tabs:')).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment (2)').closest('button')).toBeInTheDocument();
    await user.click(screen.getByText('Paid (1)').closest('button')!);
    await waitFor(() => expect(app.location()).toBe('/orders?status=paid'));
    expect(await screen.findByText('DP-4')).toBeInTheDocument();
  });

  it('opens /manualOrders on the first tab holding orders when none waits for the seller', async () => {
    const api = fakeOrdersApi({ orders: [paid('7', 'manual'), anOrder('8')] });
    renderApp('/manualOrders');
    expect(await screen.findByText('DP-7')).toBeInTheDocument();
    expect(tab(/^Paid/)).toHaveAttribute('aria-selected', 'true');
    expect(api.calls('GET', '/api/orders').map((c) => c.params.status)).toEqual(['paid']);
  });
});
