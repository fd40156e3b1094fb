import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@dropport/contracts';
import { useEffect } from 'react';
import { notificationsKeys } from '@/features/notifications';
import { orderKeys } from '@/features/orders';
import { supportKeys } from '@/features/support';
import { invalidateMyWallet } from '@/features/wallet';
import { invalidateDashboards } from '@/features/workplace';
import { openLiveEvents } from '@/lib/live-events';
import { accountIdOf, useSessionStore } from '@/stores/session-store';

/** The parts of the console a live event can change. */
export type LiveArea = 'notifications' | 'support' | 'orders' | 'wallet';
export const LIVE_AREAS: readonly LiveArea[] = ['notifications', 'support', 'orders', 'wallet'];

/**
 * What an event changed: a notification moves the bell (and, by its type, the tickets, the orders or the balance it
 * tells of; a claim's decision touches all three), a ticket the support pages, an order the order lists.
 */
export function liveAreasOf(event: LiveEvent): LiveArea[] {
  switch (event.type) {
    case 'notification': {
      const type = event.notification;
      const claim = type === 'ticket.claim_decided';
      const areas: LiveArea[] = ['notifications'];
      if (type.startsWith('ticket.')) areas.push('support');
      if (type.startsWith('order.') || claim) areas.push('orders');
      if (type.startsWith('wallet.') || claim) areas.push('wallet');
      return areas;
    }
    case 'ticket':
      return ['support'];
    case 'order':
      return ['orders'];
  }
}

/**
 * Marks an area's queries stale; those on screen load again. `sweep`: the refresh after a connection opens, which
 * mostly meets the page's own first loads still running: those are kept rather than started over, and the
 * Workplace's figures (loading with the page) are left alone.
 */
function invalidateArea(qc: QueryClient, area: LiveArea, sweep: boolean): Promise<unknown> {
  const options = { cancelRefetch: !sweep };
  switch (area) {
    case 'notifications':
      return Promise.all([
        qc.invalidateQueries({ queryKey: notificationsKeys.all }, options),
        // The Workplace shows the unread count too.
        sweep ? null : invalidateDashboards(qc),
      ]);
    case 'support':
      return qc.invalidateQueries({ queryKey: supportKeys.all }, options);
    case 'orders':
      return qc.invalidateQueries({ queryKey: orderKeys.all }, options);
    case 'wallet':
      return invalidateMyWallet(qc);
  }
}

/** What one live event changed is loaded again. */
export function applyLiveEvent(qc: QueryClient, event: LiveEvent): Promise<unknown> {
  return Promise.all(liveAreasOf(event).map((area) => invalidateArea(qc, area, false)));
}

/** After a connection opens: whatever changed while none was open may have been missed, so every area loads again. */
export function refreshLiveAreas(qc: QueryClient): Promise<unknown> {
  return Promise.all(LIVE_AREAS.map((area) => invalidateArea(qc, area, true)));
}

/**
 * The signed-in user's live updates (GET /api/events), open while a user is signed in: each event marks what it
 * changed stale, and each (re)connection refreshes every area it covers. Signing out, unmounting or leaving the page
 * aborts the request; a page restored from the back/forward cache connects again.
 */
export function useLiveEvents(): void {
  const qc = useQueryClient();
  // A switch to another account opens a new stream, for that account's events.
  const userId = useSessionStore((s) => (s.user ? accountIdOf(s.user) : null));
  useEffect(() => {
    if (!userId) return;
    let controller: AbortController | null = null;
    const start = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      void openLiveEvents({
        signal: current.signal,
        onOpen: () => void refreshLiveAreas(qc),
        onEvent: (event) => void applyLiveEvent(qc, event),
      });
    };
    const onPageHide = () => controller?.abort();
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) start();
    };
    start();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      controller?.abort();
    };
  }, [qc, userId]);
}
