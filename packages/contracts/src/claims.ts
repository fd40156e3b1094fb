import { z } from 'zod';

/**
 * After-sales claims on the lines of a shipped order: the seller asks for a **refund** or a **resend** of chosen lines
 * and quantities, with a reason; the claim opens a support ticket thread and an admin decides.
 *
 * Eligibility (checked by the server, which answers why not and from when):
 * - `not_received`: the order is shipped, not delivered, and its shipping date is at least the destination's delay
 *   threshold ago (ClaimSettings: US and EU destinations, others).
 * - `damaged`, `wrong_item`: the order is delivered, within the damage window after delivery, with at least one photo.
 * - `missing_item`: the order is delivered, within the same window.
 * - A line's units can be claimed once: its quantity less what open or granted claims already hold.
 *
 * Decisions: `refund` credits the wallet through the ledger (once per claim) with what was paid for the claimed units:
 * each line's share of the order's paid total (products, shipping and fees, split by the lines' cost), for the
 * claimed part of the line, never more than what is left unrefunded on the order; `resend` makes a new order of those
 * units at no cost, paid and queued for fulfilment, linked to the original; `reject` needs a reason.
 *
 * Seller (signed in):
 * - GET  /api/orders/:id/claims → OrderClaims (the order's claims, what each line can still claim and for how much,
 *   and each reason's eligibility)
 * - POST /api/orders/:id/claims JSON NewClaim → Claim
 *
 * Admin:
 * - GET  /api/admin/support/claims/:id → Claim
 * - POST /api/admin/support/claims/:id/decide JSON ClaimDecision → Claim
 */

export const CLAIM_KINDS = ['refund', 'resend'] as const;
export const ClaimKind = z.enum(CLAIM_KINDS);
export type ClaimKind = z.infer<typeof ClaimKind>;

export const CLAIM_REASONS = ['not_received', 'damaged', 'wrong_item', 'missing_item'] as const;
export const ClaimReason = z.enum(CLAIM_REASONS);
export type ClaimReason = z.infer<typeof ClaimReason>;
/** The reasons that must show the problem: at least one photo. */
export const PHOTO_REASONS: readonly ClaimReason[] = ['damaged', 'wrong_item'];

export const CLAIM_STATUSES = ['pending', 'refunded', 'resent', 'rejected'] as const;
export const ClaimStatus = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof ClaimStatus>;

/** Destinations counted as the EU for the shorter not-received threshold (with the US). */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

export const NewClaim = z.object({
  kind: ClaimKind,
  reason: ClaimReason,
  lines: z
    .array(z.object({ itemId: z.string().min(1).max(40), quantity: z.number().int().min(1).max(10_000) }))
    .min(1)
    .max(50),
  note: z.string().trim().min(1).max(2000),
  /** Photos (uploads of purpose `image`) or documents; damaged and wrong-item claims need at least one image. */
  attachmentIds: z
    .array(z.string().regex(/^[0-9A-Z]{26}$/))
    .max(5)
    .default([]),
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
    .optional(),
});
export type NewClaim = z.input<typeof NewClaim>;

export const ClaimLine = z.object({
  itemId: z.string(),
  title: z.string(),
  variantTitle: z.string().nullable(),
  quantity: z.number().int(),
  /** What the claimed units were paid, USD cents (the most a refund of them gives back). */
  amountCents: z.number().int(),
});
export type ClaimLine = z.infer<typeof ClaimLine>;

export const Claim = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  ticketId: z.string(),
  ticketNumber: z.string(),
  kind: ClaimKind,
  reason: ClaimReason,
  status: ClaimStatus,
  lines: z.array(ClaimLine),
  /** The claimed units' paid amount, USD cents. */
  amountCents: z.number().int(),
  /** What the refund gave back, USD cents (null unless refunded). */
  refundedCents: z.number().int().nullable(),
  /** The resend order (null unless resent). */
  resendOrderId: z.string().nullable(),
  resendOrderNo: z.string().nullable(),
  /** The admin's reason for a rejection, or their note on a decision. */
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Claim = z.infer<typeof Claim>;

/** Whether a reason can be claimed now: if not, why (an error code of the catalogue) and from when, if ever. */
export const ClaimEligibility = z.object({
  reason: ClaimReason,
  eligible: z.boolean(),
  /** CLAIM_NOT_SHIPPED, CLAIM_TOO_EARLY, CLAIM_ALREADY_DELIVERED, CLAIM_NOT_DELIVERED or CLAIM_WINDOW_CLOSED. */
  code: z.string().nullable(),
  /** CLAIM_TOO_EARLY: the first day the claim can be made; CLAIM_WINDOW_CLOSED: the day the window closed. */
  date: z.string().nullable(),
});
export type ClaimEligibility = z.infer<typeof ClaimEligibility>;

export const OrderClaims = z.object({
  claims: z.array(Claim),
  eligibility: z.array(ClaimEligibility),
  /** Per order line: the units still claimable and what one unit was paid (USD cents). */
  lines: z.array(
    z.object({
      itemId: z.string(),
      title: z.string(),
      variantTitle: z.string().nullable(),
      image: z.string().nullable(),
      quantity: z.number().int(),
      claimable: z.number().int(),
      paidCents: z.number().int(),
      /** A resend needs a catalogue product behind the line (not the seller's own goods). */
      resendable: z.boolean(),
    }),
  ),
});
export type OrderClaims = z.infer<typeof OrderClaims>;

export const ClaimDecision = z
  .object({
    decision: z.enum(['refund', 'resend', 'reject']),
    note: z.string().trim().max(1000).optional(),
  })
  .refine((d) => d.decision !== 'reject' || (d.note ?? '').length > 0, { path: ['note'], message: 'required' });
export type ClaimDecision = z.input<typeof ClaimDecision>;

/** The delay and window rules an admin sets (part of the support settings). */
export const CLAIM_DEFAULTS = { claimDelayDaysNear: 30, claimDelayDaysFar: 45, claimWindowDays: 30 } as const;
