import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { aStatement, type Movement } from '../test/fake-wallet';
import { fakeWalletApi } from '../test/fake-wallet-api';

const LIST = '/api/wallet/transactions';

const MOVES: Movement[] = [
  { kind: 'recharge_card', amountCents: 50_000, reference: 'RC-1001', memo: 'Visa ending 4242', day: '2026-11-02' },
  { kind: 'payment', amountCents: -1_250, reference: 'ORD-88', memo: 'Order #88', day: '2026-11-05' },
  { kind: 'adjustment_credit', amountCents: 2_500, memo: 'Goodwill for a late parcel', day: '2026-11-10' },
  { kind: 'refund', amountCents: 450, reference: 'ORD-88', memo: 'Refund of order #88', day: '2026-11-12' },
];

/** The statement's row of a memo (found by text: role queries over a whole table are slow in the test DOM). */
const row = async (memo: string) => (await screen.findByText(memo)).closest('tr') as HTMLElement;

/** Opens an antd Select by its accessible name and picks the option with that text. */
async function pick(user: UserEvent, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Balance', () => {
  it('shows the balance and every movement signed and coloured, with the running balance, in the locale', async () => {
    fakeWalletApi({ lines: aStatement(MOVES) });
    renderApp('/balance');

    const stat = (title: string) => screen.getByText(title).closest('.ant-statistic');
    await waitFor(() => expect(stat('Available balance')).toHaveTextContent('$517.00'));
    expect(stat('Held for payments')).toHaveTextContent('$0.00');
    expect(stat('Currency')).toHaveTextContent('USD');
    expect(stat('Last movement')).toHaveTextContent('Nov 12, 2026');

    const payment = await row('Order #88');
    expect(payment).toHaveTextContent('Payment');
    expect(payment).toHaveTextContent('ORD-88');
    expect(within(payment).getByText('-$12.50').closest('.ant-typography')).toHaveClass('ant-typography-danger');
    expect(payment).toHaveTextContent('$487.50');
    const credit = await row('Goodwill for a late parcel');
    expect(credit).toHaveTextContent('Credit adjustment');
    expect(within(credit).getByText('+$25.00').closest('.ant-typography')).toHaveClass('ant-typography-success');
    expect(credit).toHaveTextContent('$512.50');
    expect(await row('Visa ending 4242')).toHaveTextContent('+$500.00');

    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    const refund = await row('Refund of order #88');
    expect(refund).toHaveTextContent('Reembolso');
    expect(refund).toHaveTextContent('+4,50 US$');
    expect(refund).toHaveTextContent('517,00 US$');
    expect(await row('Order #88')).toHaveTextContent('-12,50 US$');
    expect(stat('Saldo disponible')).toHaveTextContent('517,00 US$');
  });

  it('says each statement line in the active language from its kind and parameters', async () => {
    const described: Movement[] = [
      {
        kind: 'recharge_bank',
        amountCents: 30_000,
        memo: 'Bank transfer by Ana Lima on 2026-11-03',
        memoText: { kind: 'bank_transfer', params: { payerName: 'Ana Lima', transferDate: '2026-11-03' } },
        day: '2026-11-04',
      },
      {
        kind: 'recharge_card',
        amountCents: 5_000,
        memo: 'Card payment pay_77',
        memoText: { kind: 'card_payment', params: { paymentId: 'pay_77' } },
        day: '2026-11-05',
      },
      {
        kind: 'payment',
        amountCents: -1_250,
        memo: 'order DP1000002',
        memoText: { kind: 'order_payment', params: { orderNo: 'DP1000002' } },
        day: '2026-11-06',
      },
      {
        kind: 'refund',
        amountCents: 1_250,
        memo: 'order DP1000002 cancelled',
        memoText: { kind: 'order_refund', params: { orderNo: 'DP1000002' } },
        day: '2026-11-07',
      },
      {
        kind: 'payment',
        amountCents: -18_600,
        memo: 'Stock bought ahead, purchase PO-2026-000007',
        memoText: { kind: 'stock_purchase', params: { number: 'PO-2026-000007' } },
        day: '2026-11-08',
      },
      {
        kind: 'payment',
        amountCents: -600,
        memo: 'Cloud warehouse storage, 2026-10',
        memoText: { kind: 'storage_fee', params: { month: '2026-10' } },
        day: '2026-11-09',
      },
    ];
    fakeWalletApi({ lines: aStatement(described) });
    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    renderApp('/balance');
    expect(await screen.findByText('Pago del pedido DP1000002')).toBeInTheDocument();
    expect(screen.getByText('Reembolso del pedido cancelado DP1000002')).toBeInTheDocument();
    expect(screen.getByText('Pago con tarjeta pay_77')).toBeInTheDocument();
    expect(screen.getByText(/^Transferencia bancaria de Ana Lima el 3 nov 2026$/)).toBeInTheDocument();
    expect(screen.queryByText('order DP1000002')).toBeNull();
    expect(screen.getByText('Stock comprado por adelantado, compra PO-2026-000007')).toBeInTheDocument();
    expect(screen.getByText('Almacenaje en la nube, 2026-10')).toBeInTheDocument();

    await act(async () => {
      await i18n.changeLanguage('pt-BR');
    });
    expect(await screen.findByText('Pagamento do pedido DP1000002')).toBeInTheDocument();
    expect(screen.getByText('Reembolso do pedido cancelado DP1000002')).toBeInTheDocument();
    expect(screen.getByText('Pagamento com cartão pay_77')).toBeInTheDocument();
    expect(screen.getByText(/^Transferência bancária de Ana Lima em 3 de nov\. de 2026$/)).toBeInTheDocument();
    expect(screen.getByText('Estoque comprado antecipadamente, compra PO-2026-000007')).toBeInTheDocument();
    expect(screen.getByText('Armazenagem na nuvem, 2026-10')).toBeInTheDocument();
  });

  it('opens with the filters of the address and sends them; a change of type goes to the address and the request', async () => {
    const api = fakeWalletApi({ lines: aStatement(MOVES) });
    const user = userEvent.setup();
    const app = renderApp('/balance?kind=payment&from=2026-11-01&to=2026-11-30');

    expect(await row('Order #88')).toBeInTheDocument();
    expect(screen.queryByText('Goodwill for a late parcel')).toBeNull();
    expect(api.calls('GET', LIST)[0]?.params).toEqual({ kind: 'payment', from: '2026-11-01', to: '2026-11-30', limit: 20 });
    expect(screen.getByRole('search')).toHaveTextContent('Payment');
    expect(screen.getByLabelText('Dates')).toHaveValue('2026-11-01');

    await pick(user, 'Type', 'Credit adjustment');
    await waitFor(() => expect(app.location()).toBe('/balance?kind=adjustment_credit&from=2026-11-01&to=2026-11-30'));
    expect(await row('Goodwill for a late parcel')).toBeInTheDocument();
    expect(api.calls('GET', LIST).at(-1)?.params).toEqual({
      kind: 'adjustment_credit',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: 20,
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location()).toBe('/balance'));
    expect(await row('Visa ending 4242')).toBeInTheDocument();
    expect(api.calls('GET', LIST).at(-1)?.params).toEqual({ limit: 20 });
  });

  it('picks a date range into the address', async () => {
    const api = fakeWalletApi({ lines: aStatement(MOVES) });
    const user = userEvent.setup();
    const app = renderApp('/balance');
    await row('Visa ending 4242');

    await user.click(screen.getByLabelText('Dates'));
    await user.type(screen.getByLabelText('Dates'), '2026-11-04');
    await user.click(screen.getByPlaceholderText('To'));
    await user.type(screen.getByPlaceholderText('To'), '2026-11-10{Enter}');
    await waitFor(() => expect(app.location()).toBe('/balance?from=2026-11-04&to=2026-11-10'));
    expect(await row('Order #88')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Card recharge')).toBeNull());
    expect(api.calls('GET', LIST).at(-1)?.params).toEqual({ from: '2026-11-04', to: '2026-11-10', limit: 20 });
  });

  it('pages by cursor with "Load more"', async () => {
    const many: Movement[] = Array.from({ length: 25 }, (_, i) => ({
      kind: 'recharge_card',
      amountCents: 100,
      memo: `Recharge ${i + 1}`,
      day: `2026-10-${String(i + 1).padStart(2, '0')}`,
    }));
    const api = fakeWalletApi({ lines: aStatement(many) });
    const user = userEvent.setup();
    renderApp('/balance');
    expect(await row('Recharge 25')).toHaveTextContent('$25.00');
    expect(screen.queryByText('Recharge 5')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await row('Recharge 1')).toHaveTextContent('$1.00');
    expect(api.calls('GET', LIST).at(-1)?.params).toEqual({ cursor: '20', limit: 20 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('exports the filtered statement as CSV with the signed-in credential', async () => {
    const api = fakeWalletApi({ lines: aStatement(MOVES) });
    const created = vi.fn((_: Blob) => 'blob:statement');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderApp('/balance?kind=payment&from=2026-11-01');
    await row('Order #88');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const csv = api.calls('GET', '/api/wallet/transactions.csv');
    expect(csv).toHaveLength(1);
    expect(csv[0]?.params).toEqual({ kind: 'payment', from: '2026-11-01' });
    expect(csv[0]?.headers.authorization).toBe(`Basic ${btoa('u-seller:t')}`);
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked[0]?.download).toMatch(/^dropport-statement-payment-2026-11-01_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(clicked[0]?.href).toBe('blob:statement');
  });

  it('leads a seller without movements to Recharge', async () => {
    fakeWalletApi({ lines: [] });
    renderApp('/balance');
    expect(await screen.findByText('No movements yet. Recharge your balance to start paying for orders.')).toBeInTheDocument();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Recharge now' })).toHaveAttribute('href', '/balance/recharge');
    expect(page.getByRole('link', { name: 'Recharge' })).toHaveAttribute('href', '/balance/recharge');
    expect(page.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/invoice');
    expect(screen.getByText('Last movement').closest('.ant-statistic')).toHaveTextContent('No movements yet');
  });

  it('says when filters find nothing, and when the statement cannot be loaded', async () => {
    const api = fakeWalletApi({ lines: aStatement(MOVES) });
    const user = userEvent.setup();
    const app = renderApp('/balance?kind=recharge_bank');
    expect(await screen.findByText('No movements match these filters.')).toBeInTheDocument();
    api.state.failStatement = true;
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(app.location()).toBe('/balance'));
    // A 500 is tried again twice (with a pause) before the page gives up.
    expect(await screen.findByText('This could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Broken on our side.')).toBeInTheDocument();
    api.state.failStatement = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await row('Visa ending 4242')).toBeInTheDocument();
  });
});
