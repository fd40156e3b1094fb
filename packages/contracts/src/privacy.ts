import { z } from 'zod';
import { UserId } from './users.js';

/**
 * A seller's own data: a download of all of it, and closing the account.
 *
 * The person's own account only (a team member acting for an account cannot export or close it): every path names
 * the signed-in person as :userId.
 * - GET  /v1/users/:userId/privacy → PrivacyOverview: the exports asked for (newest first) and whether the account
 *   may close.
 * - POST /v1/users/:userId/privacy/exports → DataExport (202): a ZIP of JSON and CSV files built by a background job,
 *   with progress; one at a time (asking while one is being built answers that one). A notification says when it is
 *   ready. Ready exports can be downloaded for DATA_EXPORT_DAYS, then they are deleted.
 * - GET  /v1/users/:userId/privacy/exports/:exportId/download → the ZIP.
 * - POST /v1/users/:userId/privacy/close (CloseAccountRequest) → AccountClosed: refused with ACCOUNT_NOT_SETTLED
 *   (409, the amounts in params) while money or orders are unsettled; otherwise the account is disabled at once
 *   (every session ends) and its personal data erased after the grace period. Needs the password, and the
 *   authenticator code when two-factor sign-in is on.
 * - Admin, on a user's request: GET /api/admin/users/:userId/privacy → AdminPrivacyView; POST
 *   /api/admin/users/:userId/privacy/exports (AdminPrivacyRequest → DataExport, 202: the same export, downloaded by
 *   the admin at GET /api/admin/privacy/exports/:id/download); POST /api/admin/users/:userId/privacy/erase
 *   (AdminPrivacyRequest → AdminErased: closes the account and erases its personal data at once, with the same
 *   refusal while unsettled). Both are on the audit log with the reason.
 */

/** What the ZIP holds: one JSON file per part, and a CSV beside each list. */
export const DATA_EXPORT_PARTS = [
  'profile',
  'settings',
  'stores',
  'listings',
  'orders',
  'ledger',
  'invoices',
  'tickets',
] as const;
export type DataExportPart = (typeof DATA_EXPORT_PARTS)[number];

export const DATA_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DataExport = z.object({
  id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0–100: the share of the parts written so far. */
  progress: z.number().int().min(0).max(100),
  /** The ZIP's size once ready. */
  bytes: z.number().int().nullable(),
  /** Who asked: the seller, or an admin on the seller's request. */
  requestedBy: z.enum(['self', 'admin']),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When a ready export is deleted. */
  expiresAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

/** What keeps an account from closing: money it holds, commissions not yet paid out, orders not yet finished. */
export const CLOSING_BLOCKERS = ['balance', 'commissions', 'orders', 'stock'] as const;
export type ClosingBlocker = (typeof CLOSING_BLOCKERS)[number];

export const ClosingCheck = z.object({
  currency: z.string(),
  /** The wallet's balance. */
  balanceCents: z.number().int(),
  /** Referral commissions pending, available, or asked for and not yet paid. */
  commissionsCents: z.number().int(),
  /** Orders not yet shipped, cancelled or refunded, and shipped ones with an after-sales claim still to decide. */
  openOrders: z.number().int(),
  /** Units the seller still holds in the cloud warehouse. */
  stockUnits: z.number().int(),
  blockers: z.array(z.enum(CLOSING_BLOCKERS)),
  /** Days between closing and erasing the personal data. */
  graceDays: z.number().int(),
});
export type ClosingCheck = z.infer<typeof ClosingCheck>;

export const PrivacyOverview = z.object({
  exports: z.array(DataExport),
  closing: ClosingCheck,
  /** Whether closing asks for an authenticator code as well as the password. */
  twoFactor: z.boolean(),
});
export type PrivacyOverview = z.infer<typeof PrivacyOverview>;

export const CloseAccountRequest = z.object({
  password: z.string().min(1).max(200),
  /** The authenticator's 6 digits or a recovery code, when two-factor sign-in is on. */
  code: z.string().trim().max(32).optional(),
  reason: z.string().trim().max(1000).optional(),
});
export type CloseAccountRequest = z.infer<typeof CloseAccountRequest>;

export const AccountClosed = z.object({ closedAt: z.string(), erasedAfter: z.string() });
export type AccountClosed = z.infer<typeof AccountClosed>;

export const AdminPrivacyRequest = z.object({ reason: z.string().trim().min(3).max(1000) });
export type AdminPrivacyRequest = z.infer<typeof AdminPrivacyRequest>;

export const AdminErased = z.object({ erasedAt: z.string() });
export type AdminErased = z.infer<typeof AdminErased>;

/** GET /api/admin/users/:userId/privacy: the user's exports, what keeps the account open, and where closing stands. */
export const AdminPrivacyView = z.object({
  exports: z.array(DataExport),
  closing: ClosingCheck,
  closedAt: z.string().nullable(),
  /** When the personal data is (or was) erased: the end of the grace period, or the erasure itself. */
  eraseAfter: z.string().nullable(),
  erasedAt: z.string().nullable(),
});
export type AdminPrivacyView = z.infer<typeof AdminPrivacyView>;

export const DataExportParams = z.object({ userId: UserId, exportId: z.string().min(1).max(64) });
export const AdminDataExportParams = z.object({ exportId: z.string().min(1).max(64) });
