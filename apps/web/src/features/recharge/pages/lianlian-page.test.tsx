import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { gateway } from '../components/gateway';
import { fakeRechargeApi } from '../test/fake-recharge-api';
import { aRecharge } from '../test/fake-recharges';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/lianlian: the payment screen', () => {
  it('shows what is paid, to whom, the time left, and hands over to the gateway with the stored credential', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const expiresAt = new Date(Date.now() + 10 * 60_000 + 500).toISOString();
    const api = fakeRechargeApi({ recharges: [aRecharge({ id: 'RC1', reference: 'DPC-42', amountCents: 10435, expiresAt })] });
    const open = vi.spyOn(gateway, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/lianlian?recharge=RC1');

    expect(await screen.findByTestId('pay-amount')).toHaveTextContent('$104.35');
    const row = (label: string) => screen.getByText(label).closest('tr') as HTMLElement;
    expect(row('Merchant')).toHaveTextContent('Dropport');
    expect(row('For')).toHaveTextContent('Balance recharge');
    expect(row('Order number')).toHaveTextContent('DPC-42');
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent('10:00');
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toHaveTextContent('8:59');
    const sandbox = screen.getByText('Test mode: use these cards on the payment page').closest('.ant-alert') as HTMLElement;
    expect(within(sandbox).getByText('4242424242424242')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(open).toHaveBeenCalledWith('https://pay.sandbox.example/checkout/cs_1');
    expect(api.calls('GET', '/api/wallet/recharges/RC1')[0]?.headers.authorization).toBe(`Basic ${btoa('u-seller:t')}`);
    // No console around it: the payment screen stands alone.
    expect(screen.queryByRole('menu', { name: 'Main menu' })).toBeNull();
  });

  it('says when the time to pay runs out while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const expiresAt = new Date(Date.now() + 3_000).toISOString();
    fakeRechargeApi({ recharges: [aRecharge({ id: 'RC1', expiresAt })] });
    renderApp('/lianlian?recharge=RC1');
    expect(await screen.findByRole('button', { name: 'Pay by card' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByText('This payment has expired')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a new recharge' })).toHaveAttribute('href', '/balance/recharge');
  });

  it('asks a signed-out visitor to sign in and come back to this payment', async () => {
    const api = fakeRechargeApi({ signedIn: false, recharges: [aRecharge({ id: 'RC1' })] });
    renderApp('/lianlian?recharge=RC1');
    expect(await screen.findByText('Sign in to pay')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/lianlian?recharge=RC1')}`,
    );
    expect(api.calls('GET', '/api/wallet/recharges/RC1')).toEqual([]);
  });

  it('says a paid or expired recharge cannot be paid, and offers another card after a decline', async () => {
    fakeRechargeApi({
      recharges: [
        aRecharge({ id: 'RC-PAID', status: 'succeeded', amountCents: 5000, reference: 'DPC-P' }),
        aRecharge({ id: 'RC-OLD', status: 'expired', expiresAt: '2026-01-01T00:00:00.000Z' }),
        aRecharge({ id: 'RC-DECLINED', status: 'failed', failureReason: 'card_declined' }),
      ],
    });
    const paid = renderApp('/lianlian?recharge=RC-PAID');
    expect(await screen.findByText('This recharge is already paid')).toBeInTheDocument();
    expect(screen.getByText('$50.00 (DPC-P) is in your balance.')).toBeInTheDocument();
    paid.unmount();

    const old = renderApp('/lianlian?recharge=RC-OLD');
    expect(await screen.findByText('This payment has expired')).toBeInTheDocument();
    old.unmount();

    renderApp('/lianlian?recharge=RC-DECLINED');
    expect(
      await screen.findByText('The last attempt failed: The card was declined. You can try another card.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay by card' })).toBeInTheDocument();
  });

  it('says when there is no such payment', async () => {
    fakeRechargeApi();
    renderApp('/lianlian?recharge=NOPE');
    expect(await screen.findByText('This payment was not found')).toBeInTheDocument();
  });
});
