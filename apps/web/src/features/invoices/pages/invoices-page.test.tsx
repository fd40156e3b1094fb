import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { aLine, anInvoice, fakeInvoicesApi } from '../test/fake-invoices';

const LIST = '/api/invoices';

/** The table row of an invoice, found by its number (role queries over a whole table are slow in the test DOM). */
const row = async (number: string) => (await screen.findByText(number)).closest('tr') as HTMLElement;
/** A row's download button, by its text (its accessible name costs the test DOM dearly to work out). */
const downloadIn = (tr: HTMLElement, label = 'Download PDF') => within(tr).getByText(label).closest('button') as HTMLElement;

async function pick(user: UserEvent, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

const ORDER = anInvoice({
  number: 'DP-2026-000102',
  kind: 'order',
  issuedAt: '2026-11-14T23:30:00.000Z',
  lines: [
    aLine('order_products', { orderNumber: '#1042' }, 19_99, 3),
    aLine('order_shipping', { orderNumber: '#1042' }, 7_50),
    aLine('order_praise_card', { orderNumber: '#1042' }, 30, 3),
  ],
  taxCents: 2_15,
});
const BANK = anInvoice({
  number: 'DP-2026-000101',
  issuedAt: '2026-11-02T00:10:00.000Z',
  lines: [aLine('wallet_recharge_bank', { reference: 'RC-7F3K2' }, 1234_50)],
});
const CARD = anInvoice({ number: 'DP-2026-000100', issuedAt: '2026-10-28T09:00:00.000Z' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Invoices', () => {
  it('lists each invoice with its number, day of issue, type, first line and total, in the locale', async () => {
    fakeInvoicesApi([ORDER, BANK, CARD]);
    renderApp('/invoice');

    const order = await row('DP-2026-000102');
    expect(order).toHaveTextContent('Nov 14, 2026');
    expect(order).toHaveTextContent('Order payment');
    expect(order).toHaveTextContent('Products of order #1042 +2 more lines');
    expect(order).toHaveTextContent('$70.52');
    expect(downloadIn(order)).toBeEnabled();
    const bank = await row('DP-2026-000101');
    // The day of issue in UTC, as the invoice itself prints it, wherever the browser is.
    expect(bank).toHaveTextContent('Nov 2, 2026');
    expect(bank).toHaveTextContent('Wallet recharge');
    expect(bank).toHaveTextContent('Wallet recharge by bank transfer (ref. RC-7F3K2)');
    expect(bank).toHaveTextContent('$1,234.50');

    await act(async () => {
      await i18n.changeLanguage('pt-BR');
    });
    const pt = await row('DP-2026-000101');
    expect(pt).toHaveTextContent('Recarga da carteira por transferência bancária (ref. RC-7F3K2)');
    expect(pt).toHaveTextContent('US$ 1.234,50');
    expect(pt).toHaveTextContent('2 de nov. de 2026');
    expect(await row('DP-2026-000102')).toHaveTextContent('Produtos do pedido #1042 +2 linhas');
    expect(downloadIn(pt, 'Baixar PDF')).toBeEnabled();
  });

  it('names the cloud warehouse invoices: stock bought ahead, storage and the fulfilment of an order from your stock', async () => {
    fakeInvoicesApi([
      anInvoice({
        number: 'DP-2026-000203',
        kind: 'order',
        lines: [aLine('order_fulfilment', { orderNumber: '#1050' }, 1_20, 2)],
      }),
      anInvoice({
        number: 'DP-2026-000202',
        kind: 'storage_fee',
        lines: [aLine('storage_fee', { warehouse: 'US-CA', month: '2026-10', units: '120' }, 6_00)],
      }),
      anInvoice({
        number: 'DP-2026-000201',
        kind: 'stock_purchase',
        lines: [
          aLine('stock_purchase_units', { sku: 'MUG-RED', number: 'PO-2026-000007', warehouse: 'US-CA' }, 3_10, 40),
          aLine('stock_purchase_units', { sku: 'MUG-BLUE', number: 'PO-2026-000007', warehouse: 'US-CA' }, 3_10, 20),
        ],
      }),
    ]);
    renderApp('/invoice');

    const purchase = await row('DP-2026-000201');
    expect(purchase).toHaveTextContent('Stock purchase');
    expect(purchase).toHaveTextContent('MUG-RED into US-CA (purchase PO-2026-000007) +1 more line');
    expect(purchase).toHaveTextContent('$186.00');
    const storage = await row('DP-2026-000202');
    expect(storage).toHaveTextContent('Storage fee');
    expect(storage).toHaveTextContent('Storage in US-CA, 2026-10 (120 units)');
    expect(await row('DP-2026-000203')).toHaveTextContent('Fulfilment from your stock, order #1050');

    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    expect(await row('DP-2026-000201')).toHaveTextContent('Compra de stock');
    expect(await row('DP-2026-000202')).toHaveTextContent('Almacenaje en US-CA, 2026-10 (120 unidades)');
  });

  it('opens with the filters of the address and sends them; a change of type goes to the address and the request', async () => {
    const api = fakeInvoicesApi([ORDER, BANK, CARD]);
    const user = userEvent.setup();
    const app = renderApp('/invoice?kind=recharge&from=2026-11-01&to=2026-11-30');

    expect(await row('DP-2026-000101')).toBeInTheDocument();
    expect(screen.queryByText('DP-2026-000102')).toBeNull();
    expect(screen.queryByText('DP-2026-000100')).toBeNull();
    expect(api.calls('GET', LIST)[0]?.params).toEqual({ kind: 'recharge', from: '2026-11-01', to: '2026-11-30', limit: 20 });
    expect(screen.getByRole('search')).toHaveTextContent('Wallet recharge');
    expect(screen.getByLabelText('Issue dates')).toHaveValue('2026-11-01');

    await pick(user, 'Type', 'Order payment');
    await waitFor(() => expect(app.location()).toBe('/invoice?kind=order&from=2026-11-01&to=2026-11-30'));
    expect(await row('DP-2026-000102')).toBeInTheDocument();
    expect(api.calls('GET', LIST).at(-1)?.params).toEqual({ kind: 'order', from: '2026-11-01', to: '2026-11-30', limit: 20 });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location()).toBe('/invoice'));
    expect(await row('DP-2026-000100')).toBeInTheDocument();
    expect(api.calls('GET', LIST).at(-1)?.params).toEqual({ limit: 20 });
  });

  it('picks an issue-date range into the address', async () => {
    const api = fakeInvoicesApi([ORDER, BANK, CARD]);
    const user = userEvent.setup();
    const app = renderApp('/invoice');
    await row('DP-2026-000100');

    await user.click(screen.getByLabelText('Issue dates'));
    await user.type(screen.getByLabelText('Issue dates'), '2026-10-01');
    await user.click(screen.getByPlaceholderText('To'));
    await user.type(screen.getByPlaceholderText('To'), '2026-11-02{Enter}');
    await waitFor(() => expect(app.location()).toBe('/invoice?from=2026-10-01&to=2026-11-02'));
    await waitFor(() => expect(screen.queryByText('DP-2026-000102')).toBeNull());
    expect(await row('DP-2026-000101')).toBeInTheDocument();
    expect(api.calls('GET', LIST).at(-1)?.params).toEqual({ from: '2026-10-01', to: '2026-11-02', limit: 20 });
  });

  it('pages by cursor with "Load more"', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      anInvoice({
        number: `DP-2025-${String(25 - i).padStart(6, '0')}`,
        issuedAt: `2025-10-${String(25 - i).padStart(2, '0')}T10:00:00Z`,
      }),
    );
    const api = fakeInvoicesApi(many);
    const user = userEvent.setup();
    renderApp('/invoice');
    expect(await row('DP-2025-000025')).toBeInTheDocument();
    expect(screen.queryByText('DP-2025-000005')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await row('DP-2025-000001')).toHaveTextContent('Oct 1, 2025');
    expect(api.calls('GET', LIST).at(-1)?.params).toEqual({ cursor: '20', limit: 20 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("downloads an invoice's PDF with the signed-in credential, in the console's language, under its number", async () => {
    const api = fakeInvoicesApi([ORDER, BANK, CARD]);
    const created = vi.fn((_: Blob) => 'blob:invoice');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    renderApp('/invoice');

    await user.click(downloadIn(await row('DP-2026-000101'), 'Descargar PDF'));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const sent = api.calls('GET', `/api/invoices/${BANK.id}/pdf`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.authorization).toBe(`Basic ${btoa('u-seller:t')}`);
    expect(sent[0]?.headers['accept-language']).toBe('es-ES');
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked[0]?.download).toBe('DP-2026-000101.pdf');
    expect(clicked[0]?.href).toBe('blob:invoice');
  });

  it('says so when a PDF cannot be downloaded', async () => {
    const api = fakeInvoicesApi([BANK]);
    api.state.failPdf = true;
    Object.assign(URL, { createObjectURL: vi.fn(), revokeObjectURL: vi.fn() });
    const user = userEvent.setup();
    renderApp('/invoice');
    await user.click(downloadIn(await row('DP-2026-000101')));
    expect(await screen.findByText('The PDF of invoice DP-2026-000101 could not be downloaded. Try again.')).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('explains where invoices come from while there are none, with the way to a first recharge', async () => {
    fakeInvoicesApi([]);
    renderApp('/invoice');
    expect(
      await screen.findByText(
        'No invoices yet. Your invoices appear here after each wallet recharge, each order paid from your wallet and each stock purchase.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Recharge your balance' })).toHaveAttribute(
      'href',
      '/balance/recharge',
    );
  });

  it('says when filters find nothing, and when the list cannot be loaded', async () => {
    const api = fakeInvoicesApi([BANK, CARD]);
    const user = userEvent.setup();
    const app = renderApp('/invoice?kind=order');
    expect(await screen.findByText('No invoices match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Recharge your balance' })).toBeNull();
    api.state.failList = true;
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location()).toBe('/invoice'));
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Broken on our side.')).toBeInTheDocument();
    api.state.failList = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('DP-2026-000101')).toBeInTheDocument();
  });
});
