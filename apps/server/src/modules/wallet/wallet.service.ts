import {
  DEFAULT_CURRENCY,
  WALLET_CSV_COLUMNS,
  type AdminWallet,
  type LedgerKind,
  WalletLedgerKind,
  type AdminWalletPage,
  MemoText,
  type WalletAdjustment,
  type WalletBalance,
  type WalletTransaction,
  type WalletTransactionPage,
  type WalletTransactionQuery,
} from '@dropport/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { dayRange } from '../../lib/day-range.js';
import { iso } from '../../lib/time.js';
import { decimalCents, toCsv } from '../../lib/csv-writer.js';
import { credit, debit, requireCurrency, walletAccountId, walletBalance } from '../ledger/ledger.js';
import * as ledgerRepo from '../ledger/ledger.repo.js';
import { notify } from '../notifications/notifications.service.js';
import * as settings from '../settings/settings.service.js';
import { memoLine } from './memo-text.js';
import * as repo from './wallet.repo.js';

type StatementQuery = z.output<typeof WalletTransactionQuery>;
type Adjustment = z.output<typeof WalletAdjustment>;

export async function balance(ctx: Ctx, userId: string): Promise<WalletBalance> {
  const b = await walletBalance(ctx.db, userId, DEFAULT_CURRENCY);
  return {
    currency: DEFAULT_CURRENCY,
    availableCents: b.availableCents,
    heldCents: 0,
    updatedAt: b.updatedAt === null ? null : iso(b.updatedAt),
  };
}

/** The stored memo kind and parameters, or null for a line recorded without them (shown as written). */
function memoTextOf(kind: string | null, params: string | null): MemoText | null {
  const parsed = MemoText.safeParse({ kind, params: params === null ? null : (JSON.parse(params) as unknown) });
  return parsed.success ? parsed.data : null;
}

/** Only wallet kinds of movement touch a wallet; another kind on a wallet's line is a bug, refused loudly. */
const walletKind = (kind: LedgerKind): WalletLedgerKind => WalletLedgerKind.parse(kind);

type StatementRow = Awaited<ReturnType<ReturnType<typeof ledgerRepo.statement>['execute']>>[number];

const toLine = (r: StatementRow): WalletTransaction => ({
  id: r.id,
  kind: walletKind(r.kind),
  reference: r.reference,
  memo: r.memo,
  memoText: memoTextOf(r.memo_kind, r.memo_params),
  currency: r.currency,
  amountCents: Number(r.amount_minor),
  balanceAfterCents: Number(r.balance_after),
  createdAt: iso(Number(r.created_at)),
});

/** A wallet's statement, newest first, keyset-paged by entry. */
export async function statement(ctx: Ctx, userId: string, q: StatementQuery): Promise<WalletTransactionPage> {
  const rows = await ledgerRepo
    .statement(ctx.db, {
      accountId: walletAccountId(userId, DEFAULT_CURRENCY),
      ...(q.kind === undefined ? {} : { kind: q.kind }),
      ...dayRange(q),
      page: { after: decodeCursor(ledgerRepo.STATEMENT_CURSOR, q.cursor), limit: q.limit },
    })
    .execute();
  const page = pageOf(rows, q.limit, ledgerRepo.STATEMENT_CURSOR, (r) => ({ id: Number(r.entry_id) }));
  return { items: page.items.map(toLine), nextCursor: page.nextCursor };
}

/**
 * The statement as CSV, every row the filters match (amounts in dollars with two decimals, dates in ISO), each line's
 * description in the reader's language (`asked`: their Accept-Language; else their saved language).
 */
