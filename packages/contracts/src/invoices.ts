import { z } from 'zod';
import { formNumber } from './form.js';
import { LOCALES } from './errors.js';
import { UserId } from './users.js';

export const INVOICE_KINDS = ['recharge', 'order', 'stock_purchase', 'storage_fee'] as const;
export const InvoiceKind = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

/**
 * What an invoice line is for. Lines are stored as a code with params and rendered in the reader's language (the
 * list, the PDF), so one invoice reads right in English, Spanish and Portuguese.
 */
export const INVOICE_ITEMS = [
  'wallet_recharge_card',
  'wallet_recharge_bank',
  'order_products',
  'order_shipping',
  'order_praise_card',
  'order_other_fees',
  'order_fulfilment',
  'stock_purchase_units',
  'storage_fee',
] as const;
export const InvoiceItem = z.enum(INVOICE_ITEMS);
export type InvoiceItem = z.infer<typeof InvoiceItem>;

export const InvoiceLine = z.object({
  item: InvoiceItem,
  /** Values the item's text names, e.g. { reference: 'RC-…' } or { orderNumber: '#1001' }. */
  params: z.record(z.string(), z.string()),
  quantity: z.number().int().min(1),
  unitCents: z.number().int(),
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** The seller's details as they were when the invoice was issued. */
export const InvoiceParty = z.object({
  name: z.string(),
  email: z.string(),
  organization: z.string(),
  location: z.string(),
  phone: z.string(),
});
export type InvoiceParty = z.infer<typeof InvoiceParty>;

export const Invoice = z.object({
  id: z.string(),
  /** DP-2026-000001: the year and a sequence without gaps in it. */
  number: z.string(),
  kind: InvoiceKind,
  sourceId: z.string(),
  currency: z.string(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  lines: z.array(InvoiceLine),
  billTo: InvoiceParty,
  issuedAt: z.string(),
});
export type Invoice = z.infer<typeof Invoice>;

const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /api/invoices: the caller's invoices, newest first, by kind, by year of the number and by day of issue (UTC,
 * both ends included). An admin may name a seller with `userId`.
 */
export const InvoiceListQuery = z.object({
  kind: InvoiceKind.optional(),
  year: formNumber(z.number().int().min(2000).max(9999)).optional(),
  from: DateOnly.optional(),
  to: DateOnly.optional(),
  userId: UserId.optional(),
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuery>;

export const InvoicePage = z.object({ items: z.array(Invoice), nextCursor: z.string().nullable() });
export type InvoicePage = z.infer<typeof InvoicePage>;

// Any id passes the schema so an unknown invoice is a 404 (INVOICE_NOT_FOUND), not a malformed request.
export const InvoiceParams = z.object({ id: z.string().min(1).max(64) });

/** GET /api/invoices/{id}/pdf: the language of the document, else the caller's Accept-Language, else their setting. */
export const InvoicePdfQuery = z.object({ locale: z.enum(LOCALES).optional() });
