import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { walletBalanceQueryOptions } from '@/features/wallet';
import { queryClient } from '@/lib/query-client';
import type { Reply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { anOverview, aWithdrawal } from '../test/fake-referral';
import { fakeReferralApi, GOOD_CODE } from '../test/fake-referral-api';

const POST = '/api/referral/withdrawals';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A programme with a fee on payouts: $80 available, payouts from $20 for $1.50. */
const WITH_FEE = anOverview({ programme: { ...anOverview().programme, payoutFeeCents: 150 } });

const stat = (title: string) =>
  [...document.querySelectorAll('.ant-statistic')].find((el) => el.querySelector('.ant-statistic-title')?.textContent === title);
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role=dialog]') as HTMLElement;
const amount = () => screen.findByLabelText('Amount (USD)');
const method = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

async function typeAmount(user: UserEvent, value: string) {
  await user.clear(await amount());
  await user.type(await amount(), value);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Recommend → Withdraw', () => {
  it('shows what is available and checks the amount: the minimum and the fee for payouts, what is available', async () => {
    const api = fakeReferralApi({ overview: WITH_FEE });
    const user = userEvent.setup();
    renderApp('/recommend/withdraw');
    await waitFor(() => expect(stat('Available to withdraw')).toHaveTextContent('$80.00'));
    expect(stat('Pending')).toHaveTextContent('$12.50');
    expect(stat('Waiting for payout')).toHaveTextContent('$20.00');
    expect(method('To my balance')).toBeChecked();
    expect(screen.getByText('Available: $80.00.')).toBeInTheDocument();
    expect(screen.queryByTestId('payout-sums')).toBeNull();

    // To the balance: no minimum, no fee.
    await typeAmount(user, '10');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(await dialogTitled('Confirm the withdrawal')).toHaveTextContent('Your Dropport balance');
    await user.click(screen.getByRole('button', { name: 'Go back' }));

    await user.click(method('To PayPal'));
    expect(await screen.findByText('Payouts start at $20.00.')).toBeInTheDocument();
    expect(screen.getByText('Available: $80.00. Payouts start at $20.00; the fee is $1.50.')).toBeInTheDocument();
    const sums = screen.getByTestId('payout-sums');
    expect(within(sums).getByText('Fee').closest('tr')).toHaveTextContent('$1.50');
    expect(within(sums).getByText('You receive').closest('tr')).toHaveTextContent('—');

    await typeAmount(user, '80.01');
    expect(await screen.findByText('You have $80.00 available.')).toBeInTheDocument();
    await typeAmount(user, '12.345');
    expect(
      await screen.findByText('Enter an amount in dollars with at most two decimals, for example 25.00.'),
    ).toBeInTheDocument();
    await typeAmount(user, '0');
    expect(await screen.findByText('Enter more than zero.')).toBeInTheDocument();
    await typeAmount(user, '25.50');
    await waitFor(() => expect(within(sums).getByText('You receive').closest('tr')).toHaveTextContent('$24.00'));
    expect(within(sums).getByText('Amount').closest('tr')).toHaveTextContent('$25.50');

    // Without two-factor there is no code to give.
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(await screen.findByText('Enter the email of your PayPal account.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('PayPal email'), 'not-an-email');
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(api.calls('POST', POST)).toEqual([]);
  });

  it('reviews and sends a PayPal payout in cents with a key; the list and the figures refresh; the next one has a new key', async () => {
    const api = fakeReferralApi({ overview: WITH_FEE });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/recommend/withdraw');
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();

    await user.click(method('To PayPal'));
    await typeAmount(user, '25.50');
    await user.type(screen.getByLabelText('PayPal email'), ' Sam.Pay@PayPal.example ');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));

    const dialog = await dialogTitled('Confirm the withdrawal');
    expect(within(dialog).getByText('To').closest('tr')).toHaveTextContent('sam.pay@paypal.example');
    expect(within(dialog).getByText('Fee').closest('tr')).toHaveTextContent('$1.50');
    expect(within(dialog).getByText('You receive').closest('tr')).toHaveTextContent('$24.00');
    expect(api.calls('POST', POST)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw $25.50' }));

    expect(await screen.findByText('Withdrawal WD-2026-000101 of $25.50 requested.')).toBeInTheDocument();
    const [post] = api.calls('POST', POST);
    expect(post?.contentType).toMatch(/application\/json/);
    expect(post?.body).toEqual({
      method: 'paypal',
      amountCents: 2550,
      idempotencyKey: expect.stringMatching(UUID),
      paypalEmail: 'sam.pay@paypal.example',
    });
    const made = await row('WD-2026-000101');
    expect(made).toHaveTextContent('PayPal');
    expect(made).toHaveTextContent('sam.pay@paypal.example');
    expect(made).toHaveTextContent('$24.00');
    expect(made).toHaveTextContent('Requested');
    await waitFor(() => expect(stat('Available to withdraw')).toHaveTextContent('$54.50'));
    expect(stat('Waiting for payout')).toHaveTextContent('$45.50');
    // The amount is this payout's; the destination stays for the next.
    expect(await amount()).toHaveValue('');
    expect(screen.getByLabelText('PayPal email')).toHaveValue('Sam.Pay@PayPal.example');

    await typeAmount(user, '20');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    await user.click(within(await dialogTitled('Confirm the withdrawal')).getByRole('button', { name: 'Withdraw $20.00' }));
    await waitFor(() => expect(api.calls('POST', POST)).toHaveLength(2));
    expect(api.calls('POST', POST)[1]?.body.idempotencyKey).not.toBe(post?.body.idempotencyKey);
  });

  it('sends one withdrawal however often the confirmation is clicked', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const held = new Promise<Reply>((done) => (answer = done));
    const api = fakeReferralApi({ over: (r) => (r.method === 'POST' && r.url === POST ? held : undefined) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/recommend/withdraw');
    await typeAmount(user, '30');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const dialog = await dialogTitled('Confirm the withdrawal');
    const ok = within(dialog).getByRole('button', { name: 'Withdraw $30.00' });
    await user.dblClick(ok);
    await user.click(ok);
    await waitFor(() => expect(api.calls('POST', POST)).toHaveLength(1));
    answer({
      status: 201,
      data: aWithdrawal({ id: 'w9', number: 'WD-2026-000009', method: 'wallet', status: 'completed', amountCents: 3000 }),
    });
    expect(await screen.findByText('$30.00 moved to your balance.')).toBeInTheDocument();
    expect(api.calls('POST', POST)).toHaveLength(1);
  });

  it('moves commission to the balance at once, with no fee, and refreshes the wallet balance', async () => {
    const api = fakeReferralApi({ overview: WITH_FEE });
    queryClient.setQueryData(walletBalanceQueryOptions().queryKey, {
      currency: 'USD',
      availableCents: 10_000,
      heldCents: 0,
      updatedAt: null,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/recommend/withdraw');
    await typeAmount(user, '10');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    const dialog = await dialogTitled('Confirm the withdrawal');
    expect(within(dialog).getByText('Fee').closest('tr')).toHaveTextContent('$0.00');
    expect(within(dialog).getByText('You receive').closest('tr')).toHaveTextContent('$10.00');
    expect(queryClient.getQueryState(walletBalanceQueryOptions().queryKey)?.isInvalidated).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw $10.00' }));

    expect(await screen.findByText('$10.00 moved to your balance.')).toBeInTheDocument();
    expect(api.calls('POST', POST)[0]?.body).toEqual({
      method: 'wallet',
      amountCents: 1000,
      idempotencyKey: expect.stringMatching(UUID),
    });
    await waitFor(() => expect(queryClient.getQueryState(walletBalanceQueryOptions().queryKey)?.isInvalidated).toBe(true));
    const made = await row('WD-2026-000101');
    expect(made).toHaveTextContent('Completed');
    expect(made).toHaveTextContent('Your Dropport balance');
    await waitFor(() => expect(stat('Available to withdraw')).toHaveTextContent('$70.00'));
  });

  it('asks for the authenticator code only for PayPal and bank payouts when two-factor is on, and shows a wrong one on its field', async () => {
    const api = fakeReferralApi({ overview: anOverview({ twoFactorEnabled: true }) });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/recommend/withdraw');
    await amount();
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    await user.click(method('To PayPal'));
    expect(await screen.findByLabelText('Authenticator code')).toBeInTheDocument();
    await user.click(method('By bank transfer'));
    expect(screen.queryByLabelText('PayPal email')).toBeNull();

    await typeAmount(user, '40');
    await user.type(screen.getByLabelText('Account holder'), 'Sam Rivera');
    await user.type(screen.getByLabelText('Bank'), 'Banco Sol');
    await user.type(screen.getByLabelText('Account number or IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.type(screen.getByLabelText('SWIFT/BIC (optional)'), 'cobade');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    expect(await screen.findByText('A SWIFT/BIC code has 8 or 11 letters and digits.')).toBeInTheDocument();
    expect(await screen.findByText("Choose the bank's country.")).toBeInTheDocument();
    expect(screen.getByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('SWIFT/BIC (optional)'), 'ffxxx');
    await user.click(screen.getByRole('combobox', { name: "Bank's country" }));
    await user.click((await screen.findAllByTitle('Germany')).at(-1)!);
    await user.type(screen.getByLabelText('Authenticator code'), '111 111');
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    let dialog = await dialogTitled('Confirm the withdrawal');
    expect(within(dialog).getByText('To').closest('tr')).toHaveTextContent(
      'Sam Rivera · Banco Sol · DE89 3704 0044 0532 0130 00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw $40.00' }));

    expect(await screen.findByText('That code is not right. Try the current one.')).toBeInTheDocument();
    expect(screen.getByText('That code is not right. Try the current one.').closest('.ant-form-item')).toHaveTextContent(
      'Authenticator code',
    );
    const [first] = api.calls('POST', POST);
    expect(first?.body).toEqual({
      method: 'bank',
      amountCents: 4000,
      idempotencyKey: expect.stringMatching(UUID),
      bank: {
        accountName: 'Sam Rivera',
        bankName: 'Banco Sol',
        accountNumber: 'DE89 3704 0044 0532 0130 00',
        swift: 'COBADEFFXXX',
        country: 'DE',
      },
      code: '111111',
    });

    await user.clear(screen.getByLabelText('Authenticator code'));
    await user.type(screen.getByLabelText('Authenticator code'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    dialog = await dialogTitled('Confirm the withdrawal');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw $40.00' }));
    expect(await screen.findByText('Withdrawal WD-2026-000101 of $40.00 requested.')).toBeInTheDocument();
    expect(api.calls('POST', POST)[1]?.body).toMatchObject({ method: 'bank', code: GOOD_CODE });
    expect(await row('WD-2026-000101')).toHaveTextContent('Bank · ****3000');
  });

  it("shows the server's refusal in the form", async () => {
    const api = fakeReferralApi();
    api.state.overview.programme.minPayoutCents = 1_000;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/recommend/withdraw');
    await user.click(await screen.findByRole('radio', { name: /^To PayPal/ }));
    await typeAmount(user, '15');
    await user.type(screen.getByLabelText('PayPal email'), 'sam@paypal.example');
    // The programme changed since the page loaded: the server's minimum is higher now.
    api.state.overview.programme.minPayoutCents = 2_000;
    await user.click(screen.getByRole('button', { name: 'Review withdrawal' }));
    await user.click(within(await dialogTitled('Confirm the withdrawal')).getByRole('button', { name: 'Withdraw $15.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payouts start at the minimum.');
  });

  it('explains that withdrawals need a verified email, links to My Account and holds the form', async () => {
    fakeReferralApi({ overview: anOverview({ emailVerified: false }) });
    renderApp('/recommend/withdraw');
    const notice = await screen.findByTestId('withdraw-verify-email');
    expect(notice).toHaveTextContent('Verify your email to withdraw');
    expect(within(notice).getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/myAccount?tab=email');
    expect(await amount()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Review withdrawal' })).toBeDisabled();
  });

  it('lists the withdrawals with the reason of a rejection and the reference of a payment, and cancels a requested one', async () => {
    const api = fakeReferralApi({
      withdrawals: [
        aWithdrawal({ id: 'w3', number: 'WD-2026-000003', status: 'requested', amountCents: 2_500 }),
        aWithdrawal({ id: 'w2', number: 'WD-2026-000002', status: 'paid', reference: 'PP-7788' }),
        aWithdrawal({
          id: 'w1',
          number: 'WD-2026-000001',
          method: 'bank',
          destination: 'Bank · ****1234',
          status: 'rejected',
          reason: 'Wrong IBAN.',
        }),
      ],
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/recommend/withdraw?id=w2');

    const paid = await row('WD-2026-000002');
    expect(paid).toHaveTextContent('Payment reference: PP-7788');
    expect(paid).toHaveAttribute('aria-current', 'true');
    const rejected = await row('WD-2026-000001');
    expect(rejected).toHaveTextContent('Bank transfer');
    expect(rejected).toHaveTextContent('Reason: Wrong IBAN.');
    expect(within(paid).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(rejected).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await waitFor(() => expect(stat('Available to withdraw')).toHaveTextContent('$80.00'));

    await user.click(within(await row('WD-2026-000003')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel withdrawal WD-2026-000003?');
    expect(dialog).toHaveTextContent('$25.00 becomes available again.');
    expect(api.calls('POST', '/api/referral/withdrawals/w3/cancel')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Withdrawal WD-2026-000003 cancelled: $25.00 is available again.')).toBeInTheDocument();
    expect(api.calls('POST', '/api/referral/withdrawals/w3/cancel')).toHaveLength(1);
    await waitFor(async () => expect(await row('WD-2026-000003')).toHaveTextContent('Cancelled'));
    await waitFor(() => expect(stat('Available to withdraw')).toHaveTextContent('$105.00'));
    expect(within(await row('WD-2026-000003')).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
