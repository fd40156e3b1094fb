import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import {
  DATA_EXPORT_PARTS,
  type AccountClosed,
  type Claim,
  type OrderClaims,
  type AdminPrivacyView,
  type DataExport,
  type OrderDetail,
  type PayOrdersResult,
  type PrivacyOverview,
  type TicketDetail,
  type WalletBalance,
} from '@dropport/contracts';
import { newId } from '../src/lib/ids.js';
import { credit } from '../src/modules/ledger/ledger.js';
import { reconcile } from '../src/modules/ledger/reconciliation.js';
import { listedVariants, US_ADDRESS } from './cloud-warehouse-support.js';
import { describeEachEngine, GOOD_PASSWORD, type ErrorBody, type Seller, type TestServer } from './harness.js';
import { insertStore, listingRow } from './store-rows.js';

const DAY = 24 * 3600 * 1000;

describeEachEngine(
  'a seller’s own data: export, closing, erasure',
  (get) => {
    const s = (): TestServer => get();
    let admin: Seller;
    let variantId: number;

    beforeAll(async () => {
      admin = await s().admin();
      await s().catalogue(20);
      [variantId] = (await listedVariants(s().ctx.db, 1, 500)) as [number];
    });

    const fund = (seller: Seller, cents: number) =>
      credit(s().ctx.db, {
        userId: seller.id,
        amountCents: cents,
        currency: 'USD',
        key: `fund:${newId()}`,
        kind: 'adjustment_credit',
        from: 'adjustments',
      });
    const balance = async (seller: Seller) =>
      (await s().call<WalletBalance>('GET', '/api/wallet', { as: seller })).body.availableCents;

    /** A paid manual order (with its invoice); shipped by the admin when asked. */
    const paidOrder = async (seller: Seller, ship = false) => {
      const made = await s().call<OrderDetail>('POST', '/api/orders/manual', {
        as: seller,
        json: { items: [{ variantId, quantity: 1 }], address: US_ADDRESS },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const paid = await s().call<PayOrdersResult>('POST', '/api/orders/pay', { as: seller, json: { orderIds: [made.body.id] } });
      expect(paid.body.paidCount, JSON.stringify(paid.body)).toBe(1);
      if (ship) {
        const shipped = await s().call<OrderDetail>('POST', `/api/admin/orders/${made.body.id}/ship`, {
          as: admin,
          json: { carrier: 'USPS', trackingNumber: `LZ${newId().slice(-9)}US` },
        });
        expect(shipped.body.status).toBe('shipped');
      }
      return made.body;
    };

    /** Spends what is left in the wallet (an admin's debit), so that no money keeps the account open. */
    const emptyWallet = async (seller: Seller) => {
      const left = await balance(seller);
      if (left === 0) return;
      const res = await s().call('POST', `/api/admin/wallets/${seller.id}/adjustments`, {
        as: admin,
        json: { direction: 'debit', amountCents: left, reason: 'closing test', idempotencyKey: newId() },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };

    /** Every movement of the seller's own ledger accounts. */
    const ledgerOf = (seller: Seller) =>
      s()
        .ctx.db.selectFrom('ledger_entries as e')
        .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
        .select(['e.id', 'e.amount_minor', 'e.balance_after'])
        .where('a.user_id', '=', seller.id)
        .orderBy('e.id')
        .execute();

    const overview = async (seller: Seller) => {
      const res = await s().call<PrivacyOverview & ErrorBody>('GET', `/v1/users/${seller.id}/privacy`, { as: seller });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };

    const download = async (path: string, as: Seller) => {
      const res = await fetch(`${s().url}${path}`, {
        headers: { authorization: `Basic ${Buffer.from(`${as.id}:${as.token}`).toString('base64')}` },
      });
      return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
    };

    it('builds a ZIP with every part of a seller who has data in each, once however often asked, for them alone', async () => {
      const seller = await s().seller({ verified: true });
      const other = await s().seller({ verified: true });
      const profile = await s().call('POST', `/v1/users/${seller.id}/profile`, { as: seller, json: { username: 'Ana Export' } });
      expect(profile.status, JSON.stringify(profile.body)).toBe(200);
      const storeId = await insertStore(s().ctx.db, seller.id, 'Export Shop');
      await s()
        .ctx.db.insertInto('listings')
        .values(listingRow({ userId: seller.id, storeId, productId: 1 }))
        .execute();
      await fund(seller, 1_000_000);
      const order = await paidOrder(seller);
      const ticket = await s().call<TicketDetail>('POST', '/api/support/tickets', {
        as: seller,
        json: { category: 'order', subject: 'Where is my parcel?', message: 'It has not arrived yet.' },
      });
      expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);

      const asked = await Promise.all(
        [1, 2].map(() => s().call<DataExport>('POST', `/v1/users/${seller.id}/privacy/exports`, { as: seller })),
      );
      expect(asked.map((a) => a.status)).toEqual([202, 202]);
      expect(asked[0]!.body.id).toBe(asked[1]!.body.id);
      expect(asked[0]!.body).toMatchObject({ status: 'queued', progress: 0, requestedBy: 'self' });
      // Not ready yet: nothing to download.
      expect((await download(`/v1/users/${seller.id}/privacy/exports/${asked[0]!.body.id}/download`, seller)).status).toBe(409);

      await s().ctx.jobs.drain();
      const ready = (await overview(seller)).exports[0]!;
      expect(ready).toMatchObject({ id: asked[0]!.body.id, status: 'ready', progress: 100 });
      expect(ready.bytes).toBeGreaterThan(0);
      expect(Date.parse(ready.expiresAt ?? '') - Date.parse(ready.finishedAt ?? '')).toBe(7 * DAY);
      const told = await s()
        .ctx.db.selectFrom('notifications')
        .select('params')
        .where('user_id', '=', seller.id)
        .where('type', '=', 'account.data_export_ready')
        .execute();
      expect(told.map((n) => JSON.parse(n.params).exportId)).toEqual([ready.id]);

      // Another seller, even knowing the id, gets nothing.
      expect((await download(`/v1/users/${seller.id}/privacy/exports/${ready.id}/download`, other)).status).toBe(403);
      expect((await download(`/v1/users/${other.id}/privacy/exports/${ready.id}/download`, other)).status).toBe(404);

      const zip = await download(`/v1/users/${seller.id}/privacy/exports/${ready.id}/download`, seller);
      expect(zip.status).toBe(200);
      expect(zip.type).toBe('application/zip');
      const files = unzipSync(new Uint8Array(zip.body));
      const read = (name: string) => {
        const f = files[name];
        if (!f) throw new Error(`${name} is not in the export: ${Object.keys(files).join(', ')}`);
        return strFromU8(f);
      };
      const manifest = JSON.parse(read('manifest.json')) as { parts: Record<string, number> };
      expect(Object.keys(manifest.parts).sort()).toEqual([...DATA_EXPORT_PARTS].sort());
      for (const part of DATA_EXPORT_PARTS) expect(manifest.parts[part], part).toBeGreaterThan(0);

      expect(JSON.parse(read('profile.json'))).toMatchObject({ id: seller.id, email: seller.email, username: 'Ana Export' });
      expect(read('profile.json')).not.toContain('password');
      expect(Object.keys(JSON.parse(read('settings.json')))).toContain('user_settings');
      const stores = JSON.parse(read('stores.json')) as Record<string, unknown>[];
      expect(stores.map((x) => x.id)).toEqual([storeId]);
      expect(read('stores.json')).not.toContain('access_token');
      expect(read('stores.csv')).toContain('Export Shop');
      expect((JSON.parse(read('listings.json')) as unknown[]).length).toBe(1);
      const orders = JSON.parse(read('orders.json')) as { id: string; items: unknown[] }[];
      expect(orders.map((o) => o.id)).toEqual([order.id]);
      expect(orders[0]!.items.length).toBe(1);
      expect(read('orders.csv')).toContain(order.orderNo);
      expect(read('order-items.csv').split('\r\n').filter(Boolean).length).toBe(2);
      expect(read('ledger.csv')).toContain('10000.00');
      expect((JSON.parse(read('invoices.json')) as unknown[]).length).toBe(1);
      const tickets = JSON.parse(read('tickets.json')) as { id: string; messages: { body: string }[] }[];
      expect(tickets[0]).toMatchObject({ id: ticket.body.id, messages: [{ body: 'It has not arrived yet.' }] });
    });

    it('refuses to close an account with money, commissions, orders or stock left, saying how much, and changes nothing', async () => {
      const seller = await s().seller({ verified: true });
      await fund(seller, 250_000);
      await paidOrder(seller);
      const left = await balance(seller);
      const check = (await overview(seller)).closing;
      expect(check).toMatchObject({ balanceCents: left, openOrders: 1, commissionsCents: 0, stockUnits: 0 });
      expect(check.blockers).toEqual(['balance', 'orders']);

      const res = await s().call<ErrorBody>('POST', `/v1/users/${seller.id}/privacy/close`, {
        as: seller,
        json: { password: seller.password },
        headers: { 'accept-language': 'es-ES' },
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('ACCOUNT_NOT_SETTLED');
      expect(res.body.params).toMatchObject({ balanceCents: left, openOrders: 1, blockers: ['balance', 'orders'] });
      expect(res.body.message).toContain('pedidos abiertos: 1');
      // Still open: the session works and the seller can sign in.
      expect((await s().call('POST', '/api/user/info', { as: seller })).status).toBe(200);
      const row = await s()
        .ctx.db.selectFrom('users')
        .select(['closed_at', 'disabled_at'])
        .where('id', '=', seller.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ closed_at: null, disabled_at: null });
    });

    it('keeps an account open while an after-sales claim waits for a decision, and lets it close once decided', async () => {
      const seller = await s().seller({ verified: true });
      await fund(seller, 500_000);
      const order = await paidOrder(seller, true);
      await emptyWallet(seller);
      await s()
        .ctx.db.updateTable('orders')
        .set({ shipped_at: s().ctx.now() - 31 * DAY })
        .where('id', '=', order.id)
        .execute();
      const view = await s().call<OrderClaims>('GET', `/api/orders/${order.id}/claims`, { as: seller });
      const made = await s().call<Claim>('POST', `/api/orders/${order.id}/claims`, {
        as: seller,
        json: {
          kind: 'refund',
          reason: 'not_received',
          note: 'Nothing arrived.',
          lines: [{ itemId: view.body.lines[0]!.itemId, quantity: 1 }],
        },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect((await overview(seller)).closing).toMatchObject({ openOrders: 1, blockers: ['orders'] });
      const decided = await s().call('POST', `/api/admin/support/claims/${made.body.id}/decide`, {
        as: admin,
        json: { decision: 'reject', note: 'Delivered to the door.' },
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      expect((await overview(seller)).closing.blockers).toEqual([]);
    });

    it("pays no commission to a closed account for its referees' later orders", async () => {
      const referrer = await s().seller({ verified: true });
      const code = (await s().call<{ inviteCode: string }>('GET', '/api/referral', { as: referrer })).body.inviteCode;
      const email = `referee.${newId().toLowerCase()}@shop-privacy.com`;
      const reg = await s().call<{ id: string; session: { token: string } }>('POST', '/v1/users/regByPwd', {
        form: { email, password: GOOD_PASSWORD, inviteCode: code },
      });
      expect(reg.status, JSON.stringify(reg.body)).toBe(201);
      const referee: Seller = { id: reg.body.id, token: reg.body.session.token, email, password: GOOD_PASSWORD };
      const verified = await s().call('POST', `/v1/users/${referee.id}/verifyEmail`, {
        as: referee,
        form: { code: await s().lastCode(email) },
      });
      expect(verified.status).toBe(200);
      const closed = await s().call('POST', `/v1/users/${referrer.id}/privacy/close`, {
        as: referrer,
        json: { password: referrer.password },
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      await fund(referee, 500_000);
      await paidOrder(referee);
      const commissions = await s()
        .ctx.db.selectFrom('referral_commissions')
        .select('id')
        .where('referrer_id', '=', referrer.id)
        .execute();
      expect(commissions).toEqual([]);
      expect((await overview(referee)).closing.commissionsCents).toBe(0);
      expect(
        (await s().ctx.db.selectFrom('ledger_accounts').select('id').where('user_id', '=', referrer.id).execute()).length,
      ).toBe(0);
    });

    it('keeps the last admin able to sign in from closing their own account', async () => {
      const admins = await s()
        .ctx.db.selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('disabled_at', 'is', null)
        .execute();
      // Every admin but ours is set aside for the moment, so ours is the last one.
      const others = admins.map((a) => a.id).filter((id) => id !== admin.id);
      if (others.length)
        await s().ctx.db.updateTable('users').set({ disabled_at: Date.now() }).where('id', 'in', others).execute();
      try {
        const res = await s().call<ErrorBody>('POST', `/v1/users/${admin.id}/privacy/close`, {
          as: admin,
          json: { password: admin.password },
        });
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('LAST_ADMIN');
      } finally {
        if (others.length) await s().ctx.db.updateTable('users').set({ disabled_at: null }).where('id', 'in', others).execute();
      }
    });

    it('opens a closed account again when an admin enables it within the grace period', async () => {
      const seller = await s().seller({ verified: true });
      const closed = await s().call('POST', `/v1/users/${seller.id}/privacy/close`, {
        as: seller,
        json: { password: seller.password },
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      const enabled = await s().call('POST', `/api/admin/users/${seller.id}/actions`, {
        as: admin,
        json: { action: 'enable', reason: 'changed their mind' },
      });
      expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
      const row = await s()
        .ctx.db.selectFrom('users')
        .select(['closed_at', 'erase_after', 'disabled_at'])
        .where('id', '=', seller.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ closed_at: null, erase_after: null, disabled_at: null });
      const signIn = await s().call('POST', '/v1/users/loginByPwd', {
        form: { username: seller.email, password: seller.password },
      });
      expect(signIn.status).toBe(200);
    });

    it('closes a settled account at once, keeps it whole through the grace period, then erases the person and keeps the books', async () => {
      const seller = await s().seller({ verified: true });
      const member = await s().seller({ verified: true });
      await fund(seller, 500_000);
      const order = await paidOrder(seller, true);
      await emptyWallet(seller);
      await insertStore(s().ctx.db, seller.id, 'Closing Shop');
      expect((await overview(seller)).closing.blockers).toEqual([]);

      const wrong = await s().call<ErrorBody>('POST', `/v1/users/${seller.id}/privacy/close`, {
        as: seller,
        json: { password: 'not-the-password' },
      });
      expect(wrong.body.code).toBe('PASSWORD_WRONG');
      // Anyone but the person (a team member acting for the account too) is refused by the path.
      expect(
        (await s().call('POST', `/v1/users/${seller.id}/privacy/close`, { as: member, json: { password: member.password } }))
          .status,
      ).toBe(403);

      const closed = await s().call<AccountClosed>('POST', `/v1/users/${seller.id}/privacy/close`, {
        as: seller,
        json: { password: seller.password, reason: 'moving on' },
      });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
      expect(Date.parse(closed.body.erasedAfter) - Date.parse(closed.body.closedAt)).toBe(30 * DAY);
      // Disabled at once: the session ends, no sign-in opens another.
      expect((await s().call('POST', '/api/user/info', { as: seller })).status).toBe(401);
      const signIn = await s().call<ErrorBody>('POST', '/v1/users/loginByPwd', {
        form: { username: seller.email, password: seller.password },
      });
      expect(signIn.status).toBe(403);
      expect(signIn.body.code).toBe('ACCOUNT_CLOSED');
      // Within the grace period nothing is erased.
      await s().ctx.jobs.drain();
      const kept = await s().ctx.db.selectFrom('users').selectAll().where('id', '=', seller.id).executeTakeFirstOrThrow();
      expect(kept.email).toBe(seller.email);
      expect(kept.erased_at).toBeNull();

      const view = await s().call<AdminPrivacyView>('GET', `/api/admin/users/${seller.id}/privacy`, { as: admin });
      expect(view.body).toMatchObject({ closedAt: closed.body.closedAt, eraseAfter: closed.body.erasedAfter, erasedAt: null });

      // Past the grace period, the hourly sweep erases the personal data.
      const ledgerBefore = await ledgerOf(seller);
      s().ctx.testClock!.advance(31 * DAY);
      await s().ctx.jobs.tick(s().ctx.now());
      await s().ctx.jobs.drain();

      const erased = await s().ctx.db.selectFrom('users').selectAll().where('id', '=', seller.id).executeTakeFirstOrThrow();
      expect(erased.erased_at).not.toBeNull();
      expect(erased).toMatchObject({ username: '', phone: '', password_hash: '', organization: '' });
      expect(erased.email).not.toBe(seller.email);
      expect(erased.email).toMatch(/@erased\.invalid$/);
      const again = await s().call<ErrorBody>('POST', '/v1/users/loginByPwd', {
        form: { username: seller.email, password: seller.password },
      });
      expect(again.status).toBeGreaterThanOrEqual(400);
      expect(again.status).toBeLessThan(500);
      expect(await s().ctx.db.selectFrom('stores').select('id').where('user_id', '=', seller.id).execute()).toEqual([]);
      const o = await s().ctx.db.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
      expect(o).toMatchObject({ ship_name: 'redacted', ship_phone: null, customer_email: null, status: 'shipped' });
      const invoice = await s()
        .ctx.db.selectFrom('invoices')
        .select(['bill_to', 'total_cents'])
        .where('user_id', '=', seller.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(invoice.bill_to)).toMatchObject({ name: '', email: '', phone: '' });
      expect(Number(invoice.total_cents)).toBeGreaterThan(0);
      // The books are as they were, and they balance.
      const ledgerAfter = await ledgerOf(seller);
      expect(ledgerAfter).toEqual(ledgerBefore);
      expect((await reconcile(s().ctx.db, s().ctx.now())).ok).toBe(true);
      const audit = await s()
        .ctx.db.selectFrom('audit_log')
        .select('action')
        .where('account_id', '=', seller.id)
        .where('action', 'in', ['account.close', 'account.erase'])
        .orderBy('at')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['account.close', 'account.erase']);
    });

    it('lets an admin export and erase for a user on request, refused while unsettled, each on the audit log', async () => {
      // The clock moved a month in the test before: the admin signs in again.
      admin = await s().admin();
      const seller = await s().seller({ verified: true });
      await fund(seller, 10_000);
      const reason = 'Ticket 123: the seller asked by email';
      expect(
        (await s().call('POST', `/api/admin/users/${seller.id}/privacy/exports`, { as: seller, json: { reason } })).status,
      ).toBe(403);
      const asked = await s().call<DataExport>('POST', `/api/admin/users/${seller.id}/privacy/exports`, {
        as: admin,
        json: { reason },
      });
      expect(asked.status).toBe(202);
      expect(asked.body.requestedBy).toBe('admin');
      await s().ctx.jobs.drain();
      const zip = await download(`/api/admin/privacy/exports/${asked.body.id}/download`, admin);
      expect(zip.status).toBe(200);
      expect(Object.keys(unzipSync(new Uint8Array(zip.body)))).toContain('manifest.json');
      // The seller is not told of an export an admin made for them to send.
      const told = await s()
        .ctx.db.selectFrom('notifications')
        .select('id')
        .where('user_id', '=', seller.id)
        .where('type', '=', 'account.data_export_ready')
        .execute();
      expect(told).toEqual([]);

      const refused = await s().call<ErrorBody>('POST', `/api/admin/users/${seller.id}/privacy/erase`, {
        as: admin,
        json: { reason },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.params).toMatchObject({ balanceCents: 10_000, blockers: ['balance'] });
      await emptyWallet(seller);
      const done = await s().call<{ erasedAt: string }>('POST', `/api/admin/users/${seller.id}/privacy/erase`, {
        as: admin,
        json: { reason },
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(
        (await s().call<ErrorBody>('POST', `/api/admin/users/${seller.id}/privacy/erase`, { as: admin, json: { reason } })).body
          .code,
      ).toBe('ACCOUNT_ERASED');
      // The export's file went with the rest.
      expect((await download(`/api/admin/privacy/exports/${asked.body.id}/download`, admin)).status).toBe(409);
      const audit = await s()
        .ctx.db.selectFrom('audit_log')
        .select(['action', 'actor_user_id', 'after'])
        .where('account_id', '=', seller.id)
        .where('action', 'like', 'admin.user.%')
        .orderBy('at')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['admin.user.export', 'admin.user.export_download', 'admin.user.erase']);
      expect(audit.every((a) => a.actor_user_id === admin.id)).toBe(true);
      expect(JSON.parse(audit[2]!.after ?? '{}')).toMatchObject({ reason });
      expect((await reconcile(s().ctx.db, s().ctx.now())).ok).toBe(true);
    });
  },
  { TEST_CLOCK: 'true' },
);
