import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@dropport/contracts';

/** What the queue opens on: payouts waiting for a first decision. */
export const QUEUE_STATUS: WithdrawalStatus = 'requested';
export const ALL = 'all';
export const isStatus = (v: string | null): v is WithdrawalStatus =>
  (WITHDRAWAL_STATUSES as readonly (string | null)[]).includes(v);

/** The status in the address (`?status=approved`, `?status=all`); none is the queue of requested payouts. */
export function readStatus(params: URLSearchParams): WithdrawalStatus | null {
  const raw = params.get('status');
  if (raw === null) return QUEUE_STATUS;
  return isStatus(raw) ? raw : null;
}
