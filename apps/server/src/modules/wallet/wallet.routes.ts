import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminWallet,
  AdminWalletPage,
  AdminWalletQuery,
  Reconciliation,
  WalletAdjustment,
  WalletBalance,
  WalletTransaction,
  WalletTransactionPage,
  WalletTransactionQuery,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { sendCsv } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import { reconcile } from '../ledger/reconciliation.js';
import * as wallet from './wallet.service.js';

const tags = ['wallet'];
const security = [{ basic: [] }];
const admin = { tags: ['admin', ...tags], security };
const UserIdParams = z.object({ userId: z.string().min(1).max(100) });
const CsvQuery = WalletTransactionQuery.omit({ cursor: true, limit: true });

/** The seller's wallet: balance, statement, export. */
export const walletRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/wallet',
    {
      schema: { tags, security, summary: "The seller's balance", response: { 200: WalletBalance } },
      // The balance alone is any member's to see, as the Workplace's To do shows it: orders are paid from it.
      config: { need: 'member' },
    },
    (req) => wallet.balance(ctx, principalOf(req).userId),
  );
  app.get(
    '/api/wallet/transactions',
    {
      schema: {
        tags,
        security,
        summary: "The seller's statement, newest first: kind and day filters, running balance, keyset cursor",
        querystring: WalletTransactionQuery,
        response: { 200: WalletTransactionPage },
      },
    },
    (req) => wallet.statement(ctx, principalOf(req).userId, req.query),
  );
  app.get(
    '/api/wallet/transactions.csv',
    {
      schema: {
        tags,
        security,
        summary: "The seller's statement as CSV (the same filters)",
        querystring: CsvQuery,
        produces: ['text/csv'],
      },
    },
    async (req, reply) =>
      sendCsv(
        reply,
        'dropport-statement.csv',
        await wallet.statementCsv(ctx, principalOf(req).userId, req.query, req.headers['accept-language']),
      ),
  );
};

/** The admin's view of every wallet, manual adjustments and the ledger's reconciliation. */
export const walletAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/wallets',
    {
      schema: {
        ...admin,
        summary: 'Admin: every seller with their balance (search by email or name)',
        querystring: AdminWalletQuery,
        response: { 200: AdminWalletPage },
      },
    },
    (req) => wallet.listWallets(ctx, req.query),
  );
  app.get(
    '/api/admin/wallets/:userId',
    {
      schema: { ...admin, summary: "Admin: one seller's wallet", params: UserIdParams, response: { 200: AdminWallet } },
    },
    (req) => wallet.getWallet(ctx, req.params.userId),
  );
  app.get(
    '/api/admin/wallets/:userId/transactions',
    {
      schema: {
        ...admin,
        summary: "Admin: one seller's statement",
        params: UserIdParams,
        querystring: WalletTransactionQuery,
        response: { 200: WalletTransactionPage },
      },
    },
    async (req) => {
      await wallet.getWallet(ctx, req.params.userId);
      return wallet.statement(ctx, req.params.userId, req.query);
    },
  );
  app.post(
    '/api/admin/wallets/:userId/adjustments',
    {
      schema: {
        ...admin,
        summary: "Admin: a manual credit or debit with a reason (idempotent by the form's key)",
        params: UserIdParams,
        body: WalletAdjustment,
        response: { 201: WalletTransaction },
      },
    },
    async (req, reply) => reply.status(201).send(await wallet.adjust(ctx, principalOf(req).userId, req.params.userId, req.body)),
  );
  app.get(
    '/api/admin/ledger/reconciliation',
    {
      schema: {
        ...admin,
        summary: 'Admin: check that every transaction sums to zero and every cached balance matches its entries',
        response: { 200: Reconciliation },
      },
    },
    () => reconcile(ctx.db, ctx.now()),
  );
};
