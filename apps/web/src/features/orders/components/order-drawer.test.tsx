import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aRow } from '@/features/cloud-warehouse/test/fake-cloud-warehouse';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import '../pages/orders-page';
import { aStockSource, anOrder, fakeOrdersApi } from '../test/fake-orders-api';

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

  it('maps an unmapped line to one of your own products in the cloud warehouse', async () => {
    const user = setup();
    const cup = { skuId: 'sku-own', sku: 'MY-CUP', name: 'Ceramic cup', own: true, variantId: null, productId: null };
    const api = fakeOrdersApi({
      orders: [
        anOrder('3', {
          status: 'on_hold',
          holdReason: 'unmapped_items',
          items: [{ ...anOrder('3').items[0]!, title: 'Mug', variantId: null, productId: null, unitCostCents: null }],
        }),
      ],
      inventory: [
        aRow(),
        aRow({ ...cup, warehouseCode: 'US1', warehouseName: 'Los Angeles', available: 12 }),
        aRow({ ...cup, warehouseCode: 'DE1', warehouseName: 'Berlin', available: 3 }),
        aRow({ skuId: 'sku-plate', sku: 'MY-PLATE', name: 'Stoneware plate', own: true, variantId: null, available: 1 }),
      ],
    });
    renderApp('/orders?status=on_hold');
    await user.click(within(await row('DP-3')).getByText('Map items'));
    const dialog = await dialogTitled('Map “Mug”');
    await user.click(within(dialog).getByLabelText('One of my own products (cloud warehouse)'));
    await user.click(button(dialog, 'Map item'));
    expect(await within(dialog).findByText('Choose one of your products.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/orders/3/map')).toHaveLength(0);

    const select = await within(dialog).findByLabelText('Your product');
    await user.click(select);
    // One entry per product, its units per warehouse; the catalogue's SKUs are not the seller's own products.
    expect((await screen.findAllByTitle('MY-PLATE · Stoneware plate · US1: 1 available')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle(/DP000042-01/)).toBeNull();
    await user.type(select, 'cup');
    await waitFor(() => expect(api.calls('GET', '/api/cloud-warehouse/inventory').at(-1)!.params).toMatchObject({ q: 'cup' }));
    await waitFor(() => expect(screen.queryAllByTitle('MY-PLATE · Stoneware plate · US1: 1 available')).toHaveLength(0));
    await user.click((await screen.findAllByTitle('MY-CUP · Ceramic cup · US1: 12 available, DE1: 3 available')).at(-1)!);
    await user.click(button(dialog, 'Map item'));
    await waitFor(() => expect(api.calls('POST', '/api/orders/3/map')).toHaveLength(1));
    expect(api.calls('POST', '/api/orders/3/map')[0]!.body).toEqual({ itemId: '3-i1', sellerSkuId: 'sku-own' });
    await closed('Map “Mug”');
    const panel = await drawer('DP-3');
    const items = section(panel, 'Items');
    expect(await within(items).findByText('Your own product')).toBeInTheDocument();
    expect(within(items).getByText('Ships from your stock · Los Angeles (US1)')).toBeInTheDocument();
    expect(within(panel).getAllByText('Awaiting payment').length).toBeGreaterThan(0);
  });

  it('says when you have no own products to map to, and links to sending goods in', async () => {
    const user = setup();
    fakeOrdersApi({
      orders: [
        anOrder('3', {
          status: 'on_hold',
          holdReason: 'unmapped_items',
          items: [{ ...anOrder('3').items[0]!, title: 'Mug', variantId: null, productId: null, unitCostCents: null }],
        }),
      ],
      // Catalogue stock only: none of it is the seller's own.
      inventory: [aRow()],
    });
    renderApp('/orders?id=3');
    const panel = await drawer('DP-3');
    await user.click(within(section(panel, 'Items')).getByLabelText('Map Mug'));
    const dialog = await dialogTitled('Map “Mug”');
    await user.click(within(dialog).getByLabelText('One of my own products (cloud warehouse)'));
    expect(
      await within(dialog).findByText(
        'You have no products of your own in the cloud warehouse yet. Send your goods in first, then map lines to them.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Send goods in').closest('a')).toHaveAttribute('href', '/myCloudWarehouse?tab=inbound');
    expect(within(dialog).queryByLabelText('Your product')).toBeNull();
  });

  it('says where each line ships from: your stock with its fee, or the supplier and why', async () => {
    const towel = anOrder('6').items[0]!;
    fakeOrdersApi({
      orders: [
        anOrder('6', {
          itemCount: 3,
          costs: { productsCents: 1000, shippingCents: 300, praiseCardCents: 50, otherFeesCents: 240, totalCents: 1590 },
          items: [
            { ...towel, id: '6-i1', title: 'Linen towel', quantity: 2, source: aStockSource({ feeCents: 240 }) },
            {
              ...towel,
              id: '6-i2',
              title: 'Bamboo mat',
              source: aStockSource({ from: 'supplier', reason: 'short', available: 1, feeCents: 0 }),
            },
            {
              ...towel,
              id: '6-i3',
              title: 'Cotton apron',
              source: aStockSource({
                from: 'supplier',
                reason: 'not_served',
                warehouseCode: null,
                warehouseName: null,
                feeCents: 0,
              }),
            },
          ],
        }),
      ],
    });
    renderApp('/orders?id=6');
    const panel = await drawer('DP-6');
    const items = section(panel, 'Items');
    const line = (title: string) => within(items).getByRole('listitem', { name: title, hidden: true });

    const fromStock = line('Linen towel');
    expect(within(fromStock).getByText('Ships from your stock · California (US-CA)')).toBeInTheDocument();
    expect(within(fromStock).getByText('12 available there · fulfilment fee $2.40')).toBeInTheDocument();
    // Your own units cost the fee, not the product's price.
    expect(within(fromStock).queryByText('$10.00 each')).toBeNull();

    const short = line('Bamboo mat');
    expect(within(short).getByText('Ships from the supplier')).toBeInTheDocument();
    expect(within(short).getByText('Only 1 available in California (US-CA)')).toBeInTheDocument();
    expect(within(short).getByText('$10.00 each')).toBeInTheDocument();
    expect(
      within(line('Cotton apron')).getByText('Your stock of it is in warehouses that do not ship to this country'),
    ).toBeInTheDocument();

    const costs = section(panel, 'Costs');
    expect(within(costs).getByText('Fulfilment from your stock').closest('tr')).toHaveTextContent('$2.40');
    expect(within(costs).getByText('Total to pay').closest('tr')).toHaveTextContent('$15.90');
  });

  it('says an order waits for your own stock when you chose to wait for it', async () => {
    fakeOrdersApi({
      orders: [
        anOrder('7', {
          status: 'on_hold',
          holdReason: 'stock_short',
          items: [{ ...anOrder('7').items[0]!, source: aStockSource({ from: 'supplier', reason: 'short', available: 0 }) }],
        }),
      ],
    });
    renderApp('/orders?id=7');
    const panel = await drawer('DP-7');
    expect(
      within(panel).getByText(
        'Waiting for your stock: not enough is available, and you chose to wait rather than ship from the supplier',
      ),
    ).toBeInTheDocument();
    expect(within(section(panel, 'Items')).getByText('None available in California (US-CA)')).toBeInTheDocument();
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
