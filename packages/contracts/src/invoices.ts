import { z } from 'zod';

export const INVOICE_KINDS = ['recharge', 'order'] as const;
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
