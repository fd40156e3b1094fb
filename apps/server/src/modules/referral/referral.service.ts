import {
  DEFAULT_CURRENCY,
  REFERRAL_CSV_COLUMNS,
  maskEmail,
  type CommissionPage,
  type CommissionQuery,
  type EarningsPeriod,
  type Locale,
  type RefereePage,
  type ReferralAttribution,
  type ReferralMovement,
  type ReferralMovementKind,
  type ReferralMovementPage,
  type ReferralOverview,
  type ReferralSummary,
  type ReferralEarnings,
  type ReferrerPage,
  type ReferrerQuery,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { decimalCents, toCsv } from '../../lib/csv-writer.js';
import { DAY, iso, isoOrNull } from '../../lib/time.js';
import { referralAccountId } from '../ledger/ledger.js';
import * as ledgerRepo from '../ledger/ledger.repo.js';
import { isEnabled as twoFactorEnabled } from '../users/two-factor.service.js';
import * as settings from '../settings/settings.service.js';
import enUS from './locales/en-US.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };
import * as repo from './referral.repo.js';
import { readSettings } from './referral-settings.js';

type Paging = { cursor?: string | undefined; limit: number };

// The words of the files the server writes (the console has its own copy of them).
const KINDS = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR } satisfies Record<
  Locale,
  { kind: Record<ReferralMovementKind, string> }
>;

const accountsOf = (userId: string) => ({
  pending: referralAccountId(userId, 'pending', DEFAULT_CURRENCY),
  available: referralAccountId(userId, 'available', DEFAULT_CURRENCY),
  held: referralAccountId(userId, 'held', DEFAULT_CURRENCY),
});

const balanceOf = async (db: Db, id: string) => (await ledgerRepo.account(db, id))?.balance_minor ?? 0;

/** A referrer's money: the three commission accounts' balances, and what left them for good or was reversed. */
export async function summaryOf(db: Db, user: { id: string; invite_code: string }): Promise<ReferralSummary> {
  const a = accountsOf(user.id);
  const [pendingCents, availableCents, heldCents, totals, withdrawn, referees] = await Promise.all([
    balanceOf(db, a.pending),
    balanceOf(db, a.available),
    balanceOf(db, a.held),
    repo.commissionTotals(db, user.id),
    repo.withdrawnTotals(db, user.id),
    repo.countReferees(db, user.invite_code),
  ]);
  return {
    referees,
    refereesOrdered: totals.refereesOrdered,
    pendingCents,
    availableCents,
    heldCents,
    toWalletCents: withdrawn.toWalletCents,
    paidOutCents: withdrawn.paidOutCents,
    reversedCents: totals.byStatus.get('reversed') ?? 0,
    lifetimeCents: pendingCents + availableCents + heldCents + withdrawn.toWalletCents + withdrawn.paidOutCents,
  };
}

const memberOrFail = async (db: Db, userId: string) => (await repo.member(db, userId)) ?? fail('USER_NOT_FOUND', { id: userId });

/**
 * The referral page of an account; `personId` is who reads it (a team member acting for the account), whose own
 * two-factor a payout asks a code of.
 */
export async function overview(ctx: Ctx, userId: string, personId: string = userId): Promise<ReferralOverview> {
  const me = await memberOrFail(ctx.db, userId);
  const [programme, summary, twoFactor] = await Promise.all([
    readSettings(ctx.db),
    summaryOf(ctx.db, me),
    twoFactorEnabled(ctx, personId),
  ]);
  return {
    inviteCode: me.invite_code,
    currency: DEFAULT_CURRENCY,
    emailVerified: me.email_verified_at !== null,
    twoFactorEnabled: twoFactor,
    programme,
    summary,
  };
}

export async function referees(ctx: Ctx, userId: string, q: Paging): Promise<RefereePage> {
  const me = await memberOrFail(ctx.db, userId);
  const s = await readSettings(ctx.db);
  const rows = await repo.refereesOf(ctx.db, me.invite_code, decodeCursor(repo.REFEREE_CURSOR, q.cursor), q.limit);
  const page = pageOf(rows, q.limit, repo.REFEREE_CURSOR, (r) => ({ sort: r.created_at, id: r.id }));
  const earned = new Map(
    (
      await repo.earnedBy(
        ctx.db,
        me.id,
        page.items.map((r) => r.id),
      )
    ).map((e) => [e.referee_id, e]),
  );
  return {
    items: page.items.map((r) => {
      const e = earned.get(r.id);
      return {
        id: r.id,
        emailMasked: maskEmail(r.email),
        signedUpAt: iso(r.created_at),
        verified: r.email_verified_at !== null,
        windowEndsAt: iso(r.created_at + s.windowDays * DAY),
        firstPaidOrderAt: e ? iso(Number(e.first_paid)) : null,
        paidOrders: Number(e?.orders ?? 0),
        commissionCents: Number(e?.earned ?? 0),
      };
    }),
    nextCursor: page.nextCursor,
  };
}

