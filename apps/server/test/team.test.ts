import { beforeAll, expect, it } from 'vitest';
import type {
  OrderDetail,
  PayOrdersResult,
  TeamAccounts,
  TeamActivityList,
  TeamInvitePreview,
  TeamList,
  TeamMember,
  UserInfo,
} from '@dropport/contracts';
import { newId } from '../src/lib/ids.js';
import { credit, post } from '../src/modules/ledger/ledger.js';
import { newOrderRow } from '../src/modules/orders/order-row.js';
import { describeEachEngine, uniqueEmail, type Credential, type ErrorBody, type Seller } from './harness.js';
import { insertStore, listingRow } from './store-rows.js';
import { enableTwoFactor, totp } from './two-factor-support.js';

const ADDRESS = {
  name: 'Grace Hopper',
  address1: 'Rua Augusta 100',
  city: 'Lisboa',
  postalCode: '1100-053',
  countryCode: 'PT',
  phone: '+351 21 000 0000',
};

describeEachEngine('team accounts: invitations, roles, acting for the account, removal', (get) => {
  let owner: Seller;
  let variantId: number;
  const s = () => get();

  /** The link token of the newest invitation emailed to an address. */
  async function inviteToken(email: string): Promise<string> {
    const mail = await s()
      .ctx.db.selectFrom('outbox')
      .select('body')
      .where('recipient', '=', email)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\/team\/join\?token=([\w-]+)/.exec(mail.body)?.[1];
    if (!token) throw new Error(`no invitation link in: ${mail.body}`);
    return token;
  }

  /** Invites `email` with a role, signs them up, and has them accept: their credential now acts for the owner. */
  async function member(role: string, extra: Record<string, unknown> = {}): Promise<Seller & { memberId: string }> {
    const email = uniqueEmail('staff');
    const invited = await s().call<TeamMember & ErrorBody>('POST', '/api/team/invitations', {
      as: owner,
      json: { email, role, ...extra },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const token = await inviteToken(email);
    const person = await s().seller({ email, verified: true });
    const accepted = await s().call<TeamAccounts>('POST', '/api/team/invitations/accept', { as: person, json: { token } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return { ...person, memberId: invited.body.id };
  }

  const manualOrder = async (as: Credential) =>
    s().call<OrderDetail & ErrorBody>('POST', '/api/orders/manual', {
      as,
      json: { items: [{ variantId, quantity: 1 }], address: ADDRESS },
    });

  beforeAll(async () => {
    await s().catalogue(20);
    owner = await s().seller({ verified: true });
    const v = await s()
      .ctx.db.selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select('v.id')
      .where('p.listed', '=', 1)
      .where('p.status', '=', 'active')
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    variantId = Number(v.id);
    await s().ctx.db.updateTable('product_variants').set({ stock: 1000 }).where('id', '=', variantId).execute();
  });

  it('an order processor joins through the emailed link, acts for the owner, and is refused the wallet, withdrawals and the team', async () => {
    const email = uniqueEmail('processor');
    const invited = await s().call<TeamMember>('POST', '/api/team/invitations', {
      as: owner,
      json: { email, role: 'order_processor' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, status: 'invited', role: 'order_processor', storeIds: null });
    expect(invited.body.permissions).toEqual(['market', 'orders.view', 'orders.edit', 'orders.pay']);
    const token = await inviteToken(email);

    // The link can be read before signing in (with the console's public credential).
    const preview = await s().call<TeamInvitePreview>('POST', '/api/team/invitations/preview', { as: 'public', json: { token } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ accountEmail: owner.email, email, role: 'order_processor', hasAccount: false });

    const person = await s().seller({ email, verified: true });
    const before = await s().call<UserInfo>('POST', '/api/user/info', { as: person });
    expect(before.body.actingFor).toBeNull();
    const accepted = await s().call<TeamAccounts>('POST', '/api/team/invitations/accept', { as: person, json: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.items.map((a) => [a.email, a.role, a.current])).toEqual([
      [email, 'owner', false],
      [owner.email, 'order_processor', true],
    ]);
    // The link works once.
    const again = await s().call<ErrorBody>('POST', '/api/team/invitations/accept', { as: person, json: { token } });
    expect([again.status, again.body.code]).toEqual([410, 'TEAM_INVITE_INVALID']);

    const info = await s().call<UserInfo>('POST', '/api/user/info', { as: person });
    expect(info.body).toMatchObject({
      id: person.id,
      email,
      actingFor: { id: owner.id, email: owner.email, role: 'order_processor' },
    });

    // Orders are the owner's: what the processor creates belongs to the owner, with the processor as its actor.
    const made = await manualOrder(person);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const row = await s().ctx.db.selectFrom('orders').select('user_id').where('id', '=', made.body.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(owner.id);
    await credit(s().ctx.db, {
      userId: owner.id,
      amountCents: made.body.costs.totalCents,
      currency: 'USD',
      key: `fund:${newId()}`,
      kind: 'adjustment_credit',
      from: 'adjustments',
    });
    const paid = await s().call<PayOrdersResult>('POST', '/api/orders/pay', { as: person, json: { orderIds: [made.body.id] } });
    expect(paid.body.paidCount, JSON.stringify(paid.body)).toBe(1);
    const events = await s()
      .ctx.db.selectFrom('order_events')
      .select(['action', 'actor_id'])
      .where('order_id', '=', made.body.id)
      .execute();
    expect(events.filter((e) => e.actor_id !== null).map((e) => e.actor_id)).toEqual(
      events.filter((e) => e.actor_id !== null).map(() => person.id),
    );
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['created', 'paid']));
    const ledger = await s()
      .ctx.db.selectFrom('ledger_transactions')
      .select('actor_id')
      .where('reference', '=', made.body.orderNo)
      .execute();
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.every((t) => t.actor_id === person.id)).toBe(true);
    const list = await s().call<{ items: { id: string }[] }>('GET', '/api/orders', { as: person });
    expect(list.body.items.map((o) => o.id)).toContain(made.body.id);

    // What the role does not grant: 403 naming the permission, before the body is read; nothing changes.
    for (const [method, url, permission] of [
      ['GET', '/api/wallet/transactions', 'wallet.view'],
      ['POST', '/api/wallet/recharges', 'wallet.recharge'],
      ['POST', '/api/referral/withdrawals', 'withdraw'],
      ['GET', '/api/team', 'team'],
      ['POST', `/v1/users/${owner.id}/setting`, 'settings'],
    ] as const) {
      const res = await s().call<ErrorBody>(method, url, { as: person, ...(method === 'GET' ? {} : { json: {} }) });
      expect([url, res.status, res.body.code, res.body.params.permission]).toEqual([
        url,
        403,
        'TEAM_PERMISSION_REQUIRED',
        permission,
      ]);
    }
    // Their own account's settings stay theirs to change.
    const own = await s().call('POST', `/v1/users/${person.id}/setting?locale=es-ES`, { as: person });
    expect(own.status).toBe(200);

    const team = await s().call<TeamList>('GET', '/api/team', { as: owner });
    expect(team.body.items.find((m) => m.email === email)).toMatchObject({ status: 'active', name: expect.any(String) });
    const activity = await s().call<TeamActivityList>('GET', '/api/team/activity', { as: owner });
    expect(activity.body.items.slice(0, 2).map((a) => [a.action, a.actorEmail])).toEqual([
      ['team.join', email],
      ['team.invite', owner.email],
    ]);
  });

  it('a changed role applies at the next request; a removed member is signed out of the account at once', async () => {
    const staff = await member('manager');
    expect((await s().call('GET', '/api/wallet/transactions', { as: staff })).status).toBe(200);
    const changed = await s().call<TeamList>('PUT', `/api/team/members/${staff.memberId}`, {
      as: owner,
      json: { role: 'viewer' },
    });
    expect(changed.status).toBe(200);
    expect((await s().call('GET', '/api/orders', { as: staff })).status).toBe(200);
    expect((await manualOrder(staff)).body.code).toBe('TEAM_PERMISSION_REQUIRED');

    const removed = await s().call<TeamList>('DELETE', `/api/team/members/${staff.memberId}`, { as: owner });
    expect(removed.body.items.some((m) => m.id === staff.memberId)).toBe(false);
    const after = await s().call<ErrorBody>('GET', '/api/orders', { as: staff });
    expect([after.status, after.body.code]).toEqual([401, 'SESSION_EXPIRED']);
    // Signing in again opens their own account.
    const login = await s().call<{ id: string; session: { token: string } }>('POST', '/v1/users/loginByPwd', {
      as: 'public',
      form: { username: staff.email, password: staff.password },
    });
    const fresh = { id: login.body.id, token: login.body.session.token };
    expect((await s().call<UserInfo>('POST', '/api/user/info', { as: fresh })).body.actingFor).toBeNull();
    const activity = await s().call<TeamActivityList>('GET', '/api/team/activity', { as: owner });
    expect(activity.body.items.slice(0, 2).map((a) => a.action)).toEqual(['team.remove', 'team.role']);
    // The member's sign-in counts in their own account's story; their password change too, with the request it came in.
    const changed2 = await s().call('POST', `/v1/users/${staff.id}/pwd1`, {
      as: fresh,
      json: { oldPassword: staff.password, password: 'Amber-Quarry-Lantern-88' },
    });
    expect(changed2.status, JSON.stringify(changed2.body)).toBe(200);
    const story = await s()
      .ctx.db.selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'account_id', 'request_id'])
      .where('actor_user_id', '=', staff.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(story.map((r) => [r.action, r.account_id])).toEqual(
      expect.arrayContaining([
        ['team.join', owner.id],
        ['user.sign_in', staff.id],
        ['user.password_change', staff.id],
      ]),
    );
    expect(story.find((r) => r.action === 'user.sign_in')?.request_id).toEqual(expect.any(String));
  });

  it('a sign-in opens the account last switched to; switching back and forth needs membership', async () => {
    const staff = await member('viewer');
    const login = await s().call<{ id: string; session: { token: string } }>('POST', '/v1/users/loginByPwd', {
      as: 'public',
      form: { username: staff.email, password: staff.password },
    });
    const second = { id: login.body.id, token: login.body.session.token };
    expect((await s().call<UserInfo>('POST', '/api/user/info', { as: second })).body.actingFor?.id).toBe(owner.id);

    const back = await s().call<TeamAccounts>('POST', '/api/team/switch', { as: second, json: { accountId: staff.id } });
    expect(back.body.items.find((a) => a.current)?.id).toBe(staff.id);
    expect((await s().call<UserInfo>('POST', '/api/user/info', { as: second })).body.actingFor).toBeNull();
    const stranger = await s().seller();
    const refused = await s().call<ErrorBody>('POST', '/api/team/switch', { as: second, json: { accountId: stranger.id } });
    expect([refused.status, refused.body.code]).toEqual([404, 'TEAM_ACCOUNT_UNKNOWN']);
    const forth = await s().call<TeamAccounts>('POST', '/api/team/switch', { as: second, json: { accountId: owner.id } });
    expect(forth.body.items.find((a) => a.current)?.id).toBe(owner.id);
  });

  it('refuses bad invitations with the reason, and keeps withdrawals and the team with the owner', async () => {
    const refuse = async (as: Credential, json: unknown, status: number, code: string) => {
      const res = await s().call<ErrorBody>('POST', '/api/team/invitations', { as, json });
      expect([res.status, res.body.code], JSON.stringify(res.body)).toEqual([status, code]);
    };
    const teamBefore = (await s().call<TeamList>('GET', '/api/team', { as: owner })).body.items.length;
    await refuse(owner, { email: owner.email, role: 'viewer' }, 400, 'TEAM_SELF_INVITE');
    await refuse(owner, { email: 'not-an-email', role: 'viewer' }, 400, 'VALIDATION_FAILED');
    await refuse(owner, { email: uniqueEmail(), role: 'custom' }, 400, 'VALIDATION_FAILED');
    await refuse(owner, { email: uniqueEmail(), role: 'viewer', storeIds: ['not-a-store'] }, 400, 'TEAM_STORE_UNKNOWN');
    const taken = uniqueEmail('twice');
    expect((await s().call('POST', '/api/team/invitations', { as: owner, json: { email: taken, role: 'viewer' } })).status).toBe(
      201,
    );
    await refuse(owner, { email: taken, role: 'manager' }, 409, 'TEAM_ALREADY_MEMBER');

    // A member trusted with the team may invite, but not hand out what stays with the owner.
    const lead = await member('custom', { permissions: ['team', 'orders.view'] });
    await refuse(lead, { email: uniqueEmail(), role: 'custom', permissions: ['withdraw'] }, 403, 'TEAM_OWNER_ONLY');
    const ok = await s().call('POST', '/api/team/invitations', { as: lead, json: { email: uniqueEmail(), role: 'viewer' } });
    expect(ok.status).toBe(201);
    const self = await s().call<ErrorBody>('DELETE', `/api/team/members/${lead.memberId}`, { as: lead });
    expect(self.body.code).toBe('TEAM_OWNER_ONLY');

    // An invitation for someone else cannot be taken by another person, and a made-up link says it is no good.
    const other = uniqueEmail('other');
    await s().call('POST', '/api/team/invitations', { as: owner, json: { email: other, role: 'viewer' } });
    const thief = await s().seller();
    const stolen = await s().call<ErrorBody>('POST', '/api/team/invitations/accept', {
      as: thief,
      json: { token: await inviteToken(other) },
    });
    expect([stolen.status, stolen.body.code, stolen.body.params.email]).toEqual([403, 'TEAM_INVITE_EMAIL_MISMATCH', other]);
    const madeUp = await s().call<ErrorBody>('POST', '/api/team/invitations/preview', {
      as: 'public',
      json: { token: 'x'.repeat(43) },
    });
    expect([madeUp.status, madeUp.body.code]).toEqual([410, 'TEAM_INVITE_INVALID']);
    // An expired link is no good either.
    await s()
      .ctx.db.updateTable('team_members')
      .set({ invite_expires_at: Date.now() - 1 })
      .where('email', '=', other)
      .execute();
    const expired = await s().call<ErrorBody>('POST', '/api/team/invitations/preview', {
      as: 'public',
      json: { token: await inviteToken(other) },
    });
    expect(expired.body.code).toBe('TEAM_INVITE_INVALID');
    const teamAfter = (await s().call<TeamList>('GET', '/api/team', { as: owner })).body.items.length;
    expect(teamAfter).toBe(teamBefore + 4);
  });

  it('a member limited to one store sees its orders, products and store alone, and enters nothing outside it', async () => {
    const db = s().ctx.db;
    const now = Date.now();
    const store = (name: string) => insertStore(db, owner.id, name, now);
    const north = await store('north');
    const south = await store('south');
    const order = async (storeId: string | null) => {
      const id = newId();
      await db
        .insertInto('orders')
        .values(
          newOrderRow({
            id,
            user_id: owner.id,
            order_no: `SC${id}`,
            source: storeId ? 'store' : 'manual',
            store_id: storeId,
            customer_name: 'x',
            ship_name: 'x',
            ship_address1: 'x',
            ship_city: 'x',
            search_text: `scoped ${id.toLowerCase()}`,
            created_at: now,
            updated_at: now,
          }),
        )
        .execute();
      return id;
    };
    const [northOrder, southOrder, manualOne] = [await order(north), await order(south), await order(null)];
    const products = await db.selectFrom('products').select('id').where('listed', '=', 1).orderBy('id').limit(2).execute();
    const listing = (storeId: string, productId: number) => listingRow({ userId: owner.id, storeId, productId }, {}, now);
    const [northListing, southListing] = [listing(north, Number(products[0]!.id)), listing(south, Number(products[1]!.id))];
    await db.insertInto('listings').values([northListing, southListing]).execute();

    const staff = await member('manager', { storeIds: [north] });
    const ids = async (url: string, as: Credential) =>
      (await s().call<{ items: { id: string }[] }>('GET', url, { as })).body.items.map((i) => i.id);
    const scoped = [northOrder, southOrder, manualOne];
    expect((await ids('/api/orders?q=scoped', owner)).filter((id) => scoped.includes(id)).sort()).toEqual([...scoped].sort());
    expect(await ids('/api/orders?q=scoped', staff)).toEqual([northOrder]);
    expect((await ids('/api/orders', staff)).filter((id) => scoped.includes(id))).toEqual([northOrder]);
    const counts = await s().call<{ counts: Record<string, number> }>('GET', '/api/orders/counts', { as: staff });
    expect(counts.body.counts.awaiting_payment).toBe(1);
    expect(await ids('/api/stores', staff)).toEqual([north]);
    expect(await ids('/api/listings', staff)).toEqual([northListing.id]);
    expect((await ids('/api/listings', owner)).sort()).toEqual([northListing.id, southListing.id].sort());

    // Outside the member's stores is as unknown as another seller's, whatever the call.
    for (const [method, url, code] of [
      ['GET', `/api/orders/${southOrder}`, 'ORDER_NOT_FOUND'],
      ['GET', `/api/orders/${manualOne}`, 'ORDER_NOT_FOUND'],
      ['POST', `/api/orders/${southOrder}/cancel`, 'ORDER_NOT_FOUND'],
      ['GET', `/api/listings/${southListing.id}`, 'LISTING_NOT_FOUND'],
      ['POST', `/api/listings/${southListing.id}/unlist`, 'LISTING_NOT_FOUND'],
      ['DELETE', `/api/stores/${south}`, 'STORE_NOT_FOUND'],
    ] as const) {
      const res = await s().call<ErrorBody>(method, url, { as: staff, ...(method === 'POST' ? { json: {} } : {}) });
      expect([url, res.status, res.body.code]).toEqual([url, 404, code]);
    }
    const inside = await s().call<OrderDetail>('GET', `/api/orders/${northOrder}`, { as: staff });
    expect(inside.status).toBe(200);
    const paying = await s().call<PayOrdersResult>('POST', '/api/orders/pay', { as: staff, json: { orderIds: [southOrder] } });
    expect(paying.body.results[0]).toMatchObject({ paid: false, orderNo: null, error: { code: 'ORDER_NOT_FOUND' } });
    const pushing = await s().call<ErrorBody>('POST', '/api/listings/push/preview', {
      as: staff,
      json: { itemIds: ['x'], storeIds: [south] },
    });
    expect([pushing.status, pushing.body.code]).toEqual([404, 'STORE_NOT_FOUND']);

    // Manual orders belong to no store, and a new store would be outside the member's: both refused, nothing made.
    const before = await db.selectFrom('orders').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const manual = await manualOrder(staff);
    expect([manual.status, manual.body.code]).toEqual([403, 'TEAM_STORES_LIMITED']);
    const after = await db.selectFrom('orders').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const link = await s().call<ErrorBody>('POST', '/api/stores/shopify/connect', {
      as: staff,
      json: { shop: 'another.myshopify.com' },
    });
    expect([link.status, link.body.code]).toEqual([403, 'TEAM_STORES_LIMITED']);
  });

  it('a settings change is on the audit log: who made it, for which account, before and after; an unchanged save is not', async () => {
    const staff = await member('custom', { permissions: ['settings'] });
    const entries = async (action: string) =>
      s()
        .ctx.db.selectFrom('audit_log')
        .select(['actor_user_id', 'account_id', 'before', 'after', 'target_id'])
        .where('action', '=', action)
        .where('account_id', '=', owner.id)
        .orderBy('at')
        .orderBy('id')
        .execute();
    const zone = await s().call('POST', `/v1/users/${owner.id}/setting?timeZone=Europe/Lisbon`, { as: staff });
    expect(zone.status).toBe(200);
    await s().call('POST', `/v1/users/${owner.id}/setting?timeZone=Europe/Lisbon`, { as: staff });
    const basic = await entries('settings.basic');
    expect(basic).toHaveLength(1);
    expect(basic[0]).toMatchObject({ actor_user_id: staff.id, account_id: owner.id });
    expect([JSON.parse(basic[0]!.before!).timeZone, JSON.parse(basic[0]!.after!).timeZone]).toEqual(['UTC', 'Europe/Lisbon']);
    expect(JSON.parse(basic[0]!.after!)).not.toHaveProperty('updatedAt');

    const rules = await s().call<{ set: { centsEnding: number | null } }>('GET', '/api/pricing-rules/default', { as: owner });
    const saved = await s().call('PUT', '/api/pricing-rules/default', {
      as: owner,
      json: { ...rules.body.set, centsEnding: 95 },
    });
    expect(saved.status).toBe(200);
    const pricing = await entries('settings.pricingRule');
    expect(pricing.map((e) => [e.actor_user_id, e.target_id])).toEqual([[owner.id, 'default']]);
    // A refused change changes nothing and records nothing.
    const refused = await s().call('POST', `/v1/users/${owner.id}/setting?iossEnabled=true`, { as: staff });
    expect(refused.status).toBe(400);
    expect(await entries('settings.basic')).toHaveLength(1);
  });

  it("a member trusted with withdrawals proves a payout with their own second factor, not the owner's", async () => {
    const boss = await s().seller({ verified: true });
    const { secret: bossSecret } = await enableTwoFactor(s(), boss);
    const email = uniqueEmail('treasurer');
    await s().call('POST', '/api/team/invitations', {
      as: boss,
      json: { email, role: 'custom', permissions: ['referral', 'withdraw'] },
    });
    const token = await inviteToken(email);
    const treasurer = await s().seller({ email, verified: true });
    await s().call('POST', '/api/team/invitations/accept', { as: treasurer, json: { token } });
    await post(s().ctx.db, {
      key: `test-available:${newId()}`,
      kind: 'commission_available',
      currency: 'USD',
      postings: [
        { account: { system: 'referral_payable' }, amountCents: -50_00 },
        { account: { referral: boss.id, bucket: 'available' }, amountCents: 50_00 },
      ],
    });
    const payout = (code?: string) =>
      s().call<ErrorBody & { status: string }>('POST', '/api/referral/withdrawals', {
        as: treasurer,
        json: {
          idempotencyKey: `wd-${newId()}`,
          method: 'paypal',
          amountCents: 20_00,
          paypalEmail: 'boss@paypal.example',
          ...(code ? { code } : {}),
        },
      });
    const overview = async () =>
      (await s().call<{ twoFactorEnabled: boolean }>('GET', '/api/referral', { as: treasurer })).body.twoFactorEnabled;

    // The treasurer has no second factor: none is asked of them, whatever the owner has.
    expect(await overview()).toBe(false);
    const { secret } = await enableTwoFactor(s(), treasurer);
    expect(await overview()).toBe(true);
    expect((await payout()).body.code).toBe('TWO_FACTOR_CODE_REQUIRED');
    expect((await payout(totp(bossSecret))).body.code).toBe('TWO_FACTOR_CODE_INVALID');
    const paid = await payout(totp(secret));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const audit = await s()
      .ctx.db.selectFrom('audit_log')
      .select(['actor_user_id', 'account_id'])
      .where('action', 'like', 'referral.withdraw%')
      .where('account_id', '=', boss.id)
      .execute();
    expect(audit).toEqual([{ actor_user_id: treasurer.id, account_id: boss.id }]);
  });

  it('keeps the audit log append-only: no change, and no deletion inside the retention', async () => {
    const db = s().ctx.db;
    const row = await db.selectFrom('audit_log').select(['id', 'at']).orderBy('at').executeTakeFirstOrThrow();
    await expect(db.updateTable('audit_log').set({ action: 'x' }).where('id', '=', row.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(db.deleteFrom('audit_log').where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    const { pruneAudit } = await import('../src/modules/audit/audit-log.js');
    const total = (await db.selectFrom('audit_log').select('id').execute()).length;
    expect(await pruneAudit(db, row.at + 1)).toBeGreaterThanOrEqual(1);
    expect((await db.selectFrom('audit_log').select('id').execute()).length).toBeLessThan(total);
  });
});
