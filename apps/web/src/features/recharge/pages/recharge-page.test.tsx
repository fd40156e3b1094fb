import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/fixtures';
import type { Reply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { fakeRechargeApi } from '../test/fake-recharge-api';
import { aRecharge } from '../test/fake-recharges';

const amountField = () => screen.findByLabelText('Amount (USD)');
const method = (name: RegExp) => screen.getByRole('radio', { name });

describe('Balance → Recharge', () => {
  it('shows the balance, the limits and round amounts, and reads a typed amount in exact cents', async () => {
    fakeRechargeApi();
    const user = userEvent.setup();
    renderApp('/balance/recharge');
    expect(await screen.findByText('$123.45')).toBeInTheDocument();
    expect(await screen.findByText('From $10.00 to $10,000.00.')).toBeInTheDocument();
    const quick = screen.getByRole('group', { name: 'Quick amounts:' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['$50.00', '$100.00', '$200.00', '$500.00', '$1,000.00']);

    await user.type(await amountField(), '4.35');
    expect(await screen.findByText('Enter at least $10.00.')).toBeInTheDocument();
    await user.clear(await amountField());
    await user.type(await amountField(), '12.345');
    expect(
      await screen.findByText('Enter an amount in dollars with at most two decimals, for example 250.50.'),
    ).toBeInTheDocument();
    await user.clear(await amountField());
    await user.type(await amountField(), '10000.01');
    expect(await screen.findByText('Enter at most $10,000.00.')).toBeInTheDocument();
    await user.clear(await amountField());
    await user.type(await amountField(), '1,299.99');
    expect(await screen.findByText('You add $1,299.99 to your balance.')).toBeInTheDocument();

    await user.click(within(quick).getByRole('button', { name: '$200.00' }));
    expect(await amountField()).toHaveValue('200');
    expect(await screen.findByText('You add $200.00 to your balance.')).toBeInTheDocument();
  });

  it('pays by card: sends the amount in cents as JSON, then opens the payment screen', async () => {
    const api = fakeRechargeApi();
    const user = userEvent.setup();
    const app = renderApp('/balance/recharge');
    await user.type(await amountField(), '0.29');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    expect(await screen.findByText('Enter at least $10.00.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/wallet/recharges')).toEqual([]);

    await user.clear(await amountField());
    await user.type(await amountField(), '104.35');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    await waitFor(() => expect(app.location()).toBe('/lianlian?recharge=RC-NEW-1'));
    const post = api.calls('POST', '/api/wallet/recharges')[0];
    expect(post?.contentType).toMatch(/application\/json/);
    // 104.35 * 100 is 10434.999999999998 in floating point; the digits give 10435.
    expect(post?.body).toEqual({ method: 'card', amountCents: 10435, currency: 'USD', idempotencyKey: expect.any(String) });
  });

  it('starts one card recharge however often "Continue to card payment" is clicked, and holds the button meanwhile', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const held = new Promise<Reply>((done) => (answer = done));
    const api = fakeRechargeApi({ over: (r) => (r.method === 'POST' && r.url === '/api/wallet/recharges' ? held : undefined) });
    // Clicks a held button as a hurried seller would, rather than refusing to click it.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/balance/recharge');
    await user.type(await amountField(), '50');
    const send = screen.getByRole('button', { name: 'Continue to card payment' });
    await user.dblClick(send);
    await waitFor(() => expect(api.calls('POST', '/api/wallet/recharges')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /Continue to card payment/ })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: /Continue to card payment/ }));
    expect(api.calls('POST', '/api/wallet/recharges')).toHaveLength(1);

    answer({ status: 201, data: aRecharge({ id: 'RC-HELD', amountCents: 5000 }) });
    await waitFor(() => expect(app.location()).toBe('/lianlian?recharge=RC-HELD'));
    expect(api.calls('POST', '/api/wallet/recharges')).toHaveLength(1);
  });

  it('by bank transfer: explains the method, then shows the account and the reference to quote, and the way to confirm', async () => {
    const api = fakeRechargeApi();
    const user = userEvent.setup();
    const app = renderApp('/balance/recharge');
    await user.type(await amountField(), '500');
    expect(method(/^Card/)).toBeChecked();
    expect(screen.getByText(/The payment page stays open for 30 minutes/)).toBeInTheDocument();
    await user.click(method(/^Bank transfer/));
    expect(method(/^Bank transfer/)).toBeChecked();
    expect(screen.getByText('Confirm the transfer within 7 days.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get the bank details' }));

    const bank = await screen.findByRole('region', { name: 'Transfer the money to this account' });
    expect(api.calls('POST', '/api/wallet/recharges')[0]?.body).toEqual({
      method: 'bank',
      amountCents: 50000,
      currency: 'USD',
      idempotencyKey: expect.any(String),
    });
    expect(app.location()).toBe('/balance/recharge?recharge=RC-NEW-1');
    expect(within(bank).getByText('$500.00')).toBeInTheDocument();
    expect(within(bank).getByText('DPT-7K3M-9QXH')).toBeInTheDocument();
    expect(within(bank).getByText('GB33BUKB20201555555555')).toBeInTheDocument();
    expect(within(bank).getByText('HRBRGB2L')).toBeInTheDocument();
    expect(within(bank).getByText('Harbour Bank')).toBeInTheDocument();
    expect(within(bank).getByText(/^Confirm the transfer before /)).toBeInTheDocument();
    expect(within(bank).getAllByRole('button', { name: /^Copy/ }).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('link', { name: 'I have made the transfer' })).toHaveAttribute(
      'href',
      '/balance/recharge/confirm-payment?recharge=RC-NEW-1',
    );
  });

  it('starts from the amount a link asks for (?amount= in cents), kept within the limits, and sends it', async () => {
    const api = fakeRechargeApi();
    const user = userEvent.setup();
    const app = renderApp('/balance/recharge?amount=4050');
    expect(await amountField()).toHaveValue('40.50');
    expect(await screen.findByText('You add $40.50 to your balance.')).toBeInTheDocument();
    await user.click(method(/^Bank transfer/));
    await user.click(screen.getByRole('button', { name: 'Get the bank details' }));
    await screen.findByRole('region', { name: 'Transfer the money to this account' });
    expect(api.calls('POST', '/api/wallet/recharges')[0]?.body).toMatchObject({ method: 'bank', amountCents: 4050 });
    expect(app.location()).toBe('/balance/recharge?recharge=RC-NEW-1');
    // The amount the link brought is spent: the next recharge starts empty.
    expect(await amountField()).toHaveValue('');
  });

  it('raises a linked amount below the least recharge to it, and ignores one that is not in cents', async () => {
    fakeRechargeApi();
    const first = renderApp('/balance/recharge?amount=350');
    expect(await amountField()).toHaveValue('10');
    first.unmount();
    renderApp('/balance/recharge?amount=12.5');
    expect(await amountField()).toHaveValue('');
  });

  it('shows a card recharge past its payment window as expired, and starts a new one for the same amount', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const api = fakeRechargeApi({
      recharges: [aRecharge({ id: 'RC-OLD', reference: 'DPC-8', amountCents: 4200, expiresAt: past, checkoutUrl: null })],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const app = renderApp('/balance/recharge');
    // The first page of a run loads its lazy modules cold, which can take more than the default wait under load.
    const row = (await screen.findByText('DPC-8')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(within(row).queryByText('Waiting for payment')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Start again', hidden: true }));
    await waitFor(() => expect(app.location()).toBe('/lianlian?recharge=RC-NEW-1'));
    expect(api.calls('POST', '/api/wallet/recharges').map((c) => c.body)).toEqual([
      { method: 'card', amountCents: 4200, currency: 'USD', idempotencyKey: expect.any(String) },
    ]);
  });

  it('lists recent recharges with what can still be done, and the reason of a rejection', async () => {
    const api = fakeRechargeApi({
      recharges: [
        aRecharge({ id: 'RC-CARD', reference: 'DPC-1' }),
        aRecharge({ id: 'RC-BANK', method: 'bank', reference: 'DPT-2', amountCents: 7500 }),
        aRecharge({ id: 'RC-NO', method: 'bank', status: 'rejected', reference: 'DPT-3', failureReason: 'No transfer arrived.' }),
        aRecharge({ id: 'RC-OK', status: 'succeeded', reference: 'DPC-4', checkoutUrl: null }),
      ],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/balance/recharge');
    const row = async (ref: string) => (await screen.findByText(ref)).closest('tr') as HTMLElement;

    expect(within(await row('DPC-1')).getByText('Waiting for payment')).toBeInTheDocument();
    expect(within(await row('DPC-1')).getByRole('link', { name: 'Pay now', hidden: true })).toHaveAttribute(
      'href',
      '/lianlian?recharge=RC-CARD',
    );
    expect(within(await row('DPT-3')).getByText('Reason: No transfer arrived.')).toBeInTheDocument();
    expect(within(await row('DPC-4')).getByText('Credited')).toBeInTheDocument();
    expect(within(await row('DPC-4')).queryByRole('link', { hidden: true })).toBeNull();

    const bank = await row('DPT-2');
    expect(within(bank).getByText('Awaiting transfer')).toBeInTheDocument();
    expect(within(bank).getByRole('link', { name: 'Confirm transfer', hidden: true })).toHaveAttribute(
      'href',
      '/balance/recharge/confirm-payment?recharge=RC-BANK',
    );
    await user.click(within(bank).getByRole('button', { name: 'Bank details', hidden: true }));
    expect(await screen.findByRole('region', { name: 'Transfer the money to this account' })).toHaveTextContent('$75.00');

    await user.click(within(bank).getByRole('button', { name: 'Cancel', hidden: true }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The reference DPT-2 stops being valid');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel', hidden: true }));
    await waitFor(() => expect(within(bank).getByText('Cancelled')).toBeInTheDocument());
    expect(api.calls('POST', '/api/wallet/recharges/RC-BANK/cancel')).toHaveLength(1);
  });

  it('opened from a notification (?id=), marks that recharge and shows its transfer details while they are due', async () => {
    fakeRechargeApi({
      recharges: [
        aRecharge({ id: 'RC-BANK', method: 'bank', reference: 'DPT-2', amountCents: 7500 }),
        aRecharge({ id: 'RC-NO', method: 'bank', status: 'rejected', reference: 'DPT-3', failureReason: 'No transfer arrived.' }),
      ],
    });
    const first = renderApp('/balance/recharge?id=RC-NO');
    const rejected = (await screen.findByText('DPT-3')).closest('tr') as HTMLElement;
    expect(rejected).toHaveAttribute('aria-current', 'true');
    expect(rejected).toHaveTextContent('Reason: No transfer arrived.');
    expect(screen.queryByRole('region', { name: 'Transfer the money to this account' })).toBeNull();
    first.unmount();

    renderApp('/balance/recharge?id=RC-BANK');
    expect(await screen.findByRole('region', { name: 'Transfer the money to this account' })).toHaveTextContent('$75.00');
  });

  it('asks an unverified seller to verify the email first, with the code form, and holds the form back', async () => {
    fakeRechargeApi({ user: aUser({ emailVerified: false }) });
    renderApp('/balance/recharge');
    const banner = await screen.findByTestId('recharge-verify-email');
    expect(banner).toHaveTextContent('Verify your email to recharge');
    expect(await screen.findByRole('button', { name: 'Continue to card payment' })).toBeDisabled();
  });

  it('shows the refusal EMAIL_NOT_VERIFIED with a link to where the email is verified', async () => {
    const api = fakeRechargeApi();
    api.state.emailVerified = false;
    const user = userEvent.setup();
    renderApp('/balance/recharge');
    await user.type(await amountField(), '50');
    await user.click(screen.getByRole('button', { name: 'Continue to card payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verify your email address first: enter the code we sent you.');
    expect(within(alert).getByRole('link', { name: 'Verify my email' })).toHaveAttribute('href', '/dashboard/workplace');
  });

  it('says so when there are no recharges yet, and when the options cannot be loaded', async () => {
    fakeRechargeApi({
      over: (r) =>
        r.url === '/api/wallet/recharge-options'
          ? { status: 500, data: { code: 'INTERNAL', message: 'Broken on our side.', params: {} } }
          : undefined,
    });
    renderApp('/balance/recharge');
    expect(await screen.findByText('No recharges yet.')).toBeInTheDocument();
    expect(await screen.findByText('Broken on our side.')).toBeInTheDocument();
  });
});
