import { z } from 'zod';
import { formNumber } from './form.js';
import { LOCALES } from './errors.js';
import { CLAIM_DEFAULTS, Claim } from './claims.js';

/**
 * Support tickets: a seller's question or problem as a thread with Dropport's support, optionally about an order, a
 * product or a recharge, with attachments (uploads of purpose `image` or `document`).
 *
 * Status: `open` (new, nobody from support answered yet) → `awaiting_seller` when support replies, `awaiting_support`
 * when the seller replies; support marks it `resolved`; a seller's reply before it closes reopens it
 * (`awaiting_support`); `closed` after the auto-close days without a reply. The seller may rate a resolved or closed
 * ticket once.
 *
 * Seller (signed in):
 * - GET  /api/support/tickets?status&cursor&limit → TicketPage (newest activity first)
 * - POST /api/support/tickets JSON NewTicket → TicketDetail
 * - GET  /api/support/tickets/:id → TicketDetail (marks support's replies read)
 * - POST /api/support/tickets/:id/messages JSON TicketReply → TicketDetail
 * - POST /api/support/tickets/:id/rating JSON TicketRating → TicketDetail
 * - GET  /api/support/tickets/:id/files/:fileId → the attachment (either side's, on the seller's own ticket)
 * - GET  /api/support/unread → { count } (tickets with a support reply the seller has not read)
 *
 * Admin:
 * - GET  /api/admin/support/tickets?status&category&assignee&olderThanHours&q&cursor&limit → AdminTicketPage
 *   (the queue: longest waiting first)
 * - GET  /api/admin/support/tickets/:id → AdminTicketDetail (with internal notes and the timers)
 * - POST /api/admin/support/tickets/:id/messages JSON AdminTicketReply → AdminTicketDetail (a reply, or an internal
 *   note the seller never sees)
 * - POST /api/admin/support/tickets/:id/assign JSON { assigneeId: string | null } → AdminTicketDetail
 * - POST /api/admin/support/tickets/:id/resolve → AdminTicketDetail
 * - GET  /api/admin/support/settings → SupportSettings; PUT JSON SupportSettings → SupportSettings
 * - GET  /api/admin/support/canned → CannedReplyList; POST JSON CannedReplyInput → CannedReply;
 *   PUT /api/admin/support/canned/:id JSON CannedReplyInput → CannedReply; DELETE /api/admin/support/canned/:id → 204
 */

/** What a seller can file a ticket about; an after-sales claim's thread is category `claim`, opened from the order. */
export const SELLER_TICKET_CATEGORIES = ['order', 'product', 'payment', 'account', 'sourcing', 'other'] as const;
export const TICKET_CATEGORIES = [...SELLER_TICKET_CATEGORIES, 'claim'] as const;
export const TicketCategory = z.enum(TICKET_CATEGORIES);
export type TicketCategory = z.infer<typeof TicketCategory>;

export const TICKET_STATUSES = ['open', 'awaiting_support', 'awaiting_seller', 'resolved', 'closed'] as const;
export const TicketStatus = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatus>;

/** The statuses in which support owes the next move (the queue's "waiting" and the SLA timers count in these). */
export const WAITING_ON_SUPPORT: readonly TicketStatus[] = ['open', 'awaiting_support'];

const PageQuery = {
  cursor: z.string().max(200).optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
};
const Body = z.string().trim().min(1).max(5000);
const AttachmentIds = z.array(z.string().regex(/^[0-9A-Z]{26}$/)).max(5);

export const NewTicket = z.object({
  category: z.enum(SELLER_TICKET_CATEGORIES),
  subject: z.string().trim().min(3).max(150),
  message: Body,
  attachmentIds: AttachmentIds.default([]),
  orderId: z.string().min(1).max(40).optional(),
  productId: z.number().int().min(1).optional(),
  rechargeId: z.string().min(1).max(40).optional(),
  /** Where in the console it was written (the help widget sends the page's path). */
  context: z.string().trim().max(300).optional(),
  idempotencyKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
    .optional(),
});
export type NewTicket = z.input<typeof NewTicket>;

export const TicketReply = z.object({ body: Body, attachmentIds: AttachmentIds.default([]) });
export type TicketReply = z.input<typeof TicketReply>;
export const AdminTicketReply = TicketReply.extend({
  /** An internal note: seen by admins only, changes no status. */
  internal: z.boolean().default(false),
});
export type AdminTicketReply = z.input<typeof AdminTicketReply>;

export const TicketRating = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(1000).optional(),
});
export type TicketRating = z.input<typeof TicketRating>;

export const TicketAttachment = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** Where the reader downloads it (the seller: through their ticket; an admin: the file itself). */
  url: z.string(),
});
export type TicketAttachment = z.infer<typeof TicketAttachment>;

