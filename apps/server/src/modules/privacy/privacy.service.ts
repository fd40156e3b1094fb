import fs from 'node:fs';
import path from 'node:path';
import type {
  AccountClosed,
  AdminErased,
  AdminPrivacyView,
  ClosingBlocker,
  ClosingCheck,
  CloseAccountRequest,
  DataExport,
  PrivacyOverview,
} from '@dropport/contracts';
import { DEFAULT_CURRENCY } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { DAY, iso, isoOrNull } from '../../lib/time.js';
import { recordAudit, type AuditSource } from '../audit/audit-log.js';
import { blankBillToPerson } from '../invoices/invoices.repo.js';
import { referralBalance, walletBalance } from '../ledger/ledger.js';
import { forgetRecipient } from '../mail/outbox.repo.js';
import { deleteAllOf as deleteNotifications } from '../notifications/notifications.repo.js';
import { notify } from '../notifications/notifications.service.js';
import { redactSellerOrders } from '../orders/orders.repo.js';
import { blankCard } from '../praise-card/praise-card.repo.js';
import { blankPayerNames, proofUploadsOf } from '../recharge/recharge.repo.js';
import { blankPayoutDetails } from '../referral/referral.repo.js';
import { blankIoss } from '../settings/settings.repo.js';
import { eraseStoresOf } from '../stores/stores.service.js';
import { eraseTicketsOf } from '../support/tickets.service.js';
import { dropTeamsOf } from '../team/team.repo.js';
import { deleteAllOf as deleteUploads } from '../uploads/uploads.repo.js';
import { closeAccount, confirmPerson, dueForErasure, eraseUserRow } from '../users/account-closing.js';
import { findById as userById } from '../users/users.repo.js';
import { writeDataExport } from './data-export.js';
import * as repo from './privacy.repo.js';

export const EXPORT_JOB = 'privacy.export';

const exportsDir = (ctx: Ctx) => path.join(ctx.config.DATA_DIR, 'exports');

const toView = (r: repo.ExportRow): DataExport => ({
  id: r.id,
  status: r.status,
  progress: Number(r.progress),
  bytes: r.bytes === null ? null : Number(r.bytes),
  requestedBy: r.requested_by,
  createdAt: iso(Number(r.created_at)),
  finishedAt: isoOrNull(r.finished_at === null ? null : Number(r.finished_at)),
  expiresAt: isoOrNull(r.expires_at === null ? null : Number(r.expires_at)),
});

/** What keeps the account open: its money, commissions not yet paid out, orders not finished, stock it holds. */
export async function closingCheck(ctx: Ctx, db: Db, userId: string): Promise<ClosingCheck> {
  const currency = DEFAULT_CURRENCY;
  const [wallet, commissionsCents, openOrders, stockUnits] = await Promise.all([
    walletBalance(db, userId, currency),
    referralBalance(db, userId, currency),
    repo.openOrders(db, userId),
    repo.stockUnits(db, userId),
  ]);
  const balanceCents = wallet.availableCents;
  const blockers: ClosingBlocker[] = [];
  if (balanceCents !== 0) blockers.push('balance');
  if (commissionsCents !== 0) blockers.push('commissions');
  if (openOrders > 0) blockers.push('orders');
  if (stockUnits > 0) blockers.push('stock');
  return {
    currency,
    balanceCents,
    commissionsCents,
    openOrders,
    stockUnits,
    blockers,
    graceDays: ctx.config.ACCOUNT_ERASE_GRACE_DAYS,
  };
}

/** ACCOUNT_NOT_SETTLED with every amount, unless nothing keeps the account open. */
async function assertSettled(ctx: Ctx, db: Db, userId: string): Promise<void> {
  const c = await closingCheck(ctx, db, userId);
  if (c.blockers.length)
    fail('ACCOUNT_NOT_SETTLED', {
      balanceCents: c.balanceCents,
      commissionsCents: c.commissionsCents,
      openOrders: c.openOrders,
      stockUnits: c.stockUnits,
      currency: c.currency,
      blockers: c.blockers,
    });
}

/** GET /v1/users/:userId/privacy */
export async function overview(ctx: Ctx, userId: string, twoFactor: boolean): Promise<PrivacyOverview> {
  const [exports, closing] = await Promise.all([repo.exportsOf(ctx.db, userId), closingCheck(ctx, ctx.db, userId)]);
  return { exports: exports.map(toView), closing, twoFactor };
}

/**
 * Asks for a download of all the account's data, built by a job. While one is being built, that one is the answer:
 * a second click, or a second tab, never starts another.
 */
