import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { fakeRechargeApi } from '../test/fake-recharge-api';
import { aRecharge } from '../test/fake-recharges';

afterEach(() => {
  vi.useRealTimers();
});

const polls = (api: ReturnType<typeof fakeRechargeApi>) => api.calls('GET', '/api/wallet/recharges/RC1').length;

describe('/pay-success: where the gateway returns', () => {
  it('never assumes success: it waits, polling, until the server says the payment is credited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeRechargeApi({ recharges: [aRecharge({ id: 'RC1', amountCents: 25_000, reference: 'DPC-9' })] });
    renderApp('/pay-success?recharge=RC1');
    expect(await screen.findByText('Waiting for the payment confirmation…')).toBeInTheDocument();
    const first = polls(api);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(polls(api)).toBeGreaterThan(first);
    expect(screen.getByText('Waiting for the payment confirmation…')).toBeInTheDocument();

    api.save('RC1', { status: 'succeeded', invoiceId: 'INV1', completedAt: new Date().toISOString() });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByText('$250.00 was added to your balance (DPC-9).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View my balance' })).toHaveAttribute('href', '/balance');
    expect(screen.getByRole('link', { name: 'View invoices' })).toHaveAttribute('href', '/invoice');

    // Once the outcome is known, it stops asking.
    const done = polls(api);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls(api)).toBe(done);
  });

  it('shows a failure with its reason and the way to try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeRechargeApi({ recharges: [aRecharge({ id: 'RC1' })] });
    renderApp('/pay-success?recharge=RC1');
    expect(await screen.findByText('Waiting for the payment confirmation…')).toBeInTheDocument();
    api.save('RC1', { status: 'failed', failureReason: 'insufficient_funds', checkoutUrl: null });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    expect(screen.getByText('The card has insufficient funds.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/balance/recharge');
    expect(screen.queryByRole('link', { name: 'Try another card' })).toBeNull();
  });

  it("says a payment cancelled on the gateway's page was cancelled, not declined, with the way back to Balance", async () => {
    // The seller tried the insufficient-funds card, then chose "Cancel and return".
    fakeRechargeApi({
      recharges: [aRecharge({ id: 'RC1', status: 'failed', failureReason: 'insufficient_funds', reference: 'DPC-7' })],
    });
    renderApp('/pay-success?recharge=RC1&merchant_order_no=DPC-7&result=cancelled');
    expect(await screen.findByText('You cancelled the card payment')).toBeInTheDocument();
    expect(screen.getByText('Nothing was charged for DPC-7. Your balance is unchanged.')).toBeInTheDocument();
    expect(screen.queryByText('The card has insufficient funds.')).toBeNull();
    expect(screen.getByRole('link', { name: 'View my balance' })).toHaveAttribute('href', '/balance');
  });

  it('offers another card after a decline while the checkout is still open', async () => {
    fakeRechargeApi({ recharges: [aRecharge({ id: 'RC1', status: 'failed', failureReason: 'card_declined' })] });
    renderApp('/pay-success?recharge=RC1');
    expect(await screen.findByText('The card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try another card' })).toHaveAttribute('href', '/lianlian?recharge=RC1');
  });

  it('stops after two minutes and says the confirmation is late, then checks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeRechargeApi({ recharges: [aRecharge({ id: 'RC1' })] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/pay-success?recharge=RC1');
    expect(await screen.findByText('Waiting for the payment confirmation…')).toBeInTheDocument();
    // Two minutes of polls, one interval at a time (as a browser would live through them).
    for (let waited = 0; waited < 122_000; waited += 2_000) await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('The confirmation is taking longer than usual')).toBeInTheDocument();
    const stopped = polls(api);
    expect(stopped).toBeGreaterThan(50);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls(api)).toBe(stopped);

    api.save('RC1', { status: 'succeeded' });
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first, and back here afterwards', async () => {
    fakeRechargeApi({ signedIn: false });
    const app = renderApp('/pay-success?recharge=RC1');
    await vi.waitFor(() => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/pay-success?recharge=RC1')}`));
  });
});