export async function statementCsv(
  ctx: Ctx,
  userId: string,
  q: Omit<StatementQuery, 'cursor' | 'limit'>,
  asked: string | undefined,
): Promise<string> {
  const locale = await settings.readerLocale(ctx, userId, asked);
  const rows = await ledgerRepo
    .statement(ctx.db, {
      accountId: walletAccountId(userId, DEFAULT_CURRENCY),
      ...(q.kind === undefined ? {} : { kind: q.kind }),
      ...dayRange(q),
    })
    .execute();
  return toCsv([
    [...WALLET_CSV_COLUMNS],
    ...rows.map((r) => {
      const l = toLine(r);
      return [
        l.createdAt,
        l.kind,
        l.reference ?? '',
        memoLine(l.memo, l.memoText, locale),
        decimalCents(l.amountCents),
        decimalCents(l.balanceAfterCents),
        l.currency,
        l.id,
      ];
    }),
  ]);
}

const toAdminWallet = (r: repo.WalletRow): AdminWallet => ({
  userId: r.user_id,
  email: r.email,
  name: r.username,
  currency: DEFAULT_CURRENCY,
  availableCents: Number(r.balance_minor ?? 0),
  updatedAt: r.updated_at === null ? null : iso(Number(r.updated_at)),
});

/** Every seller with their balance (zero without a wallet yet), newest accounts first; `q` searches email and name. */
export async function listWallets(
  ctx: Ctx,
  q: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminWalletPage> {
  const rows = await repo.sellers(ctx.db, {
    q: q.q,
    after: decodeCursor(repo.SELLER_CURSOR, q.cursor),
    limit: q.limit,
    currency: DEFAULT_CURRENCY,
  });
  const page = pageOf(rows, q.limit, repo.SELLER_CURSOR, (r) => ({ id: r.user_id }));
  return { items: page.items.map(toAdminWallet), nextCursor: page.nextCursor };
}

export async function getWallet(ctx: Ctx, userId: string): Promise<AdminWallet> {
  const row = (await repo.seller(ctx.db, userId, DEFAULT_CURRENCY)) ?? fail('USER_NOT_FOUND', { id: userId });
  return toAdminWallet(row);
}

/**
 * An admin's manual credit or debit: the reason is the memo the seller reads, the admin is recorded as the actor,
 * the form's idempotency key makes a double submit adjust once. A debit never takes a wallet below zero.
 */
export async function adjust(ctx: Ctx, adminId: string, userId: string, a: Adjustment): Promise<WalletTransaction> {
  await getWallet(ctx, userId);
  const currency = requireCurrency(a.currency);
  const move = {
    userId,
    amountCents: a.amountCents,
    currency,
    // Scoped to the seller, so one form's key cannot land on another wallet.
    key: `adjustment:${userId}:${a.idempotencyKey}`,
    memo: a.reason,
    memoText: { kind: 'adjustment' as const, params: { reason: a.reason } },
    actorId: adminId,
    reference: null,
  };
  const posted = await ctx.db.transaction().execute(async (trx) => {
    const p =
      a.direction === 'credit'
        ? await credit(trx, { ...move, kind: 'adjustment_credit', from: 'adjustments' }, ctx.now())
        : await debit(trx, { ...move, kind: 'adjustment_debit', to: 'adjustments' }, ctx.now());
    if (!p.replayed) {
      const signed = a.direction === 'credit' ? a.amountCents : -a.amountCents;
      await notify(
        trx,
        {
          userId,
          type: 'wallet.adjusted',
          params: { amountCents: signed, reason: a.reason },
          dedupeKey: `ledger:${p.transactionId}`,
        },
        ctx.now(),
      );
    }
    return p;
  });
  const wallet = posted.entries.find((e) => e.accountId === walletAccountId(userId, currency))!;
  return {
    id: posted.transactionId,
    kind: walletKind(posted.kind),
    reference: posted.reference,
    memo: posted.memo,
    // An adjustment's memo is its reason (a repeat answers the first adjustment's).
    memoText: { kind: 'adjustment', params: { reason: posted.memo } },
    currency: posted.currency,
    amountCents: wallet.amountCents,
    balanceAfterCents: wallet.balanceAfterCents,
    createdAt: iso(posted.createdAt),
  };
}
