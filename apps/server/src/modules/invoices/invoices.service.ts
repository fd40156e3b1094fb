import type { Invoice, InvoiceListQuery, InvoicePage } from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { dayRange } from '../../lib/day-range.js';
import type { Principal } from '../../plugins/auth.js';
import * as settings from '../settings/settings.service.js';
import { getUser } from '../users/users.service.js';
import { toInvoice } from './invoice-issuer.js';
import { renderInvoicePdf, type Issuer } from './invoice-pdf.js';
import * as repo from './invoices.repo.js';

type Query = z.output<typeof InvoiceListQuery>;

/** Whose invoices a caller may list: their own, or (an admin) any seller's. */
async function ownerOf(ctx: Ctx, caller: Principal, userId: string | undefined): Promise<string> {
  if (userId === undefined || userId === caller.userId) return caller.userId;
  if (caller.role !== 'admin') fail('FORBIDDEN');
  await getUser(ctx, userId);
  return userId;
}

/** A seller's invoices, newest first, by kind, year of the number and day of issue. */
export async function list(ctx: Ctx, caller: Principal, q: Query): Promise<InvoicePage> {
  const userId = await ownerOf(ctx, caller, q.userId);
  const rows = await repo.page(ctx.db, {
    userId,
    kind: q.kind,
    year: q.year,
    ...dayRange(q),
    after: decodeCursor(repo.INVOICE_CURSOR, q.cursor),
    limit: q.limit,
  });
  const page = pageOf(rows, q.limit, repo.INVOICE_CURSOR, (r) => ({ sort: Number(r.issued_at), id: r.id }));
  return { items: page.items.map(toInvoice), nextCursor: page.nextCursor };
}

/** One invoice: the caller's own, or any for an admin. Another seller's reads as missing, so ids cannot be probed. */
export async function get(ctx: Ctx, caller: Principal, id: string): Promise<Invoice> {
  const row = await repo.findById(ctx.db, id);
  if (!row || (row.user_id !== caller.userId && caller.role !== 'admin')) fail('INVOICE_NOT_FOUND', { id });
  return toInvoice(row);
}

export const issuerOf = (ctx: Ctx): Issuer => ({
  name: ctx.config.INVOICE_ISSUER_NAME,
  address: ctx.config.INVOICE_ISSUER_ADDRESS.split('|')
    .map((s) => s.trim())
    .filter(Boolean),
  taxId: ctx.config.INVOICE_ISSUER_TAX_ID,
  email: ctx.config.INVOICE_ISSUER_EMAIL,
});

/** The invoice as a PDF in the reader's language, with the file name it downloads under. */
export async function pdf(
  ctx: Ctx,
  caller: Principal,
  id: string,
  asked: string | undefined,
): Promise<{ fileName: string; body: Buffer }> {
  const invoice = await get(ctx, caller, id);
  const locale = await settings.readerLocale(ctx, caller.userId, asked);
  return { fileName: `${invoice.number}.pdf`, body: await renderInvoicePdf(invoice, locale, issuerOf(ctx)) };
}
