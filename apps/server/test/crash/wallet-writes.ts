import type { PendingTransfer } from './wallet-cast.js';
import { prng } from '../../src/db/seed/catalogue/generate.js';

export type Outcome = 'pending' | 'acked' | 'refused' | 'unknown';

/** One write sent: an admin's adjustment (idempotency key) or an admin's approval of a bank transfer (on SQLite, a group commit). */
export interface Write {
  key: string;
  op: 'adjust' | 'approve';
  seller: number;
  direction: 'credit' | 'debit';
  amountCents: number;
  transfer?: PendingTransfer;
  outcome: Outcome;
  transactionId?: string | null;
  balanceAfterCents?: number;
}

export const signed = (w: Write) => (w.direction === 'credit' ? w.amountCents : -w.amountCents);
export const approvalKey = (rechargeId: string) => `approve-${rechargeId}`;

/**
 * The next write to send, each call a new one: mostly adjustments across the sellers' wallets, now and then the
 * approval of one of the transfers (each approved once).
 */
export function writeSource(seed: number, prefix: string, transfers: PendingTransfer[][]): () => Write {
  // mulberry32: the same writes in the same order on every run, so a failure can be replayed.
  const rand = prng(seed).next;
  const queue = transfers.flatMap((ts, seller) => ts.map((transfer) => ({ seller, transfer })));
  let n = 0;
  return () => {
    n++;
    const pick = Math.floor(rand() * queue.length);
    if (queue.length > 0 && rand() < 0.15) {
      const { seller, transfer } = queue.splice(pick, 1)[0]!;
      const { amountCents } = transfer;
      return {
        key: approvalKey(transfer.id),
        op: 'approve',
        seller,
        direction: 'credit',
        amountCents,
        transfer,
        outcome: 'pending',
      };
    }
    const credit = rand() < 0.55;
    return {
      key: `${prefix}-${n}`,
      op: 'adjust',
      seller: Math.floor(rand() * transfers.length),
      direction: credit ? 'credit' : 'debit',
      // Debits reach further than credits, so some of them find too little money and are refused.
      amountCents: 100 * (1 + Math.floor(rand() * (credit ? 50 : 150))),
      outcome: 'pending',
    };
  };
}

/** Runs the calls `width` at a time, answers in the order of the input. */
export async function inBatches<T, R>(items: T[], width: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) out.push(...(await Promise.all(items.slice(i, i + width).map(run))));
  return out;
}
