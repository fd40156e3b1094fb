import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { aStatement, aWallet } from '../test/fake-wallet';
import { fakeWalletApi } from '../test/fake-wallet-api';

const ANA = {
  wallet: aWallet(),
  lines: aStatement([
    { kind: 'recharge_bank', amountCents: 10_000, reference: 'BT-7', memo: 'Transfer from Banco Sol', day: '2026-11-03' },
    { kind: 'payment', amountCents: -2_000, reference: 'ORD-9', memo: 'Order #9', day: '2026-11-04' },
  ]),
};
const BO = { wallet: aWallet({ userId: 'u-bo', email: 'bo@store.example', name: 'Bo Chen' }), lines: [] };

/** A dialog by its title (antd's test build gives every dialog the same labelled-by id, so names do not resolve). */
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const stat = (title: string) => screen.getByText(title).closest('.ant-statistic');

describe('Admin → Wallets', () => {
  it('lists sellers with their balance and last movement, searches by the address, and opens one', async () => {
    const api = fakeWalletApi({ role: 'admin', sellers: [ANA, BO] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/admin/wallets');

    const ana = await row('ana@shop.example');
    expect(ana).toHaveTextContent('Ana Lima');
    expect(ana).toHaveTextContent('$80.00');
    expect(ana).toHaveTextContent('Nov 4, 2026');
    expect(await row('bo@store.example')).toHaveTextContent('No movements yet');

    await user.type(screen.getByLabelText('Search sellers'), 'bo{Enter}');
    await waitFor(() => expect(app.location()).toBe('/admin/wallets?q=bo'));
    await waitFor(() => expect(screen.queryByText('ana@shop.example')).toBeNull());
    expect(api.calls('GET', '/api/admin/wallets').at(-1)?.params).toMatchObject({ q: 'bo' });

    await user.click(await screen.findByText('Bo Chen'));
    await waitFor(() => expect(app.location()).toBe('/admin/wallets/u-bo'));
    expect(await screen.findByRole('heading', { name: 'bo@store.example', hidden: true })).toBeInTheDocument();
  });

  it("shows a seller's statement with the seller's own table and filters in the address", async () => {
    const api = fakeWalletApi({ role: 'admin', sellers: [ANA] });
    renderApp('/admin/wallets/u-ana?kind=payment');
    const order = await row('Order #9');
    expect(within(order).getByText('-$20.00')).toBeInTheDocument();
    expect(order).toHaveTextContent('$80.00');
    expect(screen.queryByText('Transfer from Banco Sol')).toBeNull();
    expect(api.calls('GET', '/api/admin/wallets/u-ana/transactions')[0]?.params).toEqual({ kind: 'payment', limit: 20 });
    await waitFor(() => expect(stat('Available balance')).toHaveTextContent('$80.00'));
    // The seller's own export is not offered on another's statement.
    expect(screen.queryByRole('button', { name: 'Export CSV', hidden: true })).toBeNull();
  });

  it('credits exact cents once confirmed, then the statement and the balance show it', async () => {
    const api = fakeWalletApi({ role: 'admin', sellers: [ANA] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/wallets/u-ana');
    await row('Order #9');

    await user.click(screen.getByRole('button', { name: 'Manual adjustment', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Review adjustment', hidden: true }));
    expect(await screen.findByText('Enter an amount.')).toBeInTheDocument();
    expect(screen.getByText('Give a reason.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (USD)'), '4.567');
    expect(
      await screen.findByText('Enter an amount in dollars with at most two decimals, for example 25.00.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount (USD)'));
    // 4.35 × 100 is 434.99999999999994 in floating point: the digits give 435.
    await user.type(screen.getByLabelText('Amount (USD)'), '4.35');
    await user.type(screen.getByLabelText('Reason'), 'Goodwill for a late parcel');
    await user.click(screen.getByRole('button', { name: 'Review adjustment', hidden: true }));

    const dialog = await dialogTitled('Confirm the adjustment');
    expect(dialog).toHaveTextContent('Add $4.35 to the wallet of Ana Lima (ana@shop.example)?');
    expect(dialog).toHaveTextContent('Goodwill for a late parcel');
    expect(api.calls('POST', '/api/admin/wallets/u-ana/adjustments')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Credit $4.35', hidden: true }));

    expect(await screen.findByText('$4.35 credited to Ana Lima (ana@shop.example).')).toBeInTheDocument();
    const [post] = api.calls('POST', '/api/admin/wallets/u-ana/adjustments');
    expect(post?.contentType).toMatch(/application\/json/);
    expect(post?.body).toEqual({
      direction: 'credit',
      amountCents: 435,
      currency: 'USD',
      reason: 'Goodwill for a late parcel',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });
    const line = await row('Goodwill for a late parcel');
    expect(line).toHaveTextContent('Credit adjustment');
    expect(line).toHaveTextContent('+$4.35');
    expect(line).toHaveTextContent('$84.35');
    await waitFor(() => expect(stat('Available balance')).toHaveTextContent('$84.35'));
    expect(screen.queryByRole('button', { name: 'Review adjustment', hidden: true })).toBeNull();
  });

  it("shows the server's refusal of a debit beyond the balance and retries with the same key; a new form has a new one", async () => {
    const api = fakeWalletApi({ role: 'admin', sellers: [ANA] });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/admin/wallets/u-ana');
    await row('Order #9');
    const posts = () => api.calls('POST', '/api/admin/wallets/u-ana/adjustments');
    const confirm = async (name: string) => {
      await user.click(screen.getByRole('button', { name: 'Review adjustment', hidden: true }));
      const dialog = await dialogTitled('Confirm the adjustment');
      await user.click(within(dialog).getByRole('button', { name, hidden: true }));
    };

    await user.click(screen.getByRole('button', { name: 'Manual adjustment', hidden: true }));
    await user.click(screen.getByRole('radio', { name: 'Debit (take money)', hidden: true }));
    await user.type(screen.getByLabelText('Amount (USD)'), '120');
    await user.type(screen.getByLabelText('Reason'), 'Chargeback of order #9');
    await confirm('Debit $120.00');
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent(
      'Your balance is too low: 12000 is needed and 8000 is available.',
    );
    expect(screen.queryByText('Chargeback of order #9', { selector: 'td *' })).toBeNull();

    // The same form, sent again (as after a lost answer): the same key, so the server can tell it is one adjustment.
    await confirm('Debit $120.00');
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(posts()[1]?.body.idempotencyKey).toBe(posts()[0]?.body.idempotencyKey);

    await user.clear(screen.getByLabelText('Amount (USD)'));
    await user.type(screen.getByLabelText('Amount (USD)'), '80');
    await confirm('Debit $80.00');
    expect(await screen.findByText('$80.00 debited from Ana Lima (ana@shop.example).')).toBeInTheDocument();
    expect(await row('Chargeback of order #9')).toHaveTextContent('-$80.00');
    expect(posts()[2]?.body).toMatchObject({
      direction: 'debit',
      amountCents: 8000,
      idempotencyKey: posts()[0]?.body.idempotencyKey,
    });

    // The next form is a new adjustment.
    await user.click(screen.getByRole('button', { name: 'Manual adjustment', hidden: true }));
    await user.type(screen.getByLabelText('Amount (USD)'), '1');
    await user.type(screen.getByLabelText('Reason'), 'Test credit');
    await confirm('Credit $1.00');
    await waitFor(() => expect(posts()).toHaveLength(4));
    expect(posts()[3]?.body.idempotencyKey).not.toBe(posts()[0]?.body.idempotencyKey);
  });

  it('says so when the seller does not exist', async () => {
    fakeWalletApi({ role: 'admin', sellers: [] });
    renderApp('/admin/wallets/u-nobody');
    expect(await screen.findByText('There is no such user.')).toBeInTheDocument();
  });
});
