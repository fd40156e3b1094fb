import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import './shipped-orders-page';
import { anOrder, fakeOrdersApi } from '../test/fake-orders-api';

const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const drawer = async (orderNo: string) =>
  (await screen.findByText(`Order ${orderNo}`, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;

const shipped = anOrder('7', {
  status: 'shipped',
  paidAt: '2026-11-21T10:00:00.000Z',
  shippedAt: '2026-11-22T08:00:00.000Z',
  carrier: 'PostNL',
  trackingNumber: 'LX123456789NL',
  trackingUrl: 'https://track.example/LX123456789NL',
  fulfillmentSync: 'sent',
  checkpoints: [
    { id: 'c1', at: '2026-11-22T09:00:00.000Z', location: 'Shenzhen', description: 'Accepted by the carrier' },
    { id: 'c2', at: '2026-11-24T15:00:00.000Z', location: 'Amsterdam', description: 'Arrived in the destination country' },
  ],
});

describe('Shipped store orders', () => {
  it('lists shipped and delivered orders with carrier and tracking, narrows to one state, and opens the tracking', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = fakeOrdersApi({
      orders: [
        shipped,
        anOrder('8', { status: 'delivered', carrier: 'DHL', trackingNumber: 'JD0001', shippedAt: '2026-11-20T08:00:00.000Z' }),
        anOrder('1'),
      ],
    });
    const app = renderApp('/orders/shipped');
    const first = await row('DP-7');
    expect(first).toHaveTextContent('PostNL');
    expect(first).toHaveTextContent('LX123456789NL');
    expect(first).toHaveTextContent('Shipped');
    expect(await row('DP-8')).toHaveTextContent('Delivered');
    expect(screen.queryByText('DP-1')).toBeNull();
    expect(api.calls('GET', '/api/orders')[0]!.params).toMatchObject({ source: 'store', status: 'shipped,delivered' });
    expect(await screen.findByText('All 2')).toBeInTheDocument();

    await user.click(screen.getByText('Delivered 1'));
    await waitFor(() => expect(app.location()).toBe('/orders/shipped?status=delivered'));
    await waitFor(() => expect(screen.queryByText('DP-7')).toBeNull());
    expect(api.calls('GET', '/api/orders').at(-1)!.params).toMatchObject({ status: 'delivered' });

    await user.click(screen.getByText('All 2'));
    await user.click(within(await row('DP-7')).getByText('DP-7'));
    const panel = await drawer('DP-7');
    const tracking = within(panel).getByRole('region', { name: 'Tracking', hidden: true });
    expect(within(tracking).getByText('Carrier').closest('tr')).toHaveTextContent('PostNL');
    expect(within(tracking).getByText('Track the parcel').closest('a')).toHaveAttribute(
      'href',
      'https://track.example/LX123456789NL',
    );
    expect(within(tracking).getByText('In your store').closest('tr')).toHaveTextContent('Tracking in store');
    const steps = within(tracking).getAllByText(/Accepted by the carrier|Arrived in the destination country/);
    expect(steps.map((s) => s.textContent)).toEqual(['Arrived in the destination country', 'Accepted by the carrier']);
    expect(within(tracking).getByText(/Amsterdam/)).toBeInTheDocument();
    expect(app.location()).toBe('/orders/shipped?id=7');
  });

  it('says when nothing has shipped yet', async () => {
    fakeOrdersApi({ orders: [anOrder('1')] });
    renderApp('/orders/shipped');
    expect(await screen.findByText('No orders have shipped yet.')).toBeInTheDocument();
  });
});
