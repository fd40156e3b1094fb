import { beforeAll, expect, it } from 'vitest';
import {
  OPERATION_QUEUES,
  type OperationQueue,
  type Operations,
  type OrderDetail,
  type PayOrdersResult,
} from '@dropport/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { newId } from '../src/lib/ids.js';
import { localDay } from '../src/lib/time.js';
import { credit } from '../src/modules/ledger/ledger.js';
import { listedVariants, US_ADDRESS } from './cloud-warehouse-support.js';
import { describeEachEngine, type ErrorBody, type Seller } from './harness.js';

describeEachEngine('the admin’s operations', (get) => {
  const s = () => get();
  const db = () => s().ctx.db as Kysely<Database>;
  let admin: Seller;
  let variantId: number;
  const today = localDay(Date.now(), 'UTC');

  beforeAll(async () => {
    admin = await s().admin();
    await s().catalogue(20);
    [variantId] = (await listedVariants(s().ctx.db, 1, 500)) as [number];
  });

  const operations = async () => {
    const res = await s().call<Operations & ErrorBody>('GET', `/api/admin/operations?from=${today}&to=${today}`, { as: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const count = (o: Operations, q: OperationQueue) => o.queues.find((x) => x.queue === q)?.count ?? -1;

  it('counts the period’s sales and what waits in each queue, and only the admin may look', async () => {
    const before = await operations();
    const seller = await s().seller({ verified: true });
    await credit(db(), {
      userId: seller.id,
      amountCents: 1_000_000,
      currency: 'USD',
      key: `fund:${newId()}`,
      kind: 'adjustment_credit',
      from: 'adjustments',
    });
    const order = async () => {
      const made = await s().call<OrderDetail>('POST', '/api/orders/manual', {
        as: seller,
        json: { items: [{ variantId, quantity: 1 }], address: US_ADDRESS },
      });
      expect(made.status).toBe(201);
      const paid = await s().call<PayOrdersResult>('POST', '/api/orders/pay', { as: seller, json: { orderIds: [made.body.id] } });
      expect(paid.body.paidCount).toBe(1);
      return made.body;
    };
    const [a, b] = [await order(), await order()];
    expect((await s().call('POST', `/api/admin/orders/${b.id}/process`, { as: admin })).status).toBe(200);
    // A job that failed every attempt, and a store webhook received a minute ago and not yet handled.
    const now = Date.now();
    await db()
      .insertInto('jobs')
      .values({
        id: newId(),
        type: 'test.broken',
        payload: '{}',
        status: 'dead',
        attempts: 3,
        max_attempts: 3,
        run_at: now,
        unique_key: null,
        locked_by: null,
        locked_at: null,
        last_error: 'boom',
        created_at: now,
        updated_at: now,
        finished_at: now,
      })
      .execute();
    await db()
      .insertInto('webhook_deliveries')
      .values({
        id: newId(),
        platform: 'shopify',
        webhook_id: newId(),
        topic: 'orders/create',
        shop_domain: 'lag-test.myshopify.com',
        api_version: '2025-01',
        payload: '{}',
        body_digest: null,
        status: 'queued',
        outcome: null,
        received_at: now - 60_000,
        handled_at: null,
      })
      .execute();

    const after = await operations();
    expect(after.period.paidOrders - before.period.paidOrders).toBe(2);
    expect(after.period.gmvCents - before.period.gmvCents).toBe(a.costs.totalCents + b.costs.totalCents);
    expect(after.today).toEqual(after.period);
    expect(count(after, 'orders_to_process') - count(before, 'orders_to_process')).toBe(1);
    expect(count(after, 'orders_to_ship') - count(before, 'orders_to_ship')).toBe(1);
    expect(after.queues.map((q) => q.queue)).toEqual([...OPERATION_QUEUES]);
    expect(Date.parse(after.queues[0]!.oldestAt!)).toBeLessThanOrEqual(Date.now());
    expect(after.jobs.dead - before.jobs.dead).toBe(1);
    expect(after.webhooks.queued - before.webhooks.queued).toBe(1);
    expect(Date.parse(after.webhooks.oldestQueuedAt!)).toBeLessThanOrEqual(now - 60_000);
    expect(after.ledger).toMatchObject({ ok: true, problems: 0 });

    // Sellers are refused; a period that is not one is refused.
    expect((await s().call('GET', `/api/admin/operations?from=${today}&to=${today}`, { as: seller })).status).toBe(403);
    const bad = await s().call<ErrorBody>('GET', `/api/admin/operations?from=${today}&to=2020-01-01`, { as: admin });
    expect(bad.body.code).toBe('DATE_RANGE_INVALID');
  });
});
