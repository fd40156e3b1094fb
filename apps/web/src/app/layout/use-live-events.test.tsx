import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The same keys the hook takes (see use-live-events.ts).
// eslint-disable-next-line no-restricted-imports
import { notificationsKeys } from '@/features/notifications/api/notifications-keys';
// eslint-disable-next-line no-restricted-imports
import { orderKeys } from '@/features/orders/api/order-keys';
import { supportKeys } from '@/features/support';
import { walletBalanceQueryOptions } from '@/features/wallet';
import { CREDENTIAL_STORAGE_KEY } from '@/lib/credential';
import { useSessionStore } from '@/stores/session-store';
import { fakeEventServer, liveChange } from '@/test/fake-event-stream';
import { aUser } from '@/test/fixtures';
import { liveAreasOf, useLiveEvents } from './use-live-events';

describe('liveAreasOf', () => {
  it('maps each event to what it changed', () => {
    const note = (notification: string) => liveAreasOf({ type: 'notification', notification, params: {} });
    expect(note('ticket.replied')).toEqual(['notifications', 'support']);
    expect(note('order.shipped')).toEqual(['notifications', 'orders']);
    expect(note('wallet.recharged')).toEqual(['notifications', 'wallet']);
    expect(note('ticket.claim_decided')).toEqual(['notifications', 'support', 'orders', 'wallet']);
    expect(note('account.password_changed')).toEqual(['notifications']);
    expect(liveAreasOf({ type: 'ticket', ticketId: 't1' })).toEqual(['support']);
    expect(liveAreasOf({ type: 'order', orderId: 'o1' })).toEqual(['orders']);
  });
});

const KEYS: Record<string, QueryKey> = {
  notifications: notificationsKeys.unreadCount('u-seller'),
  support: supportKeys.detail('t1'),
  orders: orderKeys.list({ source: 'store' }),
  wallet: walletBalanceQueryOptions().queryKey,
};

/** Fills the cache afresh; returns which of the areas' entries are stale afterwards. */
function seed(qc: QueryClient) {
  for (const key of Object.values(KEYS)) qc.setQueryData(key, { seeded: true });
  return () =>
    Object.entries(KEYS)
      .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
      .map(([area]) => area);
}

function Probe() {
  useLiveEvents();
  return null;
}

describe('useLiveEvents', () => {
  let server: ReturnType<typeof fakeEventServer>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server = fakeEventServer();
    vi.stubGlobal('fetch', server.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function signedIn() {
    sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, JSON.stringify({ userId: 'u-seller', token: 't' }));
    useSessionStore.setState({ user: aUser() });
    const qc = new QueryClient();
    const stale = seed(qc);
    const view = render(
      <QueryClientProvider client={qc}>
        <Probe />
      </QueryClientProvider>,
    );
    return { qc, stale, view };
  }

  it('opens the stream while signed in, refreshes every area once connected, then what each event changed', async () => {
    server.answer({ end: false });
    const { qc, stale } = signedIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.headers.Authorization).toBe(`Basic ${btoa('u-seller:t')}`);
    expect(stale()).toEqual(['notifications', 'support', 'orders', 'wallet']);

    const push = async (text: string) => {
      seed(qc);
      server.streams[0]!.push(text);
      await vi.advanceTimersByTimeAsync(0);
      return stale();
    };
    expect(await push(liveChange(1, { type: 'ticket', ticketId: 't1' }))).toEqual(['support']);
    expect(await push(liveChange(2, { type: 'order', orderId: 'o1' }))).toEqual(['orders']);
    expect(await push(liveChange(3, { type: 'notification', notification: 'order.shipped', params: { orderId: 'o1' } }))).toEqual(
      ['notifications', 'orders'],
    );
    expect(
      await push(liveChange(4, { type: 'notification', notification: 'ticket.claim_decided', params: { ticketId: 't1' } })),
    ).toEqual(['notifications', 'support', 'orders', 'wallet']);
    expect(await push(': keep-alive\n')).toEqual([]);
  });

  it('after a dropped connection reconnects with Last-Event-ID and refreshes every area again', async () => {
    server.answer({ chunks: [liveChange(41, { type: 'ticket', ticketId: 't1' })] }, { end: false });
    const { qc, stale } = signedIn();
    await vi.advanceTimersByTimeAsync(0);
    seed(qc);
    await vi.advanceTimersByTimeAsync(2500);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.headers['Last-Event-ID']).toBe('41');
    expect(stale()).toEqual(['notifications', 'support', 'orders', 'wallet']);
  });

  it('aborts the request when the user signs out or the layout goes, and opens none while signed out', async () => {
    server.answer({ end: false }, { end: false });
    const { view } = signedIn();
    await vi.advanceTimersByTimeAsync(0);
    act(() => useSessionStore.setState({ user: null }));
    expect(server.calls[0]!.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);

    act(() => useSessionStore.setState({ user: aUser() }));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(2);
    view.unmount();
    expect(server.calls[1]!.signal.aborted).toBe(true);
  });

  it('leaving the page aborts the request; a page brought back from the back/forward cache connects again', async () => {
    server.answer({ end: false }, { end: false });
    signedIn();
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('pagehide'));
    expect(server.calls[0]!.signal.aborted).toBe(true);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.signal.aborted).toBe(false);
  });
});
