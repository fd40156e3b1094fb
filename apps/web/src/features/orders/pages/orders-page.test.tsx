import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import './orders-page';
import { aStore, anOrder, fakeOrdersApi } from '../test/fake-orders-api';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
/** A table row by a text in it (role queries inside antd's table rows are very slow in the test DOM: text and labels are not). */
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const button = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

const onHold = anOrder('3', {
  status: 'on_hold',
  holdReason: 'unmapped_items',
  itemCount: 2,
  items: [
    { ...anOrder('3').items[0]!, id: '3-i1', title: 'Linen towel 3' },
    {
      id: '3-i2',
      title: 'Bamboo mat',
      variantTitle: 'Blue',
      sku: 'BM-B',
      quantity: 2,
      image: null,
      productId: null,
      variantId: null,
      unitCostCents: null,
      storeUnitPriceMinor: 1299,
      sellerSkuId: null,
      source: null,
    },
  ],
});

describe('Store orders', () => {
  it('shows a tab per status with its count, keeps the tab in the address, and says what holds an order', async () => {
    const user = setup();
    const api = fakeOrdersApi({
      orders: [anOrder('1'), anOrder('2'), onHold, anOrder('4', { status: 'paid', paidAt: '2026-11-21T10:00:00.000Z' })],
    });
    const app = renderApp('/orders?status=awaiting_payment');
    const first = await row('DP-1');
    expect(first).toHaveTextContent('#101');
    expect(first).toHaveTextContent('Lisbon Linen');
    expect(first).toHaveTextContent('Customer 1');
    expect(first).toHaveTextContent('Linen towel 1');
    expect(first).toHaveTextContent('$13.50');
    expect(first).toHaveTextContent('Awaiting payment');
    expect(await within(first).findByText('Dropport Standard')).toBeInTheDocument();
    expect(await within(first).findByText(/Germany/)).toBeInTheDocument();
    expect(screen.queryByText('DP-3')).toBeNull();
    expect(api.calls('GET', '/api/orders').at(-1)!.params).toMatchObject({ source: 'store', status: 'awaiting_payment' });
    await waitFor(() => expect(tab(/Awaiting payment/)).toHaveTextContent('Awaiting payment2'));
    expect(tab(/On hold/)).toHaveTextContent('On hold1');
    expect(tab(/Paid/)).toHaveTextContent('Paid1');
    expect(tab(/Refunded/)).toHaveTextContent('Refunded0');

    await user.click(tab(/On hold/));
    await waitFor(() => expect(app.location()).toBe('/orders?status=on_hold'));
    const held = await row('DP-3');
    expect(held).toHaveTextContent('Some items are not mapped to Dropport products');
    expect(held).toHaveTextContent('+1 more item');
    expect(within(held).getByText('Map items')).toBeInTheDocument();
    // Only awaiting-payment orders can be paid, so no tab but that one offers ticking.
    expect(within(held).queryByLabelText('Select order DP-3')).toBeNull();
  });

  it('sends the search and the filters with the list and the counts, from the address too', async () => {
    const user = setup();
    const api = fakeOrdersApi({
      orders: [
        anOrder('1'),
        anOrder('2', { customerName: 'Ana Souza', store: { id: 'ST2', name: 'Berlin Boards', shopDomain: 'b.myshopify.com' } }),
      ],
      stores: [aStore(), aStore({ id: 'ST2', name: 'Berlin Boards' })],
    });
    const app = renderApp('/orders?status=awaiting_payment&country=DE&from=2026-11-01&to=2026-11-30');
    await row('DP-1');
    expect(api.calls('GET', '/api/orders').at(-1)!.params).toMatchObject({
      status: 'awaiting_payment',
      country: 'DE',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    await user.type(screen.getByLabelText('Search orders'), 'souza{Enter}');
    await waitFor(() => expect(screen.queryByText('DP-1')).toBeNull());
    expect(await row('DP-2')).toHaveTextContent('Ana Souza');
    expect(api.calls('GET', '/api/orders').at(-1)!.params).toMatchObject({ q: 'souza', country: 'DE' });
    expect(api.calls('GET', '/api/orders/counts').at(-1)!.params).toMatchObject({ source: 'store', q: 'souza', country: 'DE' });
    expect(api.calls('GET', '/api/orders/counts').at(-1)!.params).not.toHaveProperty('status');

    await user.click(screen.getByRole('combobox', { name: 'Store' }));
    await user.click((await screen.findAllByTitle('Lisbon Linen')).at(-1)!);
    await waitFor(() => expect(api.calls('GET', '/api/orders').at(-1)!.params).toMatchObject({ storeId: 'ST1', q: 'souza' }));
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(app.location()).toContain('store=ST1');

    await user.click(screen.getAllByText('Clear filters').at(-1)!.closest('button')!);
    await waitFor(() => expect(app.location()).toBe('/orders?status=awaiting_payment'));
    expect(await row('DP-1')).toBeInTheDocument();
  });

  it('narrows to a hold reason from the address (?hold=), says so in a tag, sends it as holdReason and clears it', async () => {
    const user = setup();
    const badAddress = anOrder('5', { status: 'on_hold', holdReason: 'address_invalid' });
    const api = fakeOrdersApi({ orders: [anOrder('1'), onHold, badAddress] });
    const app = renderApp('/orders?status=on_hold&hold=address_invalid');
    expect(await row('DP-5')).toHaveTextContent('The address needs fixing');
    expect(screen.queryByText('DP-3')).toBeNull();
    expect(api.calls('GET', '/api/orders').at(-1)!.params).toMatchObject({ status: 'on_hold', holdReason: 'address_invalid' });
    expect(api.calls('GET', '/api/orders/counts').at(-1)!.params).toMatchObject({ holdReason: 'address_invalid' });
    expect(screen.getByTestId('hold-filter')).toHaveTextContent('On hold: Address to fix');
    await waitFor(() => expect(tab(/On hold/)).toHaveTextContent('On hold1'));
    expect(tab(/Awaiting payment/)).toHaveTextContent('Awaiting payment0');

    await user.click(screen.getByRole('button', { name: 'Show orders held for any reason' }));
    await waitFor(() => expect(app.location()).toBe('/orders?status=on_hold'));
    expect(await row('DP-3')).toBeInTheDocument();
    expect(screen.getByText('DP-5')).toBeInTheDocument();
    expect(screen.queryByTestId('hold-filter')).toBeNull();
    expect(api.calls('GET', '/api/orders').at(-1)!.params).not.toHaveProperty('holdReason');
    expect(api.calls('GET', '/api/orders/counts').at(-1)!.params).not.toHaveProperty('holdReason');
  });

  it('ignores a hold reason it does not know', async () => {
    const api = fakeOrdersApi({ orders: [onHold] });
    renderApp('/orders?status=on_hold&hold=lost_in_space');
    expect(await row('DP-3')).toBeInTheDocument();
    expect(api.calls('GET', '/api/orders').at(-1)!.params).not.toHaveProperty('holdReason');
    expect(screen.queryByTestId('hold-filter')).toBeNull();
  });

  it('pays the ticked orders after showing the sum against the balance, then each result and fresh counts', async () => {
    const user = setup();
    const api = fakeOrdersApi({ orders: [anOrder('1'), anOrder('2')], balanceCents: 2000 });
    renderApp('/orders?status=awaiting_payment');
    await user.click(within(await row('DP-1')).getByLabelText('Select order DP-1'));
    await user.click(within(await row('DP-2')).getByLabelText('Select order DP-2'));
    expect(screen.getByText('Total of the selected orders: $27.00')).toBeInTheDocument();
    await user.click(screen.getByText('Pay selected (2)').closest('button')!);

    const dialog = await dialogTitled('Pay 2 orders');
    expect(within(dialog).getByTestId('pay-sum')).toHaveTextContent('$27.00');
    expect(await within(dialog).findByTestId('pay-balance')).toHaveTextContent('$20.00');
    expect(within(dialog).getByText('Your balance is $7.00 short.')).toBeInTheDocument();
    await user.click(button(dialog, 'Pay $27.00'));

    const results = await within(dialog).findByRole('region', { name: 'Result per order', hidden: true });
    expect(api.calls('POST', '/api/orders/pay')[0]!.body).toEqual({ orderIds: ['1', '2'], idempotencyKey: expect.any(String) });
    expect(within(dialog).getByText('Paid 1 of 2 orders: $13.50.')).toBeInTheDocument();
    expect(within(dialog).getByText('Balance now: $6.50')).toBeInTheDocument();
    const paid = within(results).getByText('DP-1').closest('li') as HTMLElement;
    expect(paid).toHaveTextContent('Paid');
    const refused = within(results).getByText('DP-2').closest('li') as HTMLElement;
    expect(refused).toHaveTextContent('Refused');
    expect(refused).toHaveTextContent('Your balance is too low: 1350 is needed and 650 is available.');

    await user.click(button(dialog, 'Close'));
    await waitFor(() => expect(screen.queryByText('DP-1')).toBeNull());
    await waitFor(() => expect(tab(/Paid/)).toHaveTextContent('Paid1'));
    expect(tab(/Awaiting payment/)).toHaveTextContent('Awaiting payment1');
    expect(screen.getByText('Pay selected (0)').closest('button')).toBeDisabled();
  });

  it('syncs orders now and says how many arrived', async () => {
    const user = setup();
    const api = fakeOrdersApi({ orders: [anOrder('1')] });
    renderApp('/orders?status=awaiting_payment');
    await row('DP-1');
    await user.click(screen.getByText('Sync orders now').closest('button')!);
    expect(await screen.findByText('Synced 1 store: 3 orders received, 1 changed.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/orders/sync')).toHaveLength(1);
  });

  it('says where to start when no store is linked', async () => {
    fakeOrdersApi({ orders: [], stores: [] });
    renderApp('/orders');
    expect(await screen.findByText(/link a store and its orders arrive here/)).toBeInTheDocument();
    expect(screen.getByText('Link a store').closest('a')).toHaveAttribute('href', '/addMyStore');
  });

  it('shows a load failure with a retry', async () => {
    let broken = true;
    fakeOrdersApi({
      orders: [anOrder('1')],
      over: (r) =>
        broken && r.url === '/api/orders'
          ? { status: 429, data: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests; wait a moment.', params: {} } }
          : undefined,
    });
    const user = setup();
    renderApp('/orders?status=awaiting_payment');
    expect(await screen.findByText('Too many requests; wait a moment.')).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByText('Try again').closest('button')!);
    expect(await row('DP-1')).toBeInTheDocument();
  });

  it('narrows to the orders behind a Workplace figure (?paidFrom=&paidTo=&product=), and lets each go', async () => {
    const user = setup();
    const withProduct = (id: string, productId: number, paidAt: string) =>
      anOrder(id, { status: 'paid', paidAt, items: [{ ...anOrder(id).items[0]!, productId }] });
    const api = fakeOrdersApi({
      orders: [
        withProduct('51', 42, '2026-11-03T10:00:00.000Z'),
        withProduct('52', 7, '2026-11-04T10:00:00.000Z'),
        withProduct('53', 42, '2026-10-20T10:00:00.000Z'),
      ],
    });
    const app = renderApp('/orders?status=paid&paidFrom=2026-11-01&paidTo=2026-11-07&product=42');
    expect(await row('DP-51')).toBeInTheDocument();
    expect(screen.queryByText('DP-52')).toBeNull();
    expect(screen.queryByText('DP-53')).toBeNull();
    expect(api.calls('GET', '/api/orders').at(-1)!.params).toMatchObject({
      paidFrom: '2026-11-01',
      paidTo: '2026-11-07',
      productId: 42,
    });
    expect(screen.getByTestId('paid-filter')).toHaveTextContent('Paid Nov 1, 2026 – Nov 7, 2026');
    expect(screen.getByTestId('product-filter')).toHaveTextContent(/With/);
    await user.click(screen.getByLabelText('Show orders of every product'));
    await waitFor(() => expect(app.location()).toBe('/orders?status=paid&paidFrom=2026-11-01&paidTo=2026-11-07'));
    expect(await row('DP-52')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Show orders paid on any day'));
    await waitFor(() => expect(app.location()).toBe('/orders?status=paid'));
    expect(await row('DP-53')).toBeInTheDocument();
  });
});