export async function requestExport(
  ctx: Ctx,
  userId: string,
  by: { actorId: string; as: 'self' | 'admin'; reason?: string; source: AuditSource },
): Promise<DataExport> {
  const now = ctx.now();
  const row = await inTransaction(ctx.db, async (trx) => {
    if (!(await repo.lockAccount(trx, userId))) fail('USER_NOT_FOUND', { id: userId });
    const running = await repo.exportInProgress(trx, userId);
    if (running) return running;
    const fresh: repo.ExportRow = {
      id: newId(now),
      user_id: userId,
      requested_by: by.as,
      actor_id: by.actorId,
      status: 'queued',
      progress: 0,
      bytes: null,
      file: null,
      error: null,
      created_at: now,
      updated_at: now,
      finished_at: null,
      expires_at: null,
    };
    await repo.insertExport(trx, fresh);
    await ctx.jobs.enqueue(trx, EXPORT_JOB, { exportId: fresh.id });
    await recordAudit(
      trx,
      {
        actorId: by.actorId,
        accountId: userId,
        action: by.as === 'admin' ? 'admin.user.export' : 'account.export',
        target: { type: 'data_export', id: fresh.id },
        after: by.reason ? { reason: by.reason } : undefined,
        source: by.source,
      },
      now,
    );
    return fresh;
  });
  return toView(row);
}

/** The job: writes the ZIP with its progress, then keeps it DATA_EXPORT_DAYS and tells the seller it is ready. */
export async function runExport(ctx: Ctx, exportId: string, last: boolean): Promise<void> {
  const row = await repo.exportById(ctx.db, exportId);
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const file = path.join(exportsDir(ctx), `${row.id}.zip`);
  await repo.updateExport(ctx.db, row.id, { status: 'running', progress: 0, updated_at: ctx.now() });
  try {
    const bytes = await writeDataExport(
      ctx.db,
      row.user_id,
      file,
      { exportId: row.id, createdAt: Number(row.created_at) },
      (done, total) =>
        repo
          .updateExport(ctx.db, row.id, { progress: Math.floor((done * 100) / total), updated_at: ctx.now() })
          .then(() => undefined),
    );
    const now = ctx.now();
    const expiresAt = now + ctx.config.DATA_EXPORT_DAYS * DAY;
    await inTransaction(ctx.db, async (trx) => {
      await repo.updateExport(trx, row.id, {
        status: 'ready',
        progress: 100,
        bytes,
        file: path.relative(ctx.config.DATA_DIR, file),
        finished_at: now,
        expires_at: expiresAt,
        updated_at: now,
      });
      if (row.requested_by === 'self')
        await notify(
          trx,
          { userId: row.user_id, type: 'account.data_export_ready', params: { exportId: row.id, expiresAt: iso(expiresAt) } },
          now,
        );
    });
  } catch (err) {
    fs.rmSync(file, { force: true });
    const now = ctx.now();
    await repo.updateExport(ctx.db, row.id, {
      ...(last ? { status: 'failed', finished_at: now } : { status: 'queued' }),
      error: (err instanceof Error ? err.message : String(err)).slice(0, 500),
      updated_at: now,
    });
    throw err;
  }
}

/** The ZIP of a ready export, for its account (`userId`) or for an admin (null). */
export async function exportFile(
  ctx: Ctx,
  userId: string | null,
  exportId: string,
): Promise<{ file: string; name: string; row: repo.ExportRow }> {
  const row = await repo.exportById(ctx.db, exportId);
  if (!row || (userId !== null && row.user_id !== userId)) fail('DATA_EXPORT_NOT_FOUND', { id: exportId });
  const file = row.file ? path.join(ctx.config.DATA_DIR, row.file) : null;
  if (row.status !== 'ready' || !file || !fs.existsSync(file)) fail('DATA_EXPORT_NOT_READY', { id: exportId });
  return { file, name: `dropport-data-${iso(Number(row.created_at)).slice(0, 10)}.zip`, row };
}

/** Records an admin's download of a user's export: it is that user's personal data leaving the service. */
export async function auditAdminDownload(ctx: Ctx, adminId: string, row: repo.ExportRow, source: AuditSource): Promise<void> {
  await recordAudit(
    ctx.db,
    {
      actorId: adminId,
      accountId: row.user_id,
      action: 'admin.user.export_download',
      target: { type: 'data_export', id: row.id },
      source,
    },
    ctx.now(),
  );
}

/**
 * POST /v1/users/:userId/privacy/close: the person proves who they are, nothing keeps the account open, then it is
 * disabled at once (its sessions end, its team loses it) and erased after ACCOUNT_ERASE_GRACE_DAYS.
 */
export async function close(ctx: Ctx, userId: string, body: CloseAccountRequest, source: AuditSource): Promise<AccountClosed> {
  // Settled first, so that a refusal spends no authenticator code; checked again with the closing.
  await assertSettled(ctx, ctx.db, userId);
  await confirmPerson(ctx, userId, body.password, body.code);
  const now = ctx.now();
  const eraseAfter = now + ctx.config.ACCOUNT_ERASE_GRACE_DAYS * DAY;
  await inTransaction(ctx.db, async (trx) => {
    await assertSettled(ctx, trx, userId);
    await closeAccount(trx, userId, now, eraseAfter);
    await dropTeamsOf(trx, userId);
    await recordAudit(
      trx,
      {
        actorId: userId,
        accountId: userId,
        action: 'account.close',
        target: { type: 'user', id: userId },
        after: { eraseAfter: iso(eraseAfter), reason: body.reason ?? null },
        source,
      },
      now,
    );
  });
  if (ctx.config.ACCOUNT_ERASE_GRACE_DAYS === 0) await eraseAccount(ctx, userId, null);
  return { closedAt: iso(now), erasedAfter: iso(eraseAfter) };
}

