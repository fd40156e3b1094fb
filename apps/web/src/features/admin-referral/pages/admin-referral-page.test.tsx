import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { REFERRAL_DEFAULTS } from '@dropport/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { aChange, aReferrer, fakeAdminReferralApi } from '../test/fake-admin-referral-api';

const SETTINGS = '/api/admin/referral/settings';
const row = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

async function retype(user: UserEvent, label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, value);
}

describe('Admin → Referral programme', () => {
  it('shows the rules in the form and who changed them, before → after', async () => {
    fakeAdminReferralApi({
      changes: [
        aChange({
          id: 'ch2',
          before: { ...REFERRAL_DEFAULTS, rateBp: 250, minPayoutCents: 1_000 },
          after: { ...REFERRAL_DEFAULTS },
        }),
        aChange({
          id: 'ch1',
          actorEmail: null,
          before: { ...REFERRAL_DEFAULTS },
          after: { ...REFERRAL_DEFAULTS },
          changedAt: '2026-09-01T12:00:00.000Z',
        }),
      ],
    });
    renderApp('/admin/referral');

    expect(await screen.findByLabelText('Commission rate')).toHaveValue('3.00');
    expect(screen.getByLabelText('Earning window (days)')).toHaveValue('365');
    expect(screen.getByLabelText('Hold after delivery (days)')).toHaveValue('14');
    expect(screen.getByLabelText('Payouts waiting per seller')).toHaveValue('3');
    expect(screen.getByLabelText('Minimum payout (USD)')).toHaveValue('20.00');
    expect(screen.getByLabelText('Fee per payout (USD)')).toHaveValue('0.00');

    const change = await row('boss@dropport.example');
    expect(change).toHaveTextContent('Oct 1, 2026');
    expect(change).toHaveTextContent('Rate: 2.50% → 3.00%');
    expect(change).toHaveTextContent('Minimum payout: $10.00 → $20.00');
    expect(change).not.toHaveTextContent('Window');
    const system = await row('System');
    expect(system).toHaveTextContent('Saved without changes');

    await act(async () => {
      await i18n.changeLanguage('es-ES');
    });
    expect(await row('boss@dropport.example')).toHaveTextContent('Porcentaje: 2,50 % → 3,00 %');
  });

  it('refuses a rate, a window and an amount out of their rules, and sends nothing', async () => {
    const api = fakeAdminReferralApi();
    const user = userEvent.setup();
    renderApp('/admin/referral');
    expect(await screen.findByText('The rules have not been changed yet: the defaults apply.')).toBeInTheDocument();

    await retype(user, 'Commission rate', '60');
    await retype(user, 'Earning window (days)', '0');
    await retype(user, 'Minimum payout (USD)', '20.555');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    // Each field's error renders on its own: wait for all three, not for the first.
    await waitFor(() => {
      for (const error of [
        'Enter a percentage from 0.00 to 50.00, with two decimals at most.',
        'Enter a whole number from 1 to 3650.',
        'Enter an amount in dollars with at most two decimals, for example 20.00.',
      ])
        expect(screen.getByText(error)).toBeInTheDocument();
    });
    expect(api.calls('PUT', SETTINGS)).toEqual([]);
  });

  it('saves the rate in basis points and the sums in cents; the change is listed', async () => {
    const api = fakeAdminReferralApi();
    const user = userEvent.setup();
    renderApp('/admin/referral');
    expect(await screen.findByText('The rules have not been changed yet: the defaults apply.')).toBeInTheDocument();

    await retype(user, 'Commission rate', '4.25');
    await retype(user, 'Earning window (days)', '180');
    await retype(user, 'Minimum payout (USD)', '25');
    await retype(user, 'Fee per payout (USD)', '1.50');
    await retype(user, 'Payouts waiting per seller', '2');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));

    expect(await screen.findByText('The rules are saved.')).toBeInTheDocument();
    expect(api.calls('PUT', SETTINGS)).toHaveLength(1);
    expect(api.calls('PUT', SETTINGS)[0]?.body).toEqual({
      rateBp: 425,
      windowDays: 180,
      holdDays: 14,
      minPayoutCents: 2500,
      payoutFeeCents: 150,
      maxOpenPayouts: 2,
    });
    // The admin's email is also in the navbar: the change is the row that has it.
    const change = (await screen.findAllByText('admin@dropport.example')).map((e) => e.closest('tr')).find(Boolean)!;
    expect(change).toHaveTextContent('Rate: 3.00% → 4.25%');
    expect(change).toHaveTextContent('Window: 365 days → 180 days');
    expect(change).toHaveTextContent('Payout fee: $0.00 → $1.50');
    expect(change).toHaveTextContent('Payouts waiting: 3 → 2');
    expect(screen.getByLabelText('Commission rate')).toHaveValue('4.25');
  });

  it('saves a free programme: no minimum and no fee', async () => {
    const api = fakeAdminReferralApi({ settings: { ...REFERRAL_DEFAULTS, payoutFeeCents: 100 } });
    const user = userEvent.setup();
    renderApp('/admin/referral');
    await screen.findByLabelText('Minimum payout (USD)');
    await retype(user, 'Minimum payout (USD)', '0');
    await retype(user, 'Fee per payout (USD)', '0');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(api.calls('PUT', SETTINGS)).toHaveLength(1));
    expect(api.calls('PUT', SETTINGS)[0]?.body).toMatchObject({ minPayoutCents: 0, payoutFeeCents: 0 });
  });

  it('lists the referrers with their sums and searches them by the address', async () => {
    const api = fakeAdminReferralApi({
      referrers: [aReferrer(), aReferrer({ userId: 'u-bo', email: 'bo@store.example', inviteCode: 'BOCODE22', referees: 1 })],
    });
    const user = userEvent.setup();
    const app = renderApp('/admin/referral');

    const ana = await row('ana@shop.example');
    expect(ana).toHaveTextContent('ANACODE7');
    expect(ana).toHaveTextContent('5');
    expect(ana).toHaveTextContent('$12.50');
    expect(ana).toHaveTextContent('$80.00');
    expect(ana).toHaveTextContent('$25.00');
    expect(ana).toHaveTextContent('$40.00');
    expect(ana).toHaveTextContent('$157.50');
    expect(await row('bo@store.example')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search referrers'), 'bocode{Enter}');
    await waitFor(() => expect(app.location()).toBe('/admin/referral?q=bocode'));
    await waitFor(() => expect(screen.queryByText('ana@shop.example')).toBeNull());
    expect(screen.getByText('bo@store.example')).toBeInTheDocument();
    expect(api.calls('GET', '/api/admin/referral/referrers').at(-1)?.params).toEqual({ q: 'bocode', limit: 20 });

    await user.clear(screen.getByLabelText('Search referrers'));
    await user.type(screen.getByLabelText('Search referrers'), 'nobody{Enter}');
    expect(await screen.findByText('No referrer matches "nobody".')).toBeInTheDocument();
  });
});
