import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminWithdrawal,
  AdminWithdrawalPage,
  AdminWithdrawalQuery,
  ApproveWithdrawal,
  CommissionPage,
  CommissionQuery,
  MarkWithdrawalPaid,
  RefereePage,
  ReferralAttribution,
  ReferralEarnings,
  ReferralEarningsQuery,
  ReferralMovementPage,
  ReferralOverview,
  ReferralPageQuery,
  ReferralSettings,
  ReferralSettingsView,
  ReferrerPage,
  ReferrerQuery,
  RejectWithdrawal,
  Withdrawal,
  WithdrawalPage,
  WithdrawalRequest,
} from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { sendCsv } from '../../lib/send-file.js';
import { principalOf } from '../../plugins/auth.js';
import * as referral from './referral.service.js';
import { saveSettings, settingsView } from './referral-settings.js';
import * as withdrawals from './withdrawals.service.js';

const tags = ['referral'];
const security = [{ basic: [] }];
const admin = { tags: ['admin', ...tags], security };
const IdParams = z.object({ id: z.string().min(1).max(100) });
const UserIdParams = z.object({ userId: z.string().min(1).max(100) });

/** The seller's referral programme: invite code, summary, referees, commissions, statement, withdrawals. */
export const referralRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/referral',
    { schema: { tags, security, summary: 'Invite code, the programme rules, the summary', response: { 200: ReferralOverview } } },
    (req) => referral.overview(ctx, principalOf(req).userId, principalOf(req).personId),
  );
  app.get(
    '/api/referral/referees',
    {
      schema: {
        tags,
        security,
        summary: "The seller's referees, newest sign-up first (emails masked)",
        querystring: ReferralPageQuery,
        response: { 200: RefereePage },
      },
    },
    (req) => referral.referees(ctx, principalOf(req).userId, req.query),
  );
  app.get(
    '/api/referral/commissions',
    {
      schema: {
        tags,
        security,
        summary: 'One commission per referee order, newest first',
        querystring: CommissionQuery,
        response: { 200: CommissionPage },
      },
    },
    (req) => referral.commissions(ctx, principalOf(req).userId, req.query),
  );
  app.get(
    '/api/referral/statement',
    {
      schema: {
        tags,
        security,
        summary: "Every movement of the seller's commission money, newest first",
        querystring: ReferralPageQuery,
        response: { 200: ReferralMovementPage },
      },
    },
    (req) => referral.statement(ctx, principalOf(req).userId, req.query),
  );
  app.get(
    '/api/referral/statement.csv',
    { schema: { tags, security, summary: 'The commission statement as CSV', produces: ['text/csv'] } },
    async (req, reply) =>
      sendCsv(
        reply,
        'dropport-referral-statement.csv',
        await referral.statementCsv(ctx, principalOf(req).userId, req.headers['accept-language']),
      ),
  );
  app.get(
    '/api/referral/earnings',
    {
      schema: {
        tags,
        security,
        summary: 'Commission earned per week or month',
        querystring: ReferralEarningsQuery,
        response: { 200: ReferralEarnings },
      },
    },
    (req) => referral.earnings(ctx, principalOf(req).userId, req.query.period),
  );
  app.get(
    '/api/referral/withdrawals',
    {
      schema: {
        tags,
        security,
        summary: "The seller's withdrawals, newest first",
        querystring: ReferralPageQuery,
        response: { 200: WithdrawalPage },
      },
    },
    (req) => withdrawals.listMine(ctx, principalOf(req).userId, req.query),
  );
  app.post(
    '/api/referral/withdrawals',
    {
      config: { need: 'withdraw' },
      schema: {
        tags,
        security,
        summary: 'Withdraw available commission to the wallet, or ask for a payout by PayPal or bank',
        body: WithdrawalRequest,
        response: { 200: Withdrawal },
      },
    },
    (req) => withdrawals.withdraw(ctx, principalOf(req), req.body),
  );
  app.post(
    '/api/referral/withdrawals/:id/cancel',
    {
      config: { need: 'withdraw' },
      schema: {
        tags,
        security,
        summary: 'Cancel a payout the admin has not approved yet',
        params: IdParams,
        response: { 200: Withdrawal },
      },
    },
    (req) => withdrawals.cancel(ctx, principalOf(req).userId, req.params.id),
  );
};

/** The admin's side: the programme's rules, the payout queue, referrers, attribution. */
export const referralAdminRoutes: FastifyPluginAsyncZod<{ ctx: Ctx }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/referral/settings',
    {
      schema: {
        ...admin,
        summary: "Admin: the programme's rules and their recent changes",
        response: { 200: ReferralSettingsView },
      },
    },
    () => settingsView(ctx),
  );
  app.put(
    '/api/admin/referral/settings',
    {
      schema: {
        ...admin,
        summary: "Admin: change the programme's rules (recorded with who and what)",
        body: ReferralSettings,
        response: { 200: ReferralSettingsView },
      },
    },
    (req) => saveSettings(ctx, principalOf(req).userId, req.body),
  );
  app.get(
    '/api/admin/referral/withdrawals',
    {
      schema: {
        ...admin,
        summary: 'Admin: payouts by PayPal or bank, oldest first',
        querystring: AdminWithdrawalQuery,
        response: { 200: AdminWithdrawalPage },
      },
    },
    (req) => withdrawals.queue(ctx, req.query),
  );
  app.post(
    '/api/admin/referral/withdrawals/:id/approve',
    {
      schema: {
        ...admin,
        summary: 'Admin: approve a payout',
        params: IdParams,
        body: ApproveWithdrawal,
        response: { 200: AdminWithdrawal },
      },
    },
    (req) => withdrawals.adminDecide(ctx, principalOf(req).userId, req.params.id, { to: 'approved' }, req.body.idempotencyKey),
  );
  app.post(
    '/api/admin/referral/withdrawals/:id/paid',
    {
      schema: {
        ...admin,
        summary: "Admin: mark an approved payout paid, with the payment's reference",
        params: IdParams,
        body: MarkWithdrawalPaid,
        response: { 200: AdminWithdrawal },
      },
    },
    (req) =>
      withdrawals.adminDecide(
        ctx,
        principalOf(req).userId,
        req.params.id,
        { to: 'paid', reference: req.body.reference },
        req.body.idempotencyKey,
      ),
  );
  app.post(
    '/api/admin/referral/withdrawals/:id/reject',
    {
      schema: {
        ...admin,
        summary: 'Admin: reject a payout with a reason the seller reads (the amount returns to available)',
        params: IdParams,
        body: RejectWithdrawal,
        response: { 200: AdminWithdrawal },
      },
    },
    (req) =>
      withdrawals.adminDecide(
        ctx,
        principalOf(req).userId,
        req.params.id,
        { to: 'rejected', reason: req.body.reason },
        req.body.idempotencyKey,
      ),
  );
  app.get(
    '/api/admin/referral/referrers',
    {
      schema: {
        ...admin,
        summary: 'Admin: sellers who referred others, with their totals',
        querystring: ReferrerQuery,
        response: { 200: ReferrerPage },
      },
    },
    (req) => referral.referrers(ctx, req.query),
  );
  app.get(
    '/api/admin/referral/attribution/:userId',
    {
      schema: {
        ...admin,
        summary: 'Admin: who referred a seller and what the referrer earned from them',
        params: UserIdParams,
        response: { 200: ReferralAttribution },
      },
    },
    (req) => referral.attribution(ctx, req.params.userId),
  );
};
