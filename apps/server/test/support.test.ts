import { beforeAll, expect, it } from 'vitest';
import type {
  AdminTicketDetail,
  AdminTicketPage,
  CannedReply,
  CannedReplyList,
  OrderDetail,
  SupportSettings,
  TicketDetail,
  TicketPage,
  Upload,
} from '@dropport/contracts';
import { SUPPORT_DEFAULTS } from '@dropport/contracts';
import { newId } from '../src/lib/ids.js';
import { DAY, HOUR } from '../src/lib/time.js';
import { closeResolved } from '../src/modules/support/tickets.service.js';
import { listedVariants, US_ADDRESS } from './cloud-warehouse-support.js';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

type Body<T> = T & ErrorBody;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describeEachEngine('support tickets: threads, statuses, the admin queue', (get) => {
  const s = () => get();
  let admin: Seller;
  let variantId: number;

  beforeAll(async () => {
    admin = await s().admin();
    await s().catalogue(20);
    [variantId] = (await listedVariants(s().ctx.db)) as [number];
  });

  const call = <T>(as: Seller, method: string, path: string, json?: unknown) =>
    s().call<Body<T>>(method, path, { as, ...(json === undefined ? {} : { json }) });
  const upload = async (as: Seller) => {
    const fd = new FormData();
    fd.append('purpose', 'document');
    fd.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'parcel.png');
    const res = await s().call<Upload>('POST', '/api/uploads', { as, body: fd });
    expect(res.status).toBe(201);
    return res.body;
  };
  const open = (as: Seller, json: Record<string, unknown> = {}) =>
    call<TicketDetail>(as, 'POST', '/api/support/tickets', {
      category: 'order',
      subject: 'Where is my parcel?',
      message: 'It has not arrived yet.\nCan you check?',
      ...json,
    });
  const adminWrite = (id: string, body: string, internal = false, attachmentIds: string[] = []) =>
    call<AdminTicketDetail>(admin, 'POST', `/api/admin/support/tickets/${id}/messages`, { body, internal, attachmentIds });

  it('a seller opens a ticket about their order with a photo; another seller’s order or upload is refused', async () => {
    const alice = await s().seller({ verified: true });
    const bob = await s().seller({ verified: true });
    const order = await call<OrderDetail>(alice, 'POST', '/api/orders/manual', {
      items: [{ variantId, quantity: 1 }],
      address: US_ADDRESS,
    });
    expect(order.status).toBe(201);
    const photo = await upload(alice);
    const made = await open(alice, { orderId: order.body.id, attachmentIds: [photo.id], context: '/orders' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({
      status: 'open',
      category: 'order',
      orderNo: order.body.orderNo,
      context: '/orders',
      unread: false,
    });
    expect(made.body.number).toMatch(/^TK-\d{4}-\d{6}$/);
    expect(made.body.messages).toHaveLength(1);
    expect(made.body.messages[0]).toMatchObject({
      author: 'seller',
      body: 'It has not arrived yet.\nCan you check?',
      internal: false,
    });
    expect(made.body.messages[0]!.attachments).toEqual([
      expect.objectContaining({
        id: photo.id,
        name: 'parcel.png',
        url: `/api/support/tickets/${made.body.id}/files/${photo.id}`,
      }),
    ]);
    const file = await s().call('GET', `/api/support/tickets/${made.body.id}/files/${photo.id}`, { as: alice });
    expect(file.status).toBe(200);
    expect((await s().call('GET', `/api/support/tickets/${made.body.id}/files/${photo.id}`, { as: bob })).status).toBe(404);

    const foreignOrder = await open(bob, { orderId: order.body.id });
    expect([foreignOrder.status, foreignOrder.body.code]).toEqual([404, 'TICKET_LINK_NOT_FOUND']);
    const foreignUpload = await open(bob, { attachmentIds: [photo.id] });
    expect([foreignUpload.status, foreignUpload.body.code]).toEqual([400, 'TICKET_ATTACHMENT_INVALID']);
    expect((await open(bob, { subject: 'x' })).status).toBe(400);
    expect((await open(bob, { category: 'weather' })).status).toBe(400);
    expect((await call<TicketPage>(bob, 'GET', '/api/support/tickets')).body.items).toEqual([]);
    expect((await call(bob, 'GET', `/api/support/tickets/${made.body.id}`)).status).toBe(404);
    expect((await call(bob, 'POST', `/api/support/tickets/${made.body.id}/messages`, { body: 'hi' })).status).toBe(404);

    // One key, one ticket.
    const key = `tk-${newId()}`;
    const [a, b] = await Promise.all([open(alice, { idempotencyKey: key }), open(alice, { idempotencyKey: key })]);
    expect(a.body.id).toBe(b.body.id);
  });

  it('replies move the status both ways, unread replies are counted, internal notes stay with the admins', async () => {
    const alice = await s().seller({ verified: true });
    const t = (await open(alice)).body;
    const unread = async () => (await call<{ count: number }>(alice, 'GET', '/api/support/unread')).body.count;
    expect(await unread()).toBe(0);

    const note = await adminWrite(t.id, 'Carrier says customs.', true);
    expect(note.body.status).toBe('open');
    expect(note.body.messages.at(-1)).toMatchObject({ internal: true });
    expect(await unread()).toBe(0);

    const proof = await upload(admin);
    const replied = await adminWrite(t.id, 'It is in customs; expect it Friday.', false, [proof.id]);
    expect(replied.body).toMatchObject({ status: 'awaiting_seller', assigneeEmail: admin.email });
    expect(replied.body.timers.firstResponseAt).not.toBeNull();
    expect(await unread()).toBe(1);
    const notes = await s()
      .ctx.db.selectFrom('notifications')
      .select('params')
      .where('user_id', '=', alice.id)
      .where('type', '=', 'ticket.replied')
      .execute();
    expect(notes.map((n) => JSON.parse(n.params))).toEqual([{ ticketId: t.id, subject: t.subject }]);

    const seen = await call<TicketDetail>(alice, 'GET', `/api/support/tickets/${t.id}`);
    expect(seen.body.messages.map((m) => [m.author, m.internal])).toEqual([
      ['seller', false],
      ['support', false],
    ]);
    // The admin's attachment reaches the seller through their ticket.
    const url = seen.body.messages[1]!.attachments[0]!.url;
    expect((await s().call('GET', url, { as: alice })).status).toBe(200);
    expect(await unread()).toBe(0);
    expect((await call<TicketPage>(alice, 'GET', '/api/support/tickets')).body.items[0]).toMatchObject({
      id: t.id,
      unread: false,
    });

    const back = await call<TicketDetail>(alice, 'POST', `/api/support/tickets/${t.id}/messages`, {
      body: 'Thanks, and the tracking?',
    });
    expect(back.body.status).toBe('awaiting_support');
  });

  it('resolved, reopened by a reply, resolved again, closed after the auto-close days, rated once', async () => {
    const alice = await s().seller({ verified: true });
    const t = (await open(alice)).body;
    await adminWrite(t.id, 'Refund sent.');
    const resolved = await call<AdminTicketDetail>(admin, 'POST', `/api/admin/support/tickets/${t.id}/resolve`);
    expect(resolved.body.status).toBe('resolved');
    const mine = await call<TicketDetail>(alice, 'GET', `/api/support/tickets/${t.id}`);
    expect(Date.parse(mine.body.closesAt!) - Date.parse(mine.body.resolvedAt!)).toBe(SUPPORT_DEFAULTS.autoCloseDays * DAY);
    expect((await call(alice, 'POST', `/api/support/tickets/${t.id}/rating`, { rating: 6 })).status).toBe(400);

    const reopened = await call<TicketDetail>(alice, 'POST', `/api/support/tickets/${t.id}/messages`, {
      body: 'Not received yet',
    });
    expect([reopened.body.status, reopened.body.resolvedAt]).toEqual(['awaiting_support', null]);
    expect((await call(alice, 'POST', `/api/support/tickets/${t.id}/rating`, { rating: 4 })).body.code).toBe(
      'TICKET_NOT_RATEABLE',
    );
    await call(admin, 'POST', `/api/admin/support/tickets/${t.id}/resolve`);
    const resolvedAt = Date.parse((await call<TicketDetail>(alice, 'GET', `/api/support/tickets/${t.id}`)).body.resolvedAt!);

    expect(await closeResolved(s().ctx.db, resolvedAt + SUPPORT_DEFAULTS.autoCloseDays * DAY - 1)).toBe(0);
    expect(await closeResolved(s().ctx.db, resolvedAt + SUPPORT_DEFAULTS.autoCloseDays * DAY)).toBeGreaterThanOrEqual(1);
    const closed = await call<TicketDetail>(alice, 'GET', `/api/support/tickets/${t.id}`);
    expect(closed.body.status).toBe('closed');
    const late = await call(alice, 'POST', `/api/support/tickets/${t.id}/messages`, { body: 'Hello?' });
    expect([late.status, late.body.code]).toEqual([409, 'TICKET_CLOSED']);
    expect((await adminWrite(t.id, 'late')).body.code).toBe('TICKET_CLOSED');
    const rated = await call<TicketDetail>(alice, 'POST', `/api/support/tickets/${t.id}/rating`, {
      rating: 5,
      comment: 'Quick!',
    });
    expect(rated.body).toMatchObject({ rating: 5, ratingComment: 'Quick!' });
    expect((await call(alice, 'POST', `/api/support/tickets/${t.id}/rating`, { rating: 1 })).body.code).toBe(
      'TICKET_NOT_RATEABLE',
    );
  });

  it('the admin queue: filters, assignment, overdue timers; sellers get 403', async () => {
    const carol = await s().seller({ verified: true });
    const a = (await open(carol, { category: 'payment', subject: 'Card declined twice' })).body;
    const b = (await open(carol, { category: 'product', subject: 'Wrong colour' })).body;
    const q = (query: string) => call<AdminTicketPage>(admin, 'GET', `/api/admin/support/tickets${query}`);
    expect((await call(carol, 'GET', '/api/admin/support/tickets')).status).toBe(403);
    expect((await q(`?q=${encodeURIComponent(carol.email)}`)).body.items.map((t) => t.id)).toEqual([a.id, b.id]);
    expect((await q(`?q=${a.number}`)).body.items.map((t) => t.id)).toEqual([a.id]);
    expect((await q('?category=payment&q=declined')).body.items.map((t) => t.id)).toEqual([a.id]);

    const assigned = await call<AdminTicketDetail>(admin, 'POST', `/api/admin/support/tickets/${b.id}/assign`, {
      assigneeId: admin.id,
    });
    expect(assigned.body.assigneeEmail).toBe(admin.email);
    expect((await call(admin, 'POST', `/api/admin/support/tickets/${b.id}/assign`, { assigneeId: carol.id })).body.code).toBe(
      'TICKET_ASSIGNEE_INVALID',
    );
    const mine = (await q(`?assignee=me&q=${encodeURIComponent(carol.email)}`)).body.items.map((t) => t.id);
    expect(mine).toEqual([b.id]);
    expect((await q(`?assignee=none&q=${encodeURIComponent(carol.email)}`)).body.items.map((t) => t.id)).toEqual([a.id]);

    // An hour-old first response target: a ticket waiting two hours is overdue and waits "longer than 1 hour".
    const settings = { ...SUPPORT_DEFAULTS, firstResponseHours: 1, resolutionHours: 48, claimDelayDaysFar: 40 };
    const saved = await call<SupportSettings>(admin, 'PUT', '/api/admin/support/settings', settings);
    expect(saved.body).toEqual(settings);
    await s()
      .ctx.db.updateTable('support_tickets')
      .set({ created_at: Date.now() - 2 * HOUR, waiting_since: Date.now() - 2 * HOUR, queue_at: Date.now() - 2 * HOUR })
      .where('id', '=', a.id)
      .execute();
    const late = (await q(`?olderThanHours=1&q=${encodeURIComponent(carol.email)}`)).body.items;
    expect(late.map((t) => [t.id, t.timers.firstResponseOverdue, t.timers.resolutionOverdue])).toEqual([[a.id, true, false]]);
    await call(admin, 'PUT', '/api/admin/support/settings', SUPPORT_DEFAULTS);

    // Paging keeps the queue's order.
    const first = await q(`?limit=1&q=${encodeURIComponent(carol.email)}`);
    const second = await q(`?limit=1&q=${encodeURIComponent(carol.email)}&cursor=${first.body.nextCursor}`);
    expect([...first.body.items, ...second.body.items].map((t) => t.id)).toEqual([a.id, b.id]);
  });

  it('the queue starts with what waits on support, longest first; answered and resolved tickets follow, newest first', async () => {
    const dave = await s().seller({ verified: true });
    const subjects = ['Answered first', 'Still waiting', 'Answered later', 'Resolved'];
    const made: TicketDetail[] = [];
    for (const subject of subjects) made.push((await open(dave, { subject })).body);
    await adminWrite(made[0]!.id, 'Here you go.');
    await adminWrite(made[2]!.id, 'And here.');
    expect((await call(admin, 'POST', `/api/admin/support/tickets/${made[3]!.id}/resolve`)).status).toBe(200);
    const page = await call<AdminTicketPage>(admin, 'GET', `/api/admin/support/tickets?q=${encodeURIComponent(dave.email)}`);
    expect(page.body.items.map((t) => t.subject)).toEqual(['Still waiting', 'Resolved', 'Answered later', 'Answered first']);
    // Case does not matter to the subject search; a ticket number finds that one ticket.
    const bySubject = await call<AdminTicketPage>(admin, 'GET', '/api/admin/support/tickets?q=STILL%20WAIT');
    expect(bySubject.body.items.map((t) => t.id)).toContain(made[1]!.id);
    const byNumber = await call<AdminTicketPage>(admin, 'GET', `/api/admin/support/tickets?q=${made[2]!.number.toLowerCase()}`);
    expect(byNumber.body.items.map((t) => t.id)).toEqual([made[2]!.id]);
  });

  it('canned replies per language: added, changed, listed, deleted', async () => {
    const made = await call<CannedReply>(admin, 'POST', '/api/admin/support/canned', {
      title: 'Customs delay',
      locale: 'pt-BR',
      body: 'Seu pacote está na alfândega.',
    });
    expect(made.status).toBe(200);
    const changed = await call<CannedReply>(admin, 'PUT', `/api/admin/support/canned/${made.body.id}`, {
      title: 'Customs',
      locale: 'pt-BR',
      body: 'Seu pacote está na alfândega; chega em breve.',
    });
    expect(changed.body.title).toBe('Customs');
    expect((await call<CannedReplyList>(admin, 'GET', '/api/admin/support/canned')).body.items.map((c) => c.id)).toContain(
      made.body.id,
    );
    expect((await call(admin, 'POST', '/api/admin/support/canned', { title: 'x', locale: 'fr-FR', body: 'y' })).status).toBe(400);
    expect((await call(admin, 'DELETE', `/api/admin/support/canned/${made.body.id}`)).status).toBe(204);
    expect((await call(admin, 'DELETE', `/api/admin/support/canned/${made.body.id}`)).body.code).toBe('CANNED_REPLY_NOT_FOUND');
  });
});
