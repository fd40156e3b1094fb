import type { AdminRecharge, Recharge } from '@dropport/contracts';
import { iso, isoOrNull } from '../../lib/time.js';
import { fileUrl } from '../uploads/uploads.service.js';
import { methodOf, statusOf } from './recharge-flow.js';
import type * as repo from './recharge.repo.js';

/** What a recharge credits: a bank transfer the amount the seller confirmed sending, a card the amount asked and paid. */
export const creditAmountOf = (r: Pick<repo.RechargeRow, 'amount_cents' | 'transfer_amount_cents'>): number =>
  Number(r.transfer_amount_cents ?? r.amount_cents);

/** A recharge as its seller sees it; the checkout link only while the card payment can still be made. */
export function toRecharge(r: repo.RechargeRow, now: number): Recharge {
  const method = methodOf(r.method);
  const stored = statusOf(r.status);
  const open = method === 'card' ? stored === 'pending' || stored === 'failed' : stored === 'awaiting_transfer';
  const due = r.expires_at !== null && Number(r.expires_at) <= now;
  // An open recharge whose time is up reads as expired at once, not only after the minutely expiry job has run.
  const status = open && due ? 'expired' : stored;
  const payable = method === 'card' && open && !due;
  return {
    id: r.id,
    method,
    status,
    amountCents: r.amount_cents,
    currency: r.currency,
    reference: r.reference,
    checkoutUrl: payable ? r.checkout_url : null,
    failureReason: r.failure_reason,
    expiresAt: isoOrNull(r.expires_at === null ? null : Number(r.expires_at)),
    transfer:
      r.transfer_date !== null && r.transfer_amount_cents !== null && r.payer_name !== null && r.proof_file_id !== null
        ? {
            transferDate: r.transfer_date,
            amountCents: r.transfer_amount_cents,
            payerName: r.payer_name,
            proofFileId: r.proof_file_id,
            proofUrl: fileUrl(r.proof_file_id),
          }
        : null,
    creditedCents: status === 'succeeded' ? creditAmountOf(r) : null,
    ledgerTransactionId: r.ledger_transaction_id,
    invoiceId: r.invoice_id,
    createdAt: iso(Number(r.created_at)),
    updatedAt: iso(Number(r.updated_at)),
    completedAt: isoOrNull(r.completed_at === null ? null : Number(r.completed_at)),
  };
}

/** An admin's view adds who it is for and who decided. */
export const toAdminRecharge = (r: repo.RechargeView, now: number): AdminRecharge => ({
  ...toRecharge(r, now),
  userId: r.user_id,
  sellerEmail: r.seller_email,
  reviewedBy: r.reviewed_by,
  reviewedAt: isoOrNull(r.reviewed_at === null ? null : Number(r.reviewed_at)),
});