export async function commissions(ctx: Ctx, userId: string, q: z.output<typeof CommissionQuery>): Promise<CommissionPage> {
  const rows = await repo.commissionsOf(ctx.db, userId, q.status, decodeCursor(repo.COMMISSION_CURSOR, q.cursor), q.limit);
  const page = pageOf(rows, q.limit, repo.COMMISSION_CURSOR, (r) => ({ sort: r.paid_at, id: r.id }));
  return {
    items: page.items.map((c) => ({
      id: c.id,
      orderNo: c.order_no,
      refereeEmailMasked: maskEmail(c.referee_email),
      baseCents: c.base_cents,
      rateBp: c.rate_bp,
      amountCents: c.amount_cents,
      status: c.status,
      paidAt: iso(c.paid_at),
      deliveredAt: isoOrNull(c.delivered_at),
      availableAt: isoOrNull(c.available_at),
      reversedAt: isoOrNull(c.reversed_at),
    })),
    nextCursor: page.nextCursor,
  };
}

type MovementRow = Awaited<ReturnType<typeof repo.movements>>[number];

const toMovement = (r: MovementRow): ReferralMovement => ({
  id: r.id,
  kind: r.kind as ReferralMovementKind,
  reference: r.reference ?? '',
  amountCents: Number(r.amount_minor),
  pendingAfterCents: Number(r.pending_after ?? 0),
  availableAfterCents: Number(r.available_after ?? 0),
  at: iso(Number(r.created_at)),
});

/** Every movement of the seller's commission money, newest first. */
export async function statement(ctx: Ctx, userId: string, q: Paging): Promise<ReferralMovementPage> {
  const after = decodeCursor(repo.MOVEMENT_CURSOR, q.cursor);
  const rows = await repo.movements(ctx.db, accountsOf(userId), after, q.limit);
  const page = pageOf(rows, q.limit, repo.MOVEMENT_CURSOR, (r) => ({ id: Number(r.first_entry) }));
  return { items: page.items.map(toMovement), nextCursor: page.nextCursor };
}

/** The statement as CSV, every movement, each described in the reader's language (`asked`, else their saved one). */
export async function statementCsv(ctx: Ctx, userId: string, asked: string | undefined): Promise<string> {
  const locale = await settings.readerLocale(ctx, userId, asked);
  const rows = await repo.movements(ctx.db, accountsOf(userId), undefined);
  return toCsv([
    [...REFERRAL_CSV_COLUMNS],
    ...rows
      .map(toMovement)
      .map((m) => [
        m.at,
        m.kind,
        KINDS[locale].kind[m.kind],
        m.reference,
        decimalCents(m.amountCents),
        decimalCents(m.pendingAfterCents),
        decimalCents(m.availableAfterCents),
        m.id,
      ]),
  ]);
}

/** The first day (UTC) of the period holding `ms`: its Monday for weeks, its 1st for months. */
function periodStart(ms: number, period: EarningsPeriod): number {
  const d = new Date(ms);
  if (period === 'month') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return day - ((d.getUTCDay() + 6) % 7) * DAY;
}

function nextPeriod(start: number, period: EarningsPeriod): number {
  if (period === 'week') return start + 7 * DAY;
  const d = new Date(start);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Commission earned per week (the last 26) or month (the last 12), by the day the referee's order was paid. */
export async function earnings(ctx: Ctx, userId: string, period: EarningsPeriod): Promise<ReferralEarnings> {
  const now = ctx.now();
  let first = periodStart(now, period);
  for (let i = 1; i < (period === 'week' ? 26 : 12); i++) first = periodStart(first - DAY, period);
  const points = new Map<number, { earnedCents: number; reversedCents: number; orders: number }>();
  for (let s = first; s <= now; s = nextPeriod(s, period)) points.set(s, { earnedCents: 0, reversedCents: 0, orders: 0 });
  for (const c of await repo.earningsSince(ctx.db, userId, first)) {
    const p = points.get(periodStart(c.paid_at, period));
    if (!p) continue;
    p.orders += 1;
    if (c.status === 'reversed') p.reversedCents += c.amount_cents;
    else p.earnedCents += c.amount_cents;
  }
  return { period, points: [...points].map(([s, p]) => ({ start: iso(s).slice(0, 10), ...p })) };
}

export async function referrers(ctx: Ctx, q: z.output<typeof ReferrerQuery>): Promise<ReferrerPage> {
  const rows = await repo.referrers(ctx.db, q.q, decodeCursor(repo.REFERRER_CURSOR, q.cursor), q.limit);
  const page = pageOf(rows, q.limit, repo.REFERRER_CURSOR, (r) => ({ id: r.id }));
  return {
    items: await Promise.all(
      page.items.map(async (r) => ({
        userId: r.id,
        email: r.email,
        inviteCode: r.invite_code,
        referees: Number(r.n),
        summary: await summaryOf(ctx.db, r),
      })),
    ),
    nextCursor: page.nextCursor,
  };
}

/** Who referred a seller (fixed at their sign-up) and what that referrer earned from them. */
export async function attribution(ctx: Ctx, userId: string): Promise<ReferralAttribution> {
  const user = await memberOrFail(ctx.db, userId);
  const referrer = user.referred_by ? await repo.memberByInviteCode(ctx.db, user.referred_by) : undefined;
  const s = await readSettings(ctx.db);
  const earned = await repo.refereeEarnings(ctx.db, userId);
  return {
    userId,
    referrer: referrer ? { userId: referrer.id, email: referrer.email, inviteCode: referrer.invite_code } : null,
    windowEndsAt: referrer ? iso(user.created_at + s.windowDays * DAY) : null,
    commissions: earned.commissions,
    commissionCents: earned.earnedCents,
  };
}

/** The referral commission a seller can withdraw now, USD cents (the Workplace's to-dos). */
export const availableCommission = (db: Db, userId: string) => balanceOf(db, accountsOf(userId).available);
