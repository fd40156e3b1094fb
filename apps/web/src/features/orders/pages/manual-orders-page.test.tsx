import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@dropport/contracts';
import { renderApp } from '@/test/render-app';
// Loaded with the file, not inside the first test: the route's lazy import then finds it ready.
import './manual-orders-page';
import { anOrder } from '../test/fake-orders-api';
import { fakeManualOrdersApi } from '../test/fake-manual-orders';

const setup = () => userEvent.setup({ pointerEventsCheck: 0 });
const button = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;
const openDrawer = async () =>
  (await screen.findByText('Create a manual order', { selector: '.ant-drawer-title' })).closest('.ant-drawer') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;

type User = ReturnType<typeof setup>;

/** Types into a field found by its label, replacing what it held. */
async function fill(user: User, scope: HTMLElement, label: string, value: string) {
  const input = within(scope).getByLabelText(label);
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

/** Opens "Create order", adds the towel from the market and writes a German address. */
async function writeDraft(user: User, api: ReturnType<typeof fakeManualOrdersApi>, postalCode = '10115') {
  await user.click((await screen.findByText('Create order')).closest('button')!);
  const drawer = await openDrawer();
  await user.type(within(drawer).getByLabelText('Search the market'), 'towel');
  await waitFor(() =>
    expect(api.calls('GET', '/api/market/products').at(-1)?.params).toMatchObject({ collection: 'all', q: 'towel' }),
  );
  await user.click(await within(drawer).findByRole('button', { name: 'Add Linen towel 7' }));
  const line = await within(drawer).findByRole('listitem', { name: 'Linen towel 7' });
  await fill(user, drawer, 'Name', 'Ana Souza');
  await fill(user, drawer, 'Address', 'Hauptstraße 5');
  await fill(user, drawer, 'City', 'Berlin');
  await fill(user, drawer, 'Postal code', postalCode);
  await user.click(within(drawer).getByRole('combobox', { name: 'Country' }));
  await user.click((await screen.findAllByTitle('Germany')).at(-1)!);
  return { drawer, line };
}

const germanAddress = {
  name: 'Ana Souza',
  company: null,
  address1: 'Hauptstraße 5',
  address2: null,
  city: 'Berlin',
  province: null,
  provinceCode: null,
  postalCode: '10115',
  countryCode: 'DE',
  phone: null,
};

describe('Manual orders', () => {
  it('asks before a link, Back or a reload loses a half-filled order: staying keeps it, leaving goes', async () => {
    const user = setup();
    fakeManualOrdersApi({ balanceCents: 10_000 });
    const app = renderApp('/manualOrders');
    await user.click((await screen.findByText('Create order')).closest('button')!);
    const drawer = await openDrawer();
    const reload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    // Nothing written yet: nothing to lose, nothing asked.
    expect(reload()).toBe(false);
    await fill(user, drawer, 'Name', 'Ana Souza');
    expect(reload()).toBe(true);

    await act(() => app.router.navigate('/orders'));
    expect(await screen.findByText('Leave without saving?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(app.location()).toBe('/manualOrders');
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Ana Souza');

    await act(() => app.router.navigate('/orders'));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(app.location()).toBe('/orders'));
    // Once the page has gone, so has its question.
    await waitFor(() => expect(reload()).toBe(false));
  });

  it('writes an order from market products, prices it as it is written, creates it with the chosen method, and pays it', async () => {
    const user = setup();
    const api = fakeManualOrdersApi({ balanceCents: 10_000 });
    renderApp('/manualOrders?status=awaiting_payment');
    expect(await screen.findByText('Manual Orders', { selector: 'h3' })).toBeInTheDocument();
    const { drawer, line } = await writeDraft(user, api, '1011');

    expect(line).toHaveTextContent('SKU TW-7-S · $8.00 each · 5 in stock');
    const quantity = within(line).getByLabelText('Quantity of Linen towel 7');
    await user.clear(quantity);
    await user.type(quantity, '6');
    expect(await within(line).findByText(/Only 5 in stock/)).toBeInTheDocument();
    await user.clear(quantity);
    await user.type(quantity, '2');
    await waitFor(() => expect(within(line).queryByText(/Only 5 in stock/)).toBeNull());

    // The quote finds the postal code wrong: said on the field, and no method offered yet.
    expect(await within(drawer).findByText('The postal code does not fit the country.')).toBeInTheDocument();
    await fill(user, drawer, 'Postal code', '10115');
    const express = await within(drawer).findByText('Dropport Express · $12.00 · 3–5 days');
    await waitFor(() => expect(within(drawer).queryByText('The postal code does not fit the country.')).toBeNull());
    expect(within(drawer).getByRole('radio', { name: 'Dropport Standard · $4.50 · 7–12 days' })).toBeChecked();
    expect(within(drawer).getByTestId('quote-total')).toHaveTextContent('$21.00');

    await user.click(express);
    await waitFor(() => expect(within(drawer).getByTestId('quote-total')).toHaveTextContent('$28.50'));
    const costs = within(drawer).getByRole('region', { name: 'Costs' });
    expect(within(costs).getByText('Products').closest('tr')).toHaveTextContent('$16.00');
    expect(within(costs).getByText('Shipping').closest('tr')).toHaveTextContent('$12.00');
    expect(within(costs).getByText('Praise card').closest('tr')).toHaveTextContent('$0.50');
    expect(within(drawer).getByText('Total to pay: $28.50')).toBeInTheDocument();
    expect(api.calls('POST', '/api/orders/manual/quote').at(-1)!.body).toEqual({
      items: [{ variantId: 71, quantity: 2 }],
      address: germanAddress,
      shippingMethodCode: 'EXP',
    });

    await fill(user, drawer, 'Customer email', 'ana@example.com');
    await user.click(button(drawer, 'Create order'));
    expect(await within(drawer).findByText('Order DP-901 created')).toBeInTheDocument();
    expect(api.calls('POST', '/api/orders/manual')[0]!.body).toEqual({
      items: [{ variantId: 71, quantity: 2 }],
      address: germanAddress,
      customerEmail: 'ana@example.com',
      shippingMethodCode: 'EXP',
    });
    expect(within(drawer).getByText(/It is waiting for payment: \$28\.50\./)).toBeInTheDocument();
    // The list has it already, behind the drawer.
    expect(await screen.findByText('DP-901')).toBeInTheDocument();

    await user.click(button(drawer, 'Pay now'));
    const dialog = await dialogTitled('Pay 1 order');
    expect(within(dialog).getByTestId('pay-sum')).toHaveTextContent('$28.50');
    expect(await within(dialog).findByTestId('pay-balance')).toHaveTextContent('$100.00');
    await user.click(button(dialog, 'Pay $28.50'));
    expect(await within(dialog).findByText('Paid 1 of 1 orders: $28.50.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/orders/pay')[0]!.body).toEqual({ orderIds: ['901'], idempotencyKey: expect.any(String) });
  });

  it("marks the fields a refused address names, with the server's message", async () => {
    const user = setup();
    const api = fakeManualOrdersApi({
      over: (r) =>
        r.url === '/api/orders/manual' && r.method === 'POST'
          ? {
              status: 422,
              data: {
                code: 'ORDER_ADDRESS_INVALID',
                message: 'The address of this order has problems: phone_invalid.',
                params: { orderNo: '', problems: 'phone_invalid', list: ['phone_invalid'] },
              },
            }
          : undefined,
    });
    renderApp('/manualOrders?status=awaiting_payment');
    const { drawer } = await writeDraft(user, api);
    await fill(user, drawer, 'Phone', '12');
    await within(drawer).findByTestId('quote-total');
    await user.click(button(drawer, 'Create order'));

    const alert = (await within(drawer).findByText('The order was not created.')).closest('[role=alert]') as HTMLElement;
    expect(alert).toHaveTextContent('The address of this order has problems: phone_invalid.');
    expect(within(drawer).getByText('The phone number is not valid.')).toBeInTheDocument();
    expect(within(drawer).queryByText('Pay now')).toBeNull();
    expect(api.calls('POST', '/api/orders/manual')[0]!.body).toMatchObject({ address: { phone: '12' } });

    // Changing the address clears the server's marks until it is checked again.
    await fill(user, drawer, 'Phone', '+49 30 1234567');
    await waitFor(() => expect(within(drawer).queryByText('The phone number is not valid.')).toBeNull());
  });
});

describe('Manual orders → CSV import', () => {
  const csv =
    'order_ref,name,address1,city,country_code,sku,quantity\nA-1,Ana,Rua 1,Lisboa,PT,TW-7-S,2\nA-2,Rui,Rua 2,Porto,PT,NOPE,1\n';
  const choose = async (dialog: HTMLElement, name = 'orders.csv') => {
    const input = dialog.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [new File([csv], name, { type: 'text/csv' })] } });
    expect(await within(dialog).findByText(`Chosen file: ${name}`)).toBeInTheDocument();
  };

  it('lists the wrong rows, says nothing was imported, and downloads them as a report', async () => {
    const errors = [
      { row: 3, code: 'SKU_UNKNOWN', message: 'There is no product with SKU NOPE.' },
      { row: 3, code: 'VALIDATION_FAILED', message: 'quantity: "=1+1", is not valid.' },
    ];
    const api = fakeManualOrdersApi({
      over: (r) =>
        r.url === '/api/orders/manual/import'
          ? {
              status: 400,
              data: { code: 'ORDER_CSV_INVALID', message: 'The file has errors; nothing was imported.', params: { errors } },
            }
          : undefined,
    });
    const user = setup();
    renderApp('/manualOrders?status=awaiting_payment');
    await user.click((await screen.findByText('Import CSV')).closest('button')!);
    const dialog = await dialogTitled('Import orders from a CSV or Excel file');
    await choose(dialog);
    await user.click(button(dialog, 'Import orders'));

    expect(await within(dialog).findByText('Nothing was imported: orders.csv has 2 problems.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('No order was created. Fix the rows listed below, then upload the file again.'),
    ).toBeInTheDocument();
    const unknown = within(dialog).getByText('There is no product with SKU NOPE.').closest('tr') as HTMLElement;
    expect(unknown).toHaveTextContent('3');
    expect(within(dialog).queryByText(/created from/)).toBeNull();

    const sent = api.calls('POST', '/api/orders/manual/import')[0]!;
    expect(sent.contentType).toBe('text/csv');
    expect(api.csvSent).toEqual([csv]);

    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob | MediaSource) => {
      blobs.push(b as Blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = vi.fn();
    await user.click(button(dialog, 'Download error report'));
    expect(blobs).toHaveLength(1);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // A byte-order mark first, so that spreadsheets read the accents of es-ES and pt-BR messages.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'row,code,message\r\n3,SKU_UNKNOWN,There is no product with SKU NOPE.\r\n' +
        '3,VALIDATION_FAILED,"quantity: ""=1+1"", is not valid."\r\n',
    );
  });

  it('narrows to the hold reason a link asks for (?hold=), and lets it go', async () => {
    const api = fakeManualOrdersApi();
    const held = (id: string, holdReason: 'address_invalid' | 'stock_short') =>
      anOrder(id, { source: 'manual', store: null, status: 'on_hold', holdReason });
    api.state.orders.push(held('41', 'address_invalid'), held('42', 'stock_short'));
    const user = setup();
    const app = renderApp('/manualOrders?status=on_hold&hold=stock_short');
    expect(await screen.findByText('DP-42')).toBeInTheDocument();
    expect(screen.queryByText('DP-41')).toBeNull();
    expect(api.calls('GET', '/api/orders').at(-1)!.params).toMatchObject({ source: 'manual', holdReason: 'stock_short' });
    expect(screen.getByTestId('hold-filter')).toHaveTextContent('On hold: Waiting for your stock');
    await user.click(screen.getByText('Clear filters').closest('button')!);
    await waitFor(() => expect(app.location()).toBe('/manualOrders?status=on_hold'));
    expect(await screen.findByText('DP-41')).toBeInTheDocument();
  });

  it('says how many orders were created and refreshes the list', async () => {
    const api = fakeManualOrdersApi({
      over: (r) => {
        if (r.url !== '/api/orders/manual/import') return undefined;
        api.state.orders.push(anOrder('31', { source: 'manual', store: null }), anOrder('32', { source: 'manual', store: null }));
        return { status: 200, data: { created: 2, orderIds: ['31', '32'] } };
      },
    });
    const user = setup();
    renderApp('/manualOrders?status=awaiting_payment');
    expect(await screen.findByText(/No orders are “Awaiting payment”/)).toBeInTheDocument();
    await user.click(screen.getByText('Import CSV').closest('button')!);
    const dialog = await dialogTitled('Import orders from a CSV or Excel file');
    await choose(dialog, 'november.csv');
    await user.click(button(dialog, 'Import orders'));
    expect(await within(dialog).findByText('2 orders created from november.csv.')).toBeInTheDocument();
    expect(await screen.findByText('DP-32')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Nothing was imported/)).toBeNull();
  });

  it('sends an .xlsx workbook as its bytes, typed as a workbook', async () => {
    const api = fakeManualOrdersApi();
    const user = setup();
    renderApp('/manualOrders?status=awaiting_payment');
    await user.click((await screen.findByText('Import CSV')).closest('button')!);
    const dialog = await dialogTitled('Import orders from a CSV or Excel file');
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    fireEvent.change(dialog.querySelector('input[type=file]')!, {
      target: { files: [new File([bytes], 'november.xlsx', { type: XLSX_CONTENT_TYPE })] },
    });
    expect(await within(dialog).findByText('Chosen file: november.xlsx')).toBeInTheDocument();
    await user.click(button(dialog, 'Import orders'));
    expect(await within(dialog).findByText('1 order created from november.xlsx.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/orders/manual/import')[0]!.contentType).toBe(XLSX_CONTENT_TYPE);
    const sent = api.csvSent[0];
    expect(sent).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(sent as ArrayBuffer)]).toEqual([...bytes]);
  });

  it('downloads the template, and refuses a file that is neither CSV nor .xlsx before sending anything', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    const api = fakeManualOrdersApi({
      over: (r) =>
        r.url === '/api/orders/manual/template.csv'
          ? { status: 200, data: new Blob(['order_ref,name\n'], { type: 'text/csv' }) }
          : undefined,
    });
    const user = setup();
    renderApp('/manualOrders?status=awaiting_payment');
    await user.click((await screen.findByText('Import CSV')).closest('button')!);
    const dialog = await dialogTitled('Import orders from a CSV or Excel file');
    await user.click(button(dialog, 'Download template'));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(api.calls('GET', '/api/orders/manual/template.csv')[0]?.headers.authorization).toBe(`Basic ${btoa('u-seller:t')}`);
    fireEvent.change(dialog.querySelector('input[type=file]')!, {
      target: { files: [new File(['x'], 'orders.xls', { type: 'application/vnd.ms-excel' })] },
    });
    expect(await within(dialog).findByText('Choose a file ending in .csv or .xlsx.')).toBeInTheDocument();
    expect(button(dialog, 'Import orders')).toBeDisabled();
    expect(api.calls('POST', '/api/orders/manual/import')).toHaveLength(0);
  });
});
