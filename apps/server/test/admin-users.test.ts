import { beforeAll, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserPage, AuditPage } from '@dropport/contracts';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

describeEachEngine('the admin console for users, and the audit log', (get) => {
  let admin: Seller;
  let seller: Seller;
  const s = () => get();
  const act = (userId: string, json: unknown, as: Seller = admin) =>
    s().call<AdminUserDetail & ErrorBody>('POST', `/api/admin/users/${userId}/actions`, { as, json });
  const signIn = (who: Seller) =>
    s().call<ErrorBody & { id: string }>('POST', '/v1/users/loginByPwd', {
      as: 'public',
      form: { username: who.email, password: who.password },
    });

  beforeAll(async () => {
    admin = await s().admin();
    seller = await s().seller({ verified: true });
  });

  it('finds a user by part of the email, id, account id or invite code, and shows what an admin looks at', async () => {
    const row = await s()
      .ctx.db.selectFrom('users')
      .select(['account_id', 'invite_code'])
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    const local = seller.email.split('@')[0]!.toUpperCase();
    for (const q of [local, seller.id, row.account_id, row.invite_code.toLowerCase()]) {
      const found = await s().call<AdminUserPage>('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, { as: admin });
      expect(found.status).toBe(200);
      expect(
        found.body.items.map((u) => u.id),
        q,
      ).toEqual([seller.id]);
    }
    const all = await s().call<AdminUserPage>('GET', '/api/admin/users?limit=1', { as: admin });
    expect(all.body.items).toHaveLength(1);
    expect(all.body.nextCursor).not.toBeNull();

    const detail = await s().call<AdminUserDetail>('GET', `/api/admin/users/${seller.id}`, { as: admin });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      user: { id: seller.id, email: seller.email, role: 'user', emailVerified: true, disabled: false, twoFactor: false },
      balanceCents: 0,
      stores: [],
      memberOf: [],
      orders: { total: 0, awaitingPayment: 0, lastPaidAt: null },
      tickets: { open: 0, total: 0 },
    });
    expect(detail.body.sessions.length).toBeGreaterThanOrEqual(1);

    // Sellers have no such console.
    expect((await s().call('GET', '/api/admin/users', { as: seller })).status).toBe(403);
    expect((await act(seller.id, { action: 'disable', reason: 'testing' }, seller)).status).toBe(403);
  });

  it('disables a seller (signed out at once, refused at sign-in) and enables them again, each with a reason on record', async () => {
    const missing = await act(seller.id, { action: 'disable' });
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);

    const disabled = await act(seller.id, { action: 'disable', reason: 'Chargeback fraud under review' });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect(disabled.body.user.disabled).toBe(true);
    expect(disabled.body.sessions).toEqual([]);
    const after = await s().call<ErrorBody>('GET', '/api/orders', { as: seller });
    expect([after.status, after.body.code]).toEqual([401, 'SESSION_EXPIRED']);
    const refused = await signIn(seller);
    expect([refused.status, refused.body.code]).toEqual([403, 'ACCOUNT_DISABLED']);

    const enabled = await act(seller.id, { action: 'enable', reason: 'Review closed' });
    expect(enabled.body.user.disabled).toBe(false);
    const back = await signIn(seller);
    expect(back.status).toBe(200);

    const log = await s().call<AuditPage>(
      'GET',
      `/api/admin/audit?account=${encodeURIComponent(seller.email)}&action=admin.user`,
      {
        as: admin,
      },
    );
    expect(log.body.items.map((e) => [e.action, e.actorEmail])).toEqual([
      ['admin.user.enable', admin.email],
      ['admin.user.disable', admin.email],
    ]);
    expect(JSON.parse(log.body.items[1]!.after ?? '{}')).toMatchObject({
      disabled: true,
      reason: 'Chargeback fraud under review',
    });
    expect(log.body.items[1]!.requestId).toEqual(expect.any(String));
    // The seller's own story is there too: the sign-in after the account was opened again.
    const own = await s().call<AuditPage>('GET', `/api/admin/audit?actor=${seller.id}&action=user.sign_in`, { as: admin });
    expect(own.body.items.length).toBeGreaterThanOrEqual(1);

    const csv = await s().call<string>('GET', `/api/admin/audit.csv?account=${seller.id}`, { as: admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toContain('admin.user.disable');
    expect(csv.body).toContain('Chargeback fraud under review');
  });

  it('promotes and demotes, never the admin themselves; changes an email, which must be verified again', async () => {
    const self = await act(admin.id, { action: 'disable', reason: 'oops' });
    expect([self.status, self.body.code]).toEqual([409, 'ADMIN_SELF_ACTION']);
    const other = await s().seller({ verified: true });
    const promoted = await act(other.id, { action: 'make_admin', reason: 'Joins operations' });
    expect(promoted.body.user.role).toBe('admin');
    // Two admins now: the other can be made a seller again; then the admin alone is the last one.
    expect((await act(other.id, { action: 'make_seller', reason: 'Left operations' })).body.user.role).toBe('user');
    const selfDemote = await act(admin.id, { action: 'make_seller', reason: 'rotation' });
    expect([selfDemote.status, selfDemote.body.code]).toEqual([409, 'ADMIN_SELF_ACTION']);

    const changed = await act(other.id, {
      action: 'change_email',
      reason: 'Asked by phone, ID checked',
      email: 'New.Address@Shop-X.com',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.user).toMatchObject({ email: 'new.address@shop-x.com', emailVerified: false });
    expect(await s().lastCode('new.address@shop-x.com')).toMatch(/^\d{6}$/);
    const taken = await act(other.id, { action: 'change_email', reason: 'again', email: seller.email });
    expect([taken.status, taken.body.code]).toEqual([409, 'EMAIL_TAKEN']);
    const noTwoFactor = await act(other.id, { action: 'reset_two_factor', reason: 'Lost phone' });
    expect([noTwoFactor.status, noTwoFactor.body.code]).toEqual([409, 'TWO_FACTOR_NOT_ENABLED']);
  });
});