export const TicketMessage = z.object({
  id: z.string(),
  author: z.enum(['seller', 'support']),
  /** The support agent's or the seller's name as shown. */
  authorName: z.string(),
  body: z.string(),
  internal: z.boolean(),
  attachments: z.array(TicketAttachment),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessage>;

export const TicketSummary = z.object({
  id: z.string(),
  number: z.string(),
  category: TicketCategory,
  subject: z.string(),
  status: TicketStatus,
  orderId: z.string().nullable(),
  orderNo: z.string().nullable(),
  productId: z.number().int().nullable(),
  rechargeId: z.string().nullable(),
  /** Support replied since the seller last read the ticket. */
  unread: z.boolean(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  rating: z.number().int().nullable(),
});
export type TicketSummary = z.infer<typeof TicketSummary>;

export const TicketDetail = TicketSummary.extend({
  context: z.string().nullable(),
  /** The after-sales claim the ticket is the thread of (null for an ordinary ticket). */
  claim: Claim.nullable(),
  ratingComment: z.string().nullable(),
  messages: z.array(TicketMessage),
  /** When a resolved ticket closes by itself unless the seller replies. */
  closesAt: z.string().nullable(),
});
export type TicketDetail = z.infer<typeof TicketDetail>;

export const TicketQuery = z.object({ status: TicketStatus.optional(), ...PageQuery });
export type TicketQuery = z.input<typeof TicketQuery>;
export const TicketPage = z.object({ items: z.array(TicketSummary), nextCursor: z.string().nullable() });
export type TicketPage = z.infer<typeof TicketPage>;

/** The SLA timers of a ticket: due times and whether they are missed. */
export const TicketTimers = z.object({
  firstResponseDueAt: z.string(),
  firstResponseAt: z.string().nullable(),
  firstResponseOverdue: z.boolean(),
  resolutionDueAt: z.string(),
  resolutionOverdue: z.boolean(),
  /** Since when the ticket has waited for support (null when it waits for the seller or is done). */
  waitingSince: z.string().nullable(),
});
export type TicketTimers = z.infer<typeof TicketTimers>;

export const AdminTicketSummary = TicketSummary.omit({ unread: true }).extend({
  sellerId: z.string(),
  sellerEmail: z.string(),
  assigneeId: z.string().nullable(),
  assigneeEmail: z.string().nullable(),
  timers: TicketTimers,
});
export type AdminTicketSummary = z.infer<typeof AdminTicketSummary>;
export const AdminTicketDetail = AdminTicketSummary.extend({
  context: z.string().nullable(),
  claim: Claim.nullable(),
  ratingComment: z.string().nullable(),
  messages: z.array(TicketMessage),
  closesAt: z.string().nullable(),
});
export type AdminTicketDetail = z.infer<typeof AdminTicketDetail>;

export const AdminTicketQuery = z.object({
  status: TicketStatus.optional(),
  category: TicketCategory.optional(),
  /** `me`, `none` (unassigned) or an admin's id. */
  assignee: z.string().min(1).max(40).optional(),
  /** Only tickets waiting on support longer than this. */
  olderThanHours: formNumber(
    z
      .number()
      .int()
      .min(1)
      .max(24 * 365),
  ).optional(),
  /** The ticket number, the subject or the seller's email. */
  q: z.string().trim().max(100).optional(),
  ...PageQuery,
});
export type AdminTicketQuery = z.input<typeof AdminTicketQuery>;
export const AdminTicketPage = z.object({ items: z.array(AdminTicketSummary), nextCursor: z.string().nullable() });
export type AdminTicketPage = z.infer<typeof AdminTicketPage>;

export const AssignTicket = z.object({ assigneeId: z.string().min(1).max(40).nullable() });

/**
 * The SLA targets and the auto-close delay, as an admin sets them, and the claims' rules: days after shipping before
 * a not-received claim for US and EU destinations (near) and for others (far), and days after delivery a damaged,
 * wrong or missing item can be claimed.
 */
export const SupportSettings = z.object({
  firstResponseHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  resolutionHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90),
  autoCloseDays: z.number().int().min(1).max(90),
  claimDelayDaysNear: z.number().int().min(1).max(180),
  claimDelayDaysFar: z.number().int().min(1).max(180),
  claimWindowDays: z.number().int().min(1).max(180),
});
export type SupportSettings = z.infer<typeof SupportSettings>;
export const SUPPORT_DEFAULTS: SupportSettings = {
  firstResponseHours: 12,
  resolutionHours: 72,
  autoCloseDays: 7,
  ...CLAIM_DEFAULTS,
};

export const CannedReplyInput = z.object({
  title: z.string().trim().min(1).max(100),
  locale: z.enum(LOCALES),
  body: Body,
});
export type CannedReplyInput = z.input<typeof CannedReplyInput>;
export const CannedReply = CannedReplyInput.extend({ id: z.string(), updatedAt: z.string() });
export type CannedReply = z.infer<typeof CannedReply>;
export const CannedReplyList = z.object({ items: z.array(CannedReply) });
export type CannedReplyList = z.infer<typeof CannedReplyList>;
