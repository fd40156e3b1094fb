import type { Invoice, InvoiceKind, InvoiceLine, InvoiceParty } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { iso } from '../../lib/time.js';
import * as repo from './invoices.repo.js';
import type { InvoiceRow } from './invoices.repo.js';

export type { InvoiceRow } from './invoices.repo.js';

export interface IssueInput {
  userId: string;
  kind: InvoiceKind;
  /** What it is for (a recharge id, an order id): one invoice per source. */
  sourceId: string;
  ledgerTransactionId?: string | null;
  currency: string;
  lines: InvoiceLine[];
  taxCents?: number;
  now: number;
}

/** A line of `quantity` times `unitCents`, its amount worked out: `invoiceLine('wallet_recharge_card', { reference }, 5000)`. */
export const invoiceLine = (
  item: InvoiceLine['item'],
  params: InvoiceLine['params'],
  unitCents: number,
  quantity = 1,
): InvoiceLine => ({ item, params, quantity, unitCents, amountCents: unitCents * quantity });

/** DP-2026-000042 */
export const invoiceNumber = (year: number, seq: number) => `DP-${year}-${String(seq).padStart(6, '0')}`;

async function billTo(trx: Db, userId: string): Promise<InvoiceParty> {
  const u = await repo.billingDetails(trx, userId);
  return {
    name: u.username,
    email: u.email,
    organization: u.organization_name,
    location: u.location_name,
    phone: u.phone,
  };
}

export function toInvoice(r: InvoiceRow): Invoice {
  return {
    id: r.id,
    number: r.number,
    kind: r.kind,
    sourceId: r.source_id,
    currency: r.currency,
    subtotalCents: r.subtotal_cents,
    taxCents: r.tax_cents,
    totalCents: r.total_cents,
    lines: JSON.parse(r.lines) as InvoiceLine[],
    billTo: JSON.parse(r.bill_to) as InvoiceParty,
    issuedAt: iso(Number(r.issued_at)),
  };
}

/**
 * Issues the invoice of a source inside the caller's transaction (the one that moves the money), numbered in the
 * year of `now` (UTC) without gaps; returns the existing invoice when the source has one.
 */
export async function issueInvoice(trx: Db, input: IssueInput): Promise<Invoice> {
  if (!trx.isTransaction) throw new Error('issueInvoice runs inside the transaction that moves the money');
  const existing = await repo.findBySource(trx, input.kind, input.sourceId);
  if (existing) return toInvoice(existing);
  if (input.lines.length === 0) throw new Error('an invoice needs at least one line');
  for (const l of input.lines) {
    if (l.amountCents !== l.unitCents * l.quantity) throw new Error(`invoice line ${l.item} does not add up`);
  }
  const subtotal = input.lines.reduce((s, l) => s + l.amountCents, 0);
  const tax = input.taxCents ?? 0;
  const year = new Date(input.now).getUTCFullYear();
  // Read before taking the number: the counter stays locked from then until the commit.
  const party = await billTo(trx, input.userId);
  const seq = await repo.takeSeq(trx, year);
  // Another issuer of this source may have committed while this one waited for the lock: theirs is the invoice.
  const issued = await repo.findBySource(trx, input.kind, input.sourceId);
  if (issued) {
    await repo.returnSeq(trx, year);
    return toInvoice(issued);
  }
  const row: InvoiceRow = {
    id: newId(input.now),
    number: invoiceNumber(year, seq),
    year,
    seq,
    user_id: input.userId,
    kind: input.kind,
    source_id: input.sourceId,
    ledger_transaction_id: input.ledgerTransactionId ?? null,
    currency: input.currency,
    subtotal_cents: subtotal,
    tax_cents: tax,
    total_cents: subtotal + tax,
    lines: JSON.stringify(input.lines),
    bill_to: JSON.stringify(party),
    issued_at: input.now,
  };
  await repo.insert(trx, row);
  return toInvoice(row);
}
