import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@dropport/contracts';
import { http } from '@/lib/http';
import { renderApp } from '@/test/render-app';
import { fakeAdminOrdersApi } from '../test/fake-admin-orders-api';
import { anOrder } from '../test/fake-orders';

const QUEUE = '/api/admin/orders';

afterEach(() => vi.restoreAllMocks());
const COUNTS = '/api/admin/orders/counts';

/** A row of the queue, found by text (role queries over antd's table are slow in the test DOM). */
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
/** A dialog by its title (antd's test build gives every dialog the same labelled-by id). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;
const gone = (title: string) => waitFor(() => expect(screen.queryByText(title, { selector: '.ant-modal-title' })).toBeNull());
const drawerOf = async (orderNo: string) =>
  (await screen.findByText(`Order ${orderNo}`, { selector: '.ant-drawer-title span' })).closest('.ant-drawer') as HTMLElement;
/** The status tabs by their text, e.g. "Paid 1" (role queries over the whole console are slow in the test DOM). */
const tabs = () => [...document.querySelectorAll<HTMLElement>('[role=tab]')];
const tab = (name: RegExp) => {
  const found = tabs().find((t) => name.test(t.textContent ?? ''));
  if (!found)
    throw new Error(
      `No tab ${String(name)} among: ${tabs()
        .map((t) => t.textContent)
        .join(' | ')}`,
    );
  return found;
};
/** The open dropdown menu of a row (the console's sidebar is a menu too). */
const rowMenu = async () => (await screen.findByText('Open details')).closest('.ant-dropdown-menu') as HTMLElement;
/** A button by its text or label. Role queries get slow once antd's styles fill the page: these read the DOM. */
const button = (scope: HTMLElement, name: string) => {
  const found = [...scope.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No button "${name}" in ${scope.textContent?.slice(0, 200)}`);
  return found;
};
const menuItem = (menu: HTMLElement, name: string) => within(menu).getByText(name).closest('[role=menuitem]') as HTMLElement;
/** Puts text in a field as a paste: one change, not a render per key. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};
const section = (scope: HTMLElement, name: string) => scope.querySelector(`section[aria-label="${name}"]`) as HTMLElement;

const paid = anOrder();
const processing = anOrder({ id: 'O2', orderNo: 'DP-1002', status: 'processing', customerName: 'João Lima', countryCode: 'BR' });
const shipped = anOrder({
  id: 'O3',
  orderNo: 'DP-1003',
  status: 'shipped',
  customerName: 'Mia Wong',
  carrier: 'YunExpress',
  trackingNumber: 'YT0000000003',
  trackingUrl: 'https://track.example/YT0000000003',
  fulfillmentSync: 'failed',
  fulfillmentError: 'The store refused the fulfillment: location not found',
  checkpoints: [{ id: 'C1', at: '2026-11-21T06:30:00.000Z', location: 'Shenzhen sorting centre', description: 'Departed' }],
  costs: { productsCents: 0, shippingCents: 450, praiseCardCents: 0, otherFeesCents: 240, totalCents: 690 },
  items: [
    {
      ...anOrder().items[0]!,
      source: {
        from: 'stock',
        warehouseCode: 'US-CA',
        warehouseName: 'California',
        reason: 'own_stock',
        available: 12,
        feeCents: 240,
      },
    },
  ],
});

describe('Admin → Order fulfilment', () => {
  it('opens on the paid orders with a count on every tab, and searches and switches tabs through the address', async () => {
    const api = fakeAdminOrdersApi({ orders: [paid, processing, shipped] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/orders');
    const first = await row('DP-1001');
    expect(api.calls('GET', QUEUE)[0]?.params).toMatchObject({ status: 'paid' });
    expect(within(first).getByText('ana@shop.example')).toBeInTheDocument();
    expect(within(first).getByText('#1001 · Ana Outdoors')).toBeInTheDocument();
    expect(within(first).getByText('Lucía Pérez')).toBeInTheDocument();
    expect(within(first).getByText('$13.50')).toBeInTheDocument();
    // Lines, not items (two lines may be five mugs), and the method by its name rather than its code.
    expect(within(first).getByText('2 lines')).toBeInTheDocument();
    expect(await within(first).findByText('YunExpress Standard')).toBeInTheDocument();
    expect(within(first).queryByText('YUN-STD')).toBeNull();
    expect(screen.queryByText('DP-1002')).toBeNull();

    await waitFor(() => expect(tab(/^Paid 1$/)).toHaveAttribute('aria-selected', 'true'));
    expect(tab(/^Processing 1$/)).toBeInTheDocument();
    expect(tab(/^Shipped 1$/)).toBeInTheDocument();
    expect(tab(/^On hold 0$/)).toBeInTheDocument();
    expect(tabs().map((t) => t.textContent?.replace(/\s*\d+$/, ''))).toEqual([
      'Paid',
      'Processing',
      'Shipped',
      'On hold',
      'Awaiting payment',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);

    await user.click(tab(/^Processing/));
    await waitFor(() => expect(app.location()).toBe('/admin/orders?status=processing'));
    expect(await row('DP-1002')).toHaveTextContent('João Lima');

    await user.type(screen.getByLabelText('Search orders'), 'nobody{Enter}');
    await waitFor(() => expect(app.location()).toBe('/admin/orders?status=processing&q=nobody'));
    expect(await screen.findByText('No orders match this search and these filters.')).toBeInTheDocument();
    expect(api.calls('GET', COUNTS).at(-1)?.params).toEqual({ q: 'nobody' });
    await waitFor(() => expect(tab(/^Processing 0$/)).toBeInTheDocument());
  });

  it('ships a paid order only with a valid carrier and tracking number, sends exactly those, then refreshes', async () => {
    const api = fakeAdminOrdersApi({ orders: [paid, processing] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/orders');
    await user.click(button(await row('DP-1001'), 'Ship'));
    const dialog = await dialogTitled('Ship order DP-1001');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'AB');
    await fill(within(dialog).getByLabelText('Tracking page (optional)'), 'track.example/1');
    await user.click(button(dialog, 'Mark shipped'));
    expect(await within(dialog).findByText("Enter the carrier's name (at most 60 characters).")).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the tracking number: 4 to 60 letters, digits or dashes.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a web address starting with http:// or https://, or leave it empty.'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/api/admin/orders/O1/ship')).toEqual([]);

    await fill(within(dialog).getByLabelText('Carrier'), '  YunExpress ');
    await user.clear(within(dialog).getByLabelText('Tracking number'));
    await fill(within(dialog).getByLabelText('Tracking number'), 'YT1234567890');
    await user.clear(within(dialog).getByLabelText('Tracking page (optional)'));
    await fill(within(dialog).getByLabelText('Tracking page (optional)'), 'https://track.example/YT1234567890');
    await user.click(button(dialog, 'Mark shipped'));
    await gone('Ship order DP-1001');
    expect(api.calls('POST', '/api/admin/orders/O1/ship').map((r) => r.body)).toEqual([
      { carrier: 'YunExpress', trackingNumber: 'YT1234567890', trackingUrl: 'https://track.example/YT1234567890' },
    ]);
    expect(await screen.findByText('Order DP-1001 is shipped; the store is being updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('DP-1001')).toBeNull());
    await waitFor(() => expect(tab(/^Shipped 1$/)).toBeInTheDocument());
    expect(tab(/^Paid 0$/)).toBeInTheDocument();
  });

  it('lets a seller email, a store name and a CSV column list wrap only after their punctuation, never inside a word', async () => {
    fakeAdminOrdersApi({ orders: [anOrder({ sellerEmail: 'fulfilment-team@ana-outdoors.example' })] });
    renderApp('/admin/orders');
    const email = await screen.findByText('fulfilment-team@ana-outdoors.example');
    expect(email.innerHTML).toBe('fulfilment-<wbr>team@<wbr>ana-<wbr>outdoors.<wbr>example');
    expect(email.style.wordBreak).toBe('normal');
    expect((await screen.findByText('#1001 · Ana Outdoors')).innerHTML).toBe('#1001 · Ana Outdoors');
    const columns = screen.getByText('order_no,carrier,tracking_number,tracking_url');
    expect(columns.innerHTML).toBe('order_<wbr>no,<wbr>carrier,<wbr>tracking_<wbr>number,<wbr>tracking_<wbr>url');
  });

  it('holds an order only with a reason, which the seller reads', async () => {
    const api = fakeAdminOrdersApi({ orders: [paid] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/orders');
    await user.click(button(await row('#1001 · Ana Outdoors'), 'DP-1001'));
    const panel = await drawerOf('DP-1001');
    await user.click(button(panel, 'Hold'));
    const dialog = await dialogTitled('Hold order DP-1001');
    expect(within(dialog).getByText('The order stops until you release it. The seller sees your reason.')).toBeInTheDocument();
    await user.click(button(dialog, 'Put on hold'));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (the seller reads it)'), '   ');
    await user.click(button(dialog, 'Put on hold'));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/admin/orders/O1/hold')).toEqual([]);

    await fill(within(dialog).getByLabelText('Reason (the seller reads it)'), 'Supplier out of red mugs until Monday ');
    await user.click(button(dialog, 'Put on hold'));
    await gone('Hold order DP-1001');
    expect(api.calls('POST', '/api/admin/orders/O1/hold')[0]?.body).toEqual({ reason: 'Supplier out of red mugs until Monday' });
    const history = section(panel, 'History');
    expect(await within(history).findByText('“Supplier out of red mugs until Monday”')).toBeInTheDocument();
    expect(within(history).getByText(/^By an admin \(ops@dropport\.example\) · Nov 2\d, 2026/)).toBeInTheDocument();
    expect(button(panel, 'Release')).toBeEnabled();
    expect(button(panel, 'Hold')).toBeDisabled();
  });

  it('enables only the actions the order status allows, in the drawer and in the row menu', async () => {
    fakeAdminOrdersApi({ orders: [paid, shipped] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/orders?status=shipped');
    const tr = await row('DP-1003');
    expect(button(tr, 'Mark delivered')).toBeEnabled();
    await user.click(button(tr, 'More actions for DP-1003'));
    const menu = await rowMenu();
    const item = (name: string) => menuItem(menu, name);
    expect(item('Add checkpoint')).not.toHaveAttribute('aria-disabled', 'true');
    expect(item('Ship')).toHaveAttribute('aria-disabled', 'true');
    expect(item('Cancel order')).toHaveAttribute('aria-disabled', 'true');
    await user.click(item('Open details'));

    const panel = await drawerOf('DP-1003');
    const state = () =>
      Object.fromEntries(
        [...panel.querySelectorAll<HTMLButtonElement>('[role=group][aria-label="Order actions"] button')].map((b) => [
          b.textContent,
          !b.disabled,
        ]),
      );
    expect(state()).toEqual({
      'Mark processing': false,
      Ship: false,
      'Mark delivered': true,
      Hold: false,
      Release: false,
      'Cancel order': false,
      'Add checkpoint': true,
    });
    // What the drawer tells about a shipped order: tracking, a fulfillment the store refused, the journey so far.
    expect(within(panel).getByText('Seller').closest('tr')).toHaveTextContent('ana@shop.example');
    expect(within(panel).getByText('Shipping method').closest('tr')).toHaveTextContent(
      'YunExpress Standard (YUN-STD) · 7–12 days',
    );
    expect(within(panel).getByText('IOSS number').closest('tr')).toHaveTextContent('IM0123456789');
    expect(within(panel).getByText('Store fulfillment').closest('tr')).toHaveTextContent(
      'Failed: The store refused the fulfillment: location not found',
    );
    const line = within(panel).getByText('MUG-RED').closest('tr');
    expect(line).toHaveTextContent('Red');
    // Picked from the seller's own stock in that warehouse, for the fulfilment fee.
    expect(line).toHaveTextContent("Seller's stock · California (US-CA)12 available there · fulfilment fee $2.40");
    expect(within(panel).getByText("Fulfilment from the seller's stock").closest('tr')).toHaveTextContent('$2.40');
    expect(within(panel).getByText('Departed')).toBeInTheDocument();
    expect(within(panel).getByText(/^Shenzhen sorting centre · /)).toBeInTheDocument();

    await user.click(tab(/^Paid/));
    await user.click(button(await row('DP-1001'), 'DP-1001'));
    const paidPanel = await drawerOf('DP-1001');
    expect(button(paidPanel, 'Mark processing')).toBeEnabled();
    expect(button(paidPanel, 'Mark delivered')).toBeDisabled();
    expect(button(paidPanel, 'Add checkpoint')).toBeDisabled();
    expect(within(paidPanel).getByText('Store fulfillment').closest('tr')).toHaveTextContent('Not sent yet');
  });

  it("cancels a paid order with a reason, saying the money goes back to the seller's balance", async () => {
    const api = fakeAdminOrdersApi({ orders: [paid] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/orders');
    await user.click(button(await row('DP-1001'), 'More actions for DP-1001'));
    await user.click(menuItem(await rowMenu(), 'Cancel order'));
    const dialog = await dialogTitled('Cancel order DP-1001');
    expect(
      within(dialog).getByText(
        'This order was paid: $13.50 is refunded to the balance of ana@shop.example. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Reason (the seller reads it)'), 'Address cannot be reached');
    await user.click(button(dialog, 'Cancel the order'));
    await gone('Cancel order DP-1001');
    expect(api.calls('POST', '/api/admin/orders/O1/cancel')[0]?.body).toEqual({ reason: 'Address cannot be reached' });
    await waitFor(() => expect(tab(/^Refunded 1$/)).toBeInTheDocument());
  });

  it('marks the selected paid orders processing in one go', async () => {
    const second = anOrder({ id: 'O4', orderNo: 'DP-1004', customerName: 'Eva Ruiz' });
    const api = fakeAdminOrdersApi({ orders: [paid, second] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/orders');
    await user.click(within(await row('DP-1001')).getByLabelText('Select order DP-1001'));
    await user.click(within(await row('DP-1004')).getByLabelText('Select order DP-1004'));
    expect(screen.getByText('2 orders selected')).toBeInTheDocument();
    await user.click(button(document.body, 'Mark 2 orders processing'));
    expect(await screen.findByText('2 orders are processing.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/admin/orders/O1/process')).toHaveLength(1);
    expect(api.calls('POST', '/api/admin/orders/O4/process')).toHaveLength(1);
    expect(await screen.findByText('Nothing to fulfil: no paid orders are waiting.')).toBeInTheDocument();
    await waitFor(() => expect(tab(/^Processing 2$/)).toBeInTheDocument());
  });
});

describe('Admin → Order fulfilment → checkpoints', () => {
  it('adds a checkpoint to a processing order with when, where and what', async () => {
    const api = fakeAdminOrdersApi({ orders: [processing] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/orders?status=processing');
    await user.click(button(await row('DP-1002'), 'DP-1002'));
    const panel = await drawerOf('DP-1002');
    expect(within(panel).getByText('No checkpoints yet.')).toBeInTheDocument();
    await user.click(button(panel, 'Add checkpoint'));
    const dialog = await dialogTitled('Add a checkpoint to order DP-1002');
    await user.click(button(dialog, 'Add checkpoint'));
    expect(await within(dialog).findByText('Enter where it happened (at most 120 characters).')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe what happened (at most 300 characters).')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Location'), 'Madrid hub');
    await fill(within(dialog).getByLabelText('What happened'), 'Arrived at the destination country');
    await user.click(button(dialog, 'Add checkpoint'));
    await gone('Add a checkpoint to order DP-1002');
    const body = api.calls('POST', '/api/admin/orders/O2/checkpoints')[0]?.body;
    expect(body).toMatchObject({ location: 'Madrid hub', description: 'Arrived at the destination country' });
    expect(String(body?.at)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    const journey = section(panel, 'Tracking checkpoints');
    expect(await within(journey).findByText('Arrived at the destination country')).toBeInTheDocument();
  });
});

describe('Admin → Order fulfilment → tracking CSV', () => {
  const csv = 'order_no,carrier,tracking_number,tracking_url\nDP-1001,UPS,1Z999,\nDP-9999,UPS,1Z998,\n';
  const choose = async (name = 'tracking.csv') => {
    const input = (await screen.findByText('Upload tracking CSV or Excel'))
      .closest('.ant-upload')!
      .querySelector('input[type=file]')!;
    const file = name.endsWith('.xlsx')
      ? new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, { type: XLSX_CONTENT_TYPE })
      : new File([csv], name, { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
  };

  it('sends the file as CSV text and, when rows are wrong, lists them and says nothing was imported', async () => {
    const errors = [
      { row: 1, code: 'TRACKING_NUMBER_INVALID', message: 'The tracking number must be 4 to 60 letters, digits or dashes.' },
      { row: 2, code: 'ORDER_NOT_FOUND', message: 'There is no order DP-9999.' },
    ];
    const api = fakeAdminOrdersApi({
      orders: [paid],
      over: (r) =>
        r.url === '/api/admin/orders/tracking'
          ? {
              status: 400,
              data: {
                code: 'TRACKING_CSV_INVALID',
                message: 'The tracking file has errors; nothing was imported.',
                params: { errors },
              },
            }
          : undefined,
    });
    renderApp('/admin/orders');
    await row('DP-1001');
    await choose();
    expect(await screen.findByText('Nothing was imported: tracking.csv has 2 problems.')).toBeInTheDocument();
    expect(screen.getByText('No order was shipped. Fix the rows listed below, then upload the file again.')).toBeInTheDocument();
    const second = screen.getByText('There is no order DP-9999.').closest('tr') as HTMLElement;
    expect(within(second).getByText('2')).toBeInTheDocument();
    expect(within(second).getByText('ORDER_NOT_FOUND')).toBeInTheDocument();
    expect(screen.getByText('The tracking number must be 4 to 60 letters, digits or dashes.')).toBeInTheDocument();

    const sent = api.calls('POST', '/api/admin/orders/tracking')[0]!;
    expect(sent.contentType).toBe('text/csv');
    // The mock transport reads a non-JSON body as a form; the CSV text arrives as its one field.
    expect(Object.keys(sent.body).join('')).toContain('DP-9999,UPS,1Z998');
  });

  it('sends an .xlsx workbook as its bytes, says how many orders shipped and refreshes the queue', async () => {
    let shippedNow = false;
    const api = fakeAdminOrdersApi({
      orders: [paid],
      over: (r) => {
        if (r.url === '/api/admin/orders/tracking') {
          shippedNow = true;
          return { status: 200, data: { shipped: 2, errors: [] } };
        }
        return undefined;
      },
    });
    const transport = http.defaults.adapter as AxiosAdapter;
    let sentBytes: unknown;
    http.defaults.adapter = (config) => {
      if (config.url === '/api/admin/orders/tracking') sentBytes = config.data;
      return transport(config);
    };
    renderApp('/admin/orders');
    await row('DP-1001');
    const before = api.calls('GET', COUNTS).length;
    await choose('november.xlsx');
    expect(await screen.findByText('2 orders shipped from november.xlsx.')).toBeInTheDocument();
    expect(shippedNow).toBe(true);
    expect(api.calls('POST', '/api/admin/orders/tracking')[0]!.contentType).toBe(XLSX_CONTENT_TYPE);
    expect([...new Uint8Array(sentBytes as ArrayBuffer)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    await waitFor(() => expect(api.calls('GET', COUNTS).length).toBeGreaterThan(before));
  });

  it('downloads the template with the session credential', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    const api = fakeAdminOrdersApi({
      orders: [paid],
      over: (r) =>
        r.url === '/api/admin/orders/tracking-template.csv'
          ? { status: 200, data: new Blob(['order_no,carrier,tracking_number,tracking_url\n'], { type: 'text/csv' }) }
          : undefined,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/orders');
    await row('DP-1001');
    await user.click(button(document.body, 'Download template'));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(api.calls('GET', '/api/admin/orders/tracking-template.csv')[0]?.headers.authorization).toBe(
      `Basic ${btoa('u-admin:t')}`,
    );
  });
});
