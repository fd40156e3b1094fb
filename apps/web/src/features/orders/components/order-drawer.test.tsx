import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import '../pages/orders-page';
import { anOrder, fakeOrdersApi } from '../test/fake-orders-api';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const button = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;
/** Gone from the screen (antd's fade-out is not waited for: the title leaves with the content). */
const closed = (title: string) => waitFor(() => expect(screen.queryByText(title, { selector: '.ant-modal-title' })).toBeNull());
const drawer = async (orderNo: string) =>
  (await screen.findByText(`Order ${orderNo}`, { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
const section = (scope: HTMLElement, name: string) => within(scope).getByRole('region', { name, hidden: true });

describe('The order drawer', () => {
  it('opens from a notification link, marks the address problems, and saves a fixed address', async () => {
    const user = setup();
    const api = fakeOrdersApi({
      orders: [
        anOrder('5', {
          status: 'on_hold',
          holdReason: 'address_invalid',
          addressProblems: ['postal_code_invalid'],
          address: { ...anOrder('5').address!, postalCode: '999' },
        }),
      ],
    });
    const app = renderApp('/orders?id=5');
    const panel = await drawer('DP-5');
    const address = section(panel, 'Shipping address');
    expect(within(address).getByText('The address check found 1 problem.')).toBeInTheDocument();
    expect(within(address).getByText('Postal code').closest('tr')).toHaveTextContent(
      '999The postal code does not fit the country.',
    );
    expect(within(address).getByText('City').closest('tr')).toHaveTextContent('Berlin');
    expect(within(panel).getByText('The address needs fixing')).toBeInTheDocument();

    await user.click(button(address, 'Edit address'));
    const dialog = await dialogTitled('Edit the address of DP-5');
    expect(within(dialog).getByText('The postal code does not fit the country.')).toBeInTheDocument();
    const postal = within(dialog).getByLabelText('Postal code');
    await user.clear(postal);
    await user.type(postal, ' 10115 ');
    await user.click(button(dialog, 'Save address'));
    await waitFor(() => expect(api.calls('PATCH', '/api/orders/5')).toHaveLength(1));
    expect(api.calls('PATCH', '/api/orders/5')[0]!.body).toEqual({
      address: {
        name: 'Customer 5',
        company: null,
        address1: 'Hauptstraße 1',
        address2: null,
        city: 'Berlin',
        province: null,
        provinceCode: null,
        postalCode: '10115',
        countryCode: 'DE',
        phone: '+49 30 1234567',
      },
    });
    await closed('Edit the address of DP-5');
    expect(await within(panel).findByText('Address changed')).toBeInTheDocument();
    expect(within(section(panel, 'Shipping address')).queryByText(/problem/)).toBeNull();

    await user.click(panel.querySelector('.ant-drawer-close') as HTMLElement);
    await waitFor(() => expect(app.location()).toBe('/orders'));
  });

  it('maps an unmapped line from the row’s "Map items", and the order leaves hold', async () => {
    const user = setup();
    const api = fakeOrdersApi({
      orders: [
        anOrder('3', {
          status: 'on_hold',
          holdReason: 'unmapped_items',
          items: [{ ...anOrder('3').items[0]!, title: 'Bamboo mat', variantId: null, productId: null, unitCostCents: null }],
        }),
      ],
    });
    renderApp('/orders?status=on_hold');
    await user.click(within(await row('DP-3')).getByText('Map items'));
    const dialog = await dialogTitled('Map “Bamboo mat”');
    expect(within(dialog).getByText('Find it in the market').closest('a')).toHaveAttribute('href', '/allProducts');
    await user.click(button(dialog, 'Map item'));
    expect(await within(dialog).findByText('Enter a variant ID.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Dropport variant ID'), '4242');
    await user.click(button(dialog, 'Map item'));
    await waitFor(() => expect(api.calls('POST', '/api/orders/3/map')).toHaveLength(1));
    expect(api.calls('POST', '/api/orders/3/map')[0]!.body).toEqual({ itemId: '3-i1', variantId: 4242 });
    await closed('Map “Bamboo mat”');
    const panel = await drawer('DP-3');
    expect(await within(section(panel, 'Items')).findByText('Dropport variant 4242')).toBeInTheDocument();
    expect(within(panel).getAllByText('Awaiting payment').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByText('DP-3', { selector: 'tr *' })).toBeNull());
  });

  it('changes the shipping method and pays one order from the drawer', async () => {
    const user = setup();
    const api = fakeOrdersApi({ orders: [anOrder('1')], balanceCents: 5000 });
    renderApp('/orders?status=awaiting_payment&id=1');
    const panel = await drawer('DP-1');
    await user.click(within(panel).getByRole('combobox', { name: 'Shipping method', hidden: true }));
    await user.click((await screen.findAllByTitle('Dropport Express · $9.00 · 3–5 days')).at(-1)!);
    await waitFor(() => expect(api.calls('PATCH', '/api/orders/1')[0]?.body).toEqual({ shippingMethodCode: 'EXP' }));

    await user.click(button(panel, 'Pay'));
    const dialog = await dialogTitled('Pay 1 order');
    expect(await within(dialog).findByTestId('pay-balance')).toHaveTextContent('$50.00');
    await user.click(button(dialog, 'Pay $13.50'));
    expect(await within(dialog).findByText('Paid 1 of 1 orders: $13.50.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/orders/pay')[0]!.body).toEqual({ orderIds: ['1'], idempotencyKey: expect.any(String) });
    await user.click(button(dialog, 'Close'));
    expect(await within(section(panel, 'History')).findByText('Paid from the balance')).toBeInTheDocument();
    expect(within(panel).queryByText('Pay', { selector: 'button *' })).toBeNull();
  });

  it('cancels a paid order with a reason, saying the money goes back to the balance', async () => {
    const user = setup();
    const api = fakeOrdersApi({
      orders: [
        anOrder('4', {
          status: 'paid',
          paidAt: '2026-11-21T10:00:00.000Z',
          invoiceId: 'INV-9',
          iossNumber: 'IM2760000000',
        }),
      ],
    });
    renderApp('/orders?status=paid&id=4');
    const panel = await drawer('DP-4');
    const costs = section(panel, 'Costs');
    expect(within(costs).getByText('Products').closest('tr')).toHaveTextContent('$10.00');
    expect(within(costs).getByText('Shipping').closest('tr')).toHaveTextContent('$3.00');
    expect(within(costs).getByText('Praise card').closest('tr')).toHaveTextContent('$0.50');
    expect(within(costs).getByText('Total to pay').closest('tr')).toHaveTextContent('$13.50');
    expect(within(costs).getByText('IOSS number').closest('tr')).toHaveTextContent('IM2760000000');
    expect(within(panel).getByText('Invoice').closest('button')).toBeEnabled();

    await user.click(button(panel, 'Cancel order'));
    const dialog = await dialogTitled('Cancel order DP-4?');
    expect(dialog).toHaveTextContent('This order is paid: cancelling refunds $13.50 to your balance, and it will not ship.');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Customer changed their mind');
    await user.click(button(dialog, 'Cancel order'));
    await waitFor(() => expect(api.calls('POST', '/api/orders/4/cancel')).toHaveLength(1));
    expect(api.calls('POST', '/api/orders/4/cancel')[0]!.body).toEqual({ reason: 'Customer changed their mind' });
    await closed('Cancel order DP-4?');
    const history = section(panel, 'History');
    expect(await within(history).findByText('Refunded to the balance')).toBeInTheDocument();
    expect(within(history).getByText('Customer changed their mind')).toBeInTheDocument();
    expect(within(history).getByText(/You \(sam@shop\.example\)/)).toBeInTheDocument();
    expect(within(section(panel, 'Costs')).getByText('Refunded to your balance').closest('tr')).toHaveTextContent('$13.50');
    expect(within(panel).queryByText('Cancel order', { selector: 'button *' })).toBeNull();
  });
});
