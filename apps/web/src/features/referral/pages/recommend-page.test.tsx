import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { aCommission, aMovement, anOverview, aReferee } from '../test/fake-referral';
import { fakeReferralApi } from '../test/fake-referral-api';

/** A figure of the summary by its title. */
const stat = (title: string) =>
  [...document.querySelectorAll('.ant-statistic')].find((el) => el.querySelector('.ant-statistic-title')?.textContent === title);
/** A table row by a text in it (role queries over a whole table are slow in the test DOM). */
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

async function pick(user: UserEvent, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Recommend', () => {
  it('shows the invite link and code to copy, a QR code, a message to share, the terms and every figure', async () => {
    const api = fakeReferralApi();
    renderApp('/recommend');

    const link = `${window.location.origin}/login?mode=register&invite=SAMCODE1`;
    expect(await screen.findByTestId('invite-link')).toHaveTextContent(link);
    expect(screen.getByTestId('invite-code')).toHaveTextContent('SAMCODE1');
    expect(screen.getByTestId('invite-share')).toHaveTextContent(`Sign up with my link: ${link} (invite code SAMCODE1).`);
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the message' })).toBeInTheDocument();
    expect(document.querySelector('.ant-qrcode svg')).not.toBeNull();
    expect(screen.getByTestId('programme-rules')).toHaveTextContent(
      'You earn 3% of products + shipping on every order your referees pay in their first 12 months. Commission becomes available 14 days after delivery; payouts start at $20.00.',
    );

    expect(stat('Available to withdraw')).toHaveTextContent('$80.00');
    expect(stat('Referees')).toHaveTextContent('4');
    expect(stat('Referees who ordered')).toHaveTextContent('2');
    expect(stat('Pending')).toHaveTextContent('$12.50');
    expect(stat('Waiting for payout')).toHaveTextContent('$20.00');
    expect(stat('Moved to balance')).toHaveTextContent('$5.00');
    expect(stat('Paid out')).toHaveTextContent('$30.00');
    expect(stat('Reversed')).toHaveTextContent('$3.00');
    expect(stat('Earned in total')).toHaveTextContent('$147.50');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Withdraw' })).toHaveAttribute(
      'href',
      '/recommend/withdraw',
    );
    expect(api.calls('GET', '/api/referral')).toHaveLength(1);

    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    expect(await screen.findByText(/^Ganas el 3 % de productos \+ envío/)).toBeInTheDocument();
    expect(screen.getByTestId('programme-rules')).toHaveTextContent(
      'en sus primeros 12 meses. La comisión está disponible 14 días después de la entrega; los pagos empiezan en 20,00 US$.',
    );
    expect(stat('Disponible para retirar')).toHaveTextContent('80,00 US$');
    expect(screen.getByTestId('invite-share')).toHaveTextContent(/^Únete a mí en Dropport/);
  });

  it('says the terms with a payout fee, a window in days and no hold', async () => {
    fakeReferralApi({
      overview: anOverview({
        programme: { rateBp: 250, windowDays: 45, holdDays: 0, minPayoutCents: 5_000, payoutFeeCents: 150, maxOpenPayouts: 3 },
      }),
    });
    renderApp('/recommend');
    expect(await screen.findByTestId('programme-rules')).toHaveTextContent(
      'You earn 2.5% of products + shipping on every order your referees pay in their first 45 days. Commission becomes available on delivery; payouts start at $50.00. Each PayPal or bank payout costs $1.50.',
    );
  });

  it('charts the earnings per month, and per week once switched', async () => {
    const api = fakeReferralApi();
    const user = userEvent.setup();
    renderApp('/recommend');
    const totals = await screen.findByTestId('earnings-totals');
    expect(totals).toHaveTextContent('Earned: $42.00');
    expect(totals).toHaveTextContent('Reversed: $3.00');
    expect(totals).toHaveTextContent('5 orders');
    expect(api.calls('GET', '/api/referral/earnings')[0]?.params).toEqual({ period: 'month' });

    await user.click(screen.getByText('Week'));
    await waitFor(() => expect(screen.getByTestId('earnings-totals')).toHaveTextContent('Earned: $16.00'));
    expect(api.calls('GET', '/api/referral/earnings').at(-1)?.params).toEqual({ period: 'week' });
  });

  it('lists the referees, masked, with "Load more"', async () => {
    const referees = Array.from({ length: 25 }, (_, i) =>
      aReferee({
        id: `r${i + 1}`,
        emailMasked: `s${i + 1}***@ex***.com`,
        verified: i !== 0,
        firstPaidOrderAt: i === 0 ? null : '2026-04-02T12:00:00.000Z',
        paidOrders: i === 0 ? 0 : 2,
        commissionCents: i === 0 ? 0 : 1_234,
      }),
    );
    const api = fakeReferralApi({ referees });
    const user = userEvent.setup();
    renderApp('/recommend');

    const first = await row('s1***@ex***.com');
    expect(first).toHaveTextContent('Not verified');
    expect(first).toHaveTextContent('Mar 10, 2026');
    expect(first).toHaveTextContent('Mar 10, 2027');
    expect(first).toHaveTextContent('—');
    const second = await row('s2***@ex***.com');
    expect(second).toHaveTextContent('Verified');
    expect(second).toHaveTextContent('Apr 2, 2026');
    expect(second).toHaveTextContent('$12.34');
    expect(screen.queryByText('s21***@ex***.com')).toBeNull();
    expect(api.calls('GET', '/api/referral/referees')[0]?.params).toEqual({ limit: 20 });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await row('s25***@ex***.com')).toBeInTheDocument();
    expect(api.calls('GET', '/api/referral/referees').at(-1)?.params).toEqual({ cursor: '20', limit: 20 });
  });

  it('lists the commissions and filters them by status in the address', async () => {
    const api = fakeReferralApi({
      commissions: [
        aCommission({ id: 'c1', orderNo: 'DP1000101', status: 'available' }),
        aCommission({
          id: 'c2',
          orderNo: 'DP1000102',
          status: 'reversed',
          baseCents: 10_000,
          amountCents: 250,
          rateBp: 250,
          reversedAt: '2026-04-12T12:00:00.000Z',
        }),
      ],
    });
    const user = userEvent.setup();
    const app = renderApp('/recommend');
    await user.click(await screen.findByRole('tab', { name: 'Commissions' }));
    await waitFor(() => expect(app.location()).toBe('/recommend?tab=commissions'));

    const available = await row('DP1000101');
    expect(available).toHaveTextContent('$152.00');
    expect(available).toHaveTextContent('3%');
    expect(available).toHaveTextContent('$4.56');
    expect(available).toHaveTextContent('Available');
    expect(available).toHaveTextContent('Apr 23, 2026');
    const reversed = await row('DP1000102');
    expect(reversed).toHaveTextContent('2.5%');
    expect(reversed).toHaveTextContent('Reversed');
    expect(reversed).toHaveTextContent('Apr 12, 2026');

    await pick(user, 'Status', 'Reversed');
    await waitFor(() => expect(app.location()).toBe('/recommend?tab=commissions&status=reversed'));
    await waitFor(() => expect(screen.queryByText('DP1000101')).toBeNull());
    expect(screen.getByText('DP1000102')).toBeInTheDocument();
    expect(api.calls('GET', '/api/referral/commissions').at(-1)?.params).toEqual({ status: 'reversed', limit: 20 });

    await pick(user, 'Status', 'Pending');
    expect(await screen.findByText('No commissions with this status.')).toBeInTheDocument();
  });

  it('shows the statement signed, with both balances after each movement, and exports it as CSV', async () => {
    const api = fakeReferralApi({
      movements: [
        aMovement({
          id: 'm3',
          kind: 'payout_requested',
          reference: 'WD-2026-000001',
          amountCents: -2_000,
          pendingAfterCents: 0,
          availableAfterCents: 456,
          at: '2026-05-01T12:00:00.000Z',
        }),
        aMovement({
          id: 'm2',
          kind: 'commission_available',
          reference: 'DP1000101',
          amountCents: 456,
          pendingAfterCents: 0,
          availableAfterCents: 2_456,
        }),
      ],
    });
    const created = vi.fn((_: Blob) => 'blob:referral');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderApp('/recommend?tab=statement');

    const payout = await row('WD-2026-000001');
    expect(payout).toHaveTextContent('Payout requested');
    expect(within(payout).getByText('-$20.00').closest('.ant-typography')).toHaveClass('ant-typography-danger');
    expect(payout).toHaveTextContent('$4.56');
    const available = await row('DP1000101');
    expect(available).toHaveTextContent('Commission available');
    expect(within(available).getByText('+$4.56').closest('.ant-typography')).toHaveClass('ant-typography-success');
    expect(available).toHaveTextContent('$24.56');

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const csv = api.calls('GET', '/api/referral/statement.csv');
    expect(csv).toHaveLength(1);
    expect(csv[0]?.headers.authorization).toBe(`Basic ${btoa('u-seller:t')}`);
    expect(created).toHaveBeenCalledWith(expect.any(Blob));
    expect(clicked[0]?.download).toMatch(/^dropport-referral-statement-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('says when the programme cannot be loaded, and loads it again', async () => {
    const api = fakeReferralApi();
    api.state.failOverview = true;
    const user = userEvent.setup();
    renderApp('/recommend');
    expect(await screen.findByText('Broken on our side.')).toBeInTheDocument();
    api.state.failOverview = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('SAMCODE1');
  });
});
