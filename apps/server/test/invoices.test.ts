import { beforeAll, expect, it } from 'vitest';
import type { Invoice } from '@dropport/contracts';
import { invoiceLine } from '../src/modules/invoices/invoice-issuer.js';
import { describeEachEngine, type Seller } from './harness.js';
import { invoicesApi, pdfText } from './invoices-support.js';

const at = (isoTime: string) => Date.parse(isoTime);

describeEachEngine('invoices: list, read and ownership', (get) => {
  let alice: Seller, bob: Seller, admin: Seller;
  beforeAll(async () => {
    ({ alice, bob, admin } = await get().cast());
  });
  const api = invoicesApi(get);

  it("lists the seller's own invoices newest first, each with its lines and the bill-to of the day it was issued", async () => {
    const dave = await get().seller();
    await api.profile(dave, { username: 'Dave Ortega', organizationName: 'Ortega Goods', locationName: 'Austin, TX' });
    const first = await api.issue(dave.id, { now: at('2026-01-10T09:00:00Z') });
    await api.profile(dave, { organizationName: 'Ortega Goods LLC' });
    const second = await api.issue(dave.id, {
      kind: 'order',
      now: at('2026-02-01T12:00:00Z'),
      lines: [
        invoiceLine('order_products', { orderNumber: '#1001' }, 12_50, 3),
        invoiceLine('order_shipping', { orderNumber: '#1001' }, 4_99),
      ],
      taxCents: 1_20,
    });
    await api.issue(bob.id, { now: at('2026-01-15T09:00:00Z') });

    const res = await api.list(dave);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(res.body.nextCursor).toBeNull();
    expect(res.body.items[0]).toEqual(second);
    expect(second).toMatchObject({
      kind: 'order',
      number: expect.stringMatching(/^DP-2026-\d{6}$/),
      currency: 'USD',
      subtotalCents: 42_49,
      taxCents: 1_20,
      totalCents: 43_69,
      issuedAt: '2026-02-01T12:00:00.000Z',
      lines: [
        { item: 'order_products', params: { orderNumber: '#1001' }, quantity: 3, unitCents: 12_50, amountCents: 37_50 },
        { item: 'order_shipping', params: { orderNumber: '#1001' }, quantity: 1, unitCents: 4_99, amountCents: 4_99 },
      ],
    });
    expect(first.billTo).toEqual({
      name: 'Dave Ortega',
      email: dave.email,
      organization: 'Ortega Goods',
      location: 'Austin, TX',
      phone: '',
    });
    expect(second.billTo.organization).toBe('Ortega Goods LLC');
    expect((await api.one(dave, first.id)).body).toEqual(first);
  });

  it('filters by kind, by year and by day of issue (UTC, both days included), and pages by cursor', async () => {
    const erin = await get().seller();
    const made: Invoice[] = [];
    const plan: [string, 'recharge' | 'order'][] = [
      ['2025-12-31T23:59:59Z', 'recharge'],
      ['2026-01-01T00:00:00Z', 'order'],
      ['2026-01-20T10:00:00Z', 'recharge'],
      ['2026-01-31T23:59:59Z', 'order'],
      ['2026-02-01T00:00:00Z', 'recharge'],
    ];
    for (const [when, kind] of plan) made.push(await api.issue(erin.id, { kind, now: at(when) }));
    const ids = async (query: string) => {
      const res = await api.list(erin, query);
      expect(res.status, query).toBe(200);
      return res.body.items.map((i) => i.id);
    };
    const [dec31, jan1, jan20, jan31, feb1] = made.map((i) => i.id);

    expect(await ids('?kind=order')).toEqual([jan31, jan1]);
    expect(await ids('?kind=recharge')).toEqual([feb1, jan20, dec31]);
    expect(await ids('?year=2025')).toEqual([dec31]);
    expect(await ids('?year=2026&kind=recharge')).toEqual([feb1, jan20]);
    expect(await ids('?from=2026-01-01&to=2026-01-31')).toEqual([jan31, jan20, jan1]);
    expect(await ids('?from=2026-01-31')).toEqual([feb1, jan31]);
    expect(await ids('?to=2025-12-31')).toEqual([dec31]);
    expect(await ids('?from=2026-01-20&to=2026-01-20')).toEqual([jan20]);

    const p1 = await api.list(erin, '?limit=2');
    expect(p1.body.items.map((i) => i.id)).toEqual([feb1, jan31]);
    const p2 = await api.list(erin, `?limit=2&cursor=${p1.body.nextCursor}`);
    expect(p2.body.items.map((i) => i.id)).toEqual([jan20, jan1]);
    const p3 = await api.list(erin, `?limit=2&cursor=${p2.body.nextCursor}`);
    expect(p3.body.items.map((i) => i.id)).toEqual([dec31]);
    expect(p3.body.nextCursor).toBeNull();
    const filtered = await api.list(erin, '?kind=recharge&limit=1');
    const next = await api.list(erin, `?kind=recharge&limit=1&cursor=${filtered.body.nextCursor}`);
    expect(next.body.items.map((i) => i.id)).toEqual([jan20]);
  });

  it('refuses filters it cannot read with the usual validation errors', async () => {
    const cases: [string, string, Record<string, unknown>?][] = [
      ['?kind=refund', 'VALIDATION_FAILED', { field: 'kind', reason: 'oneOf' }],
      ['?year=20x6', 'VALIDATION_FAILED', { field: 'year' }],
      ['?year=1999', 'VALIDATION_FAILED', { field: 'year' }],
      ['?from=2026-1-5', 'VALIDATION_FAILED', { field: 'from' }],
      ['?from=2026-02-30', 'VALIDATION_FAILED', { field: 'from', reason: 'format' }],
      ['?to=yesterday', 'VALIDATION_FAILED', { field: 'to' }],
      ['?from=2026-03-01&to=2026-02-01', 'DATE_RANGE_INVALID', { from: '2026-03-01', to: '2026-02-01' }],
      ['?limit=0', 'VALIDATION_FAILED', { field: 'limit' }],
      ['?limit=101', 'VALIDATION_FAILED', { field: 'limit' }],
      ['?cursor=not-a-cursor', 'CURSOR_INVALID'],
      [`?cursor=${Buffer.from('[1,"x"]').toString('base64url')}`, 'CURSOR_INVALID'],
    ];
    for (const [query, code, params] of cases) {
      const res = await api.list(alice, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(code);
      expect(res.body.message, query).toEqual(expect.stringMatching(/\S/));
      if (params) expect(res.body.params, query).toMatchObject(params);
    }
  });

  it("keeps sellers out of each other's invoices: 404 for another seller's id, 403 for another seller's list", async () => {
    const alices = await api.issue(alice.id);
    const bobs = await api.issue(bob.id);

    const probe = await api.one(bob, alices.id);
    expect(probe.status).toBe(404);
    expect(probe.body).toMatchObject({ code: 'INVOICE_NOT_FOUND', params: { id: alices.id } });
    expect((await api.pdf(bob, alices.id)).status).toBe(404);
    expect((await api.one(bob, 'no-such-invoice')).body.code).toBe('INVOICE_NOT_FOUND');
    expect((await api.list(bob)).body.items.map((i) => i.id)).not.toContain(alices.id);
    expect((await api.list(bob, `?userId=${alice.id}`)).status).toBe(403);
    expect((await api.one(bob, bobs.id)).status).toBe(200);
    expect((await get().call('GET', '/api/invoices', { as: 'public' })).status).toBe(401);
    expect((await get().call('GET', `/api/invoices/${alices.id}`, { as: 'public' })).status).toBe(401);
  });

  it("lets an admin read any seller's invoices, their PDFs and their list", async () => {
    const mine = await api.issue(alice.id);
    const read = await api.one(admin, mine.id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(mine);
    const pdf = await api.pdf(admin, mine.id);
    expect(pdf.status).toBe(200);
    expect(pdfText(pdf.bytes)).toContain(mine.number);
    expect((await api.list(admin, `?userId=${alice.id}`)).body.items.map((i) => i.id)).toContain(mine.id);
    expect((await api.list(admin)).body.items).toEqual([]);
    expect((await api.list(admin, '?userId=nobody')).body.code).toBe('USER_NOT_FOUND');
  });
});