/**
 * Erases a closed account's personal data in one transaction, each module blanking its own part: the person's
 * identifying fields and sign-in data, their stores (as a shop/redact would), the store customers on their orders,
 * the person on their invoices (kept, as the law requires), payer names and payout details (amounts kept), tickets'
 * texts, notifications, uploads (bank transfer proofs kept), the praise card, the IOSS number, kept emails and data
 * exports. The ledger is not touched: its balances and reconciliation stay as they were. Files go after the commit.
 */
export async function eraseAccount(ctx: Ctx, userId: string, actorId: string | null, source?: AuditSource): Promise<number> {
  const now = ctx.now();
  const { uploadKeys, exportFiles } = await inTransaction(ctx.db, async (trx) => {
    await eraseStoresOf(ctx, trx, userId);
    await redactSellerOrders(trx, userId, now);
    await blankBillToPerson(trx, userId);
    await blankPayerNames(trx, userId);
    await blankPayoutDetails(trx, userId);
    await eraseTicketsOf(trx, userId);
    await deleteNotifications(trx, userId);
    await dropTeamsOf(trx, userId);
    const uploadKeys = await deleteUploads(trx, userId, await proofUploadsOf(trx, userId));
    await blankCard(trx, userId);
    await blankIoss(trx, userId);
    const exportFiles = await repo.exportFilesOf(trx, userId);
    for (const e of exportFiles) await repo.updateExport(trx, e.id, { status: 'expired', file: null, updated_at: now });
    const email = await eraseUserRow(trx, userId, now);
    await forgetRecipient(trx, email);
    await recordAudit(
      trx,
      { actorId, accountId: userId, action: 'account.erase', target: { type: 'user', id: userId }, source },
      now,
    );
    return { uploadKeys, exportFiles };
  });
  for (const key of uploadKeys) await ctx.storage.remove(key).catch(() => undefined);
  for (const e of exportFiles) if (e.file) fs.rmSync(path.join(ctx.config.DATA_DIR, e.file), { force: true });
  return now;
}

/** The hourly sweep: closed accounts past their grace period are erased; ready exports past their time go. */
export async function sweep(ctx: Ctx): Promise<{ erased: number; expired: number }> {
  const now = ctx.now();
  let erased = 0;
  for (const u of await dueForErasure(ctx.db, now, 100)) {
    await eraseAccount(ctx, u.id, null);
    erased++;
  }
  const old = await repo.expiredExports(ctx.db, now);
  for (const e of old) {
    if (e.file) fs.rmSync(path.join(ctx.config.DATA_DIR, e.file), { force: true });
    await repo.updateExport(ctx.db, e.id, { status: 'expired', file: null, updated_at: now });
  }
  return { erased, expired: old.length };
}

/** GET /api/admin/users/:userId/privacy */
export async function adminView(ctx: Ctx, userId: string): Promise<AdminPrivacyView> {
  const u = (await userById(ctx.db, userId)) ?? fail('USER_NOT_FOUND', { id: userId });
  const [exports, closing] = await Promise.all([repo.exportsOf(ctx.db, userId), closingCheck(ctx, ctx.db, userId)]);
  const at = (v: number | null) => isoOrNull(v === null ? null : Number(v));
  return {
    exports: exports.map(toView),
    closing,
    closedAt: at(u.closed_at),
    eraseAfter: at(u.erase_after),
    erasedAt: at(u.erased_at),
  };
}

/**
 * POST /api/admin/users/:userId/privacy/erase: on the user's request, an admin closes the account and erases its
 * personal data at once, refused while it is unsettled as the seller's own closing is; on the audit log with the reason.
 */
export async function adminErase(
  ctx: Ctx,
  adminId: string,
  userId: string,
  reason: string,
  source: AuditSource,
): Promise<AdminErased> {
  if (userId === adminId) fail('ADMIN_SELF_ACTION');
  const u = (await userById(ctx.db, userId)) ?? fail('USER_NOT_FOUND', { id: userId });
  if (u.erased_at !== null) fail('ACCOUNT_ERASED');
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await assertSettled(ctx, trx, userId);
    await closeAccount(trx, userId, now, now);
    await recordAudit(
      trx,
      {
        actorId: adminId,
        accountId: userId,
        action: 'admin.user.erase',
        target: { type: 'user', id: userId },
        before: { closed: u.closed_at !== null },
        after: { reason },
        source,
      },
      now,
    );
  });
  return { erasedAt: iso(await eraseAccount(ctx, userId, adminId, source)) };
}
