import type { Recharge, RechargeStatus } from '@dropport/contracts';
import type { TFunction } from 'i18next';

/**
 * Codes the server records for a failed card payment (the gateway's failure code, or its own when the gateway could
 * not be reached); anything else, such as an admin's reason for a rejection, is shown as written.
 */
const KNOWN: Record<string, string> = {
  card_declined: 'declined',
  declined: 'declined',
  insufficient_funds: 'insufficient_funds',
  expired: 'expired',
  cancelled: 'cancelled',
  gateway_unavailable: 'gateway_unavailable',
};

/** Why a recharge failed or was rejected, in the reader's language where it is a known code; null when no reason. */
export function reasonText(r: Pick<Recharge, 'failureReason'>, t: TFunction): string | null {
  const reason = r.failureReason?.trim();
  if (!reason) return null;
  const code = reason.toLowerCase().replace(/[\s-]+/g, '_');
  const known = KNOWN[code];
  return known ? t(`recharge.reason.${known}`) : reason;
}

/** What a recharge credits: a bank transfer the amount the seller confirmed sending, a card the amount paid. */
export function creditedCents(r: Pick<Recharge, 'method' | 'amountCents' | 'transfer'>): number {
  return r.method === 'bank' && r.transfer ? r.transfer.amountCents : r.amountCents;
}

/** Whether a card recharge can still be paid on the gateway's page (a decline may be followed by another card). */
export function isPayable(r: Recharge, now = Date.now()): boolean {
  if (r.method !== 'card' || !r.checkoutUrl) return false;
  if (r.status !== 'pending' && r.status !== 'failed') return false;
  return !r.expiresAt || new Date(r.expiresAt).getTime() > now;
}

/**
 * A recharge's status as of now: one still open (a card payment waiting or declined, a transfer reference unconfirmed)
 * whose time ran out is expired, even before the server's minutely expiry or a refetch of the list says so.
 */
export function statusNow(r: Pick<Recharge, 'method' | 'status' | 'expiresAt'>, now = Date.now()): RechargeStatus {
  const open = r.method === 'card' ? r.status === 'pending' || r.status === 'failed' : r.status === 'awaiting_transfer';
  return open && r.expiresAt && new Date(r.expiresAt).getTime() <= now ? 'expired' : r.status;
}

/** A card recharge that can no longer be paid and was not credited: the seller may start again for the same amount. */
export function canStartAgain(r: Recharge, now = Date.now()): boolean {
  const status = statusNow(r, now);
  return r.method === 'card' && !isPayable(r, now) && (status === 'expired' || status === 'failed');
}
