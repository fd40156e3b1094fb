import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import './manual-shipped-orders-page';
import { anOrder, fakeOrdersApi } from '../test/fake-orders-api';

describe('Shipped manual orders', () => {
  it('lists only the manual orders on their way or delivered', async () => {
    const api = fakeOrdersApi({
      orders: [
        anOrder('5', { source: 'manual', store: null, status: 'shipped', carrier: 'PostNL', trackingNumber: 'LX5' }),
        anOrder('6', { status: 'shipped', carrier: 'DHL', trackingNumber: 'JD6' }),
      ],
    });
    renderApp('/manualOrders/shipped');
    expect(await screen.findByText('Shipped', { selector: 'h3' })).toBeInTheDocument();
    expect((await screen.findByText('DP-5')).closest('tr')).toHaveTextContent('LX5');
    expect(screen.queryByText('DP-6')).toBeNull();
    expect(api.calls('GET', '/api/orders')[0]!.params).toMatchObject({ source: 'manual', status: 'shipped,delivered' });
    expect(screen.getByText('Orders to handle').closest('a')).toHaveAttribute('href', '/manualOrders');
  });
});
