import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import '../pages/orders-page';
import { anOrder, fakeOrdersApi } from '../test/fake-orders-api';

describe('Paying from the dialog', () => {
  it('sends one keyed request however often Pay is clicked, keeps Pay busy while it runs, and reports it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let release: () => void = () => undefined;
    const payHold = new Promise<void>((r) => (release = r));
    const api = fakeOrdersApi({ orders: [anOrder('1')], balanceCents: 5000, payHold });
    renderApp('/orders?status=awaiting_payment&id=1');
    const panel = (await screen.findByText('Order DP-1', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    await user.click(within(panel).getByText('Pay').closest('button')!);
    const dialog = (await screen.findByText('Pay 1 order', { selector: '.ant-modal-title' })).closest(
      '[role=dialog]',
    ) as HTMLElement;
    expect(await within(dialog).findByTestId('pay-balance')).toHaveTextContent('$50.00');
    const payButton = within(dialog).getByText('Pay $13.50').closest('button')!;
    await user.dblClick(payButton);
    await user.click(payButton);
    await waitFor(() => expect(payButton).toHaveClass('ant-btn-loading'));
    expect(within(dialog).getByText('Not now').closest('button')).toBeDisabled();
    expect(api.calls('POST', '/api/orders/pay')).toHaveLength(1);
    expect(api.calls('POST', '/api/orders/pay')[0]!.body).toEqual({
      orderIds: ['1'],
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });

    release();
    expect(await within(dialog).findByText('Paid 1 of 1 orders: $13.50.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Already paid')).toBeNull();
    expect(api.calls('POST', '/api/orders/pay')).toHaveLength(1);
  });
});
