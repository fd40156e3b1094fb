import type { IncomingMessage } from 'node:http';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { HOUR } from '../../lib/time.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { shopifyApp } from './shopify-app.js';
import { runCustomerRedacted, runOrderChanged, runProductDeleted, runShopErased } from './store-hooks.js';
import * as repo from './stores.repo.js';

export const WEBHOOK_JOB = 'stores.shopify-webhook';
export const PRIVACY_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'] as const;

export interface WebhookAck {
  received: true;
  duplicate: boolean;
}

/**
 * POST /api/webhooks/shopify: the HMAC over the raw body is checked by the library (401 when it fails); a verified
 * delivery is recorded under its webhook id (a repeat is acknowledged and ignored) and handed to the job queue in the
 * same transaction, so Shopify gets its 200 at once.
 */
export async function receiveWebhook(ctx: Ctx, rawBody: string, rawRequest: IncomingMessage): Promise<WebhookAck> {
  const hook = await shopifyApp(ctx).verifyWebhook(rawBody, rawRequest);
  if (!hook) fail('SHOPIFY_WEBHOOK_SIGNATURE_INVALID');
  const now = ctx.now();
  const id = newId(now);
  // A group commit on SQLite: deliveries arriving together share one fsync, so acknowledgements stay fast under load.
  return inTransaction(ctx.db, async (trx) => {
    const res = await trx
      .insertInto('webhook_deliveries')
      .values({
        id,
        platform: 'shopify',
        webhook_id: hook.webhookId,
        topic: hook.topic,
        shop_domain: hook.shop,
        api_version: hook.apiVersion,
        payload: rawBody,
        status: 'queued',
        outcome: null,
        received_at: now,
        handled_at: null,
      })
      .onConflict((oc) => oc.column('webhook_id').doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0n) === 0) return { received: true, duplicate: true };
    await ctx.jobs.enqueue(trx, WEBHOOK_JOB, { deliveryId: id }, { uniqueKey: `shopify-webhook:${hook.webhookId}` });
    return { received: true, duplicate: false };
  });
}

async function recordPrivacy(db: Db, d: { shop: string; topic: string; webhookId: string; receivedAt: number }, outcome: string) {
  const now = Date.now();
  await db
    .insertInto('privacy_requests')
    .values({
      id: newId(now),
      platform: 'shopify',
      shop_domain: d.shop,
      topic: d.topic,
      webhook_id: d.webhookId,
      outcome,
      received_at: d.receivedAt,
      handled_at: now,
    })
    .execute();
}

/** Does what a topic asks, in the job's transaction; answers the outcome kept on the delivery. */
async function handle(
  ctx: Ctx,
  db: Db,
  d: { topic: string; shop: string; payload: string; webhookId: string; receivedAt: number },
) {
  const now = Date.now();
  switch (d.topic) {
    case 'app/uninstalled': {
      const ended = await repo.endShop(db, d.shop, 'uninstalled', now);
      await repo.dropParkedForShop(db, d.shop);
      return `uninstalled ${ended.length} store(s)`;
    }
    case 'products/delete': {
      const id = (JSON.parse(d.payload) as { id?: unknown }).id;
      if (typeof id !== 'number' && typeof id !== 'string') return 'ignored: no product id';
      const storeIds = (await repo.byShop(db, d.shop)).map((r) => r.id);
      const touched = await runProductDeleted(ctx, db, { storeIds, productId: `gid://shopify/Product/${id}` });
      return `product ${id} deleted: ${touched} listing(s) marked removed`;
    }
    case 'orders/create':
    case 'orders/updated':
    case 'orders/cancelled': {
      const store = (await repo.byShop(db, d.shop)).find((r) => r.status === 'active');
      if (!store) return 'ignored: no active store for this shop';
      return (
        (await runOrderChanged(ctx, db, { storeId: store.id, topic: d.topic, payload: d.payload })) ?? 'ignored: orders not kept'
      );
    }
    case 'customers/data_request': {
      // The customer's data Dropport keeps is on the shop's orders, which the merchant already has in Shopify.
      const outcome = "request recorded; order data is the merchant's own";
      await recordPrivacy(db, d, outcome);
      return outcome;
    }
    case 'customers/redact': {
      const body = JSON.parse(d.payload) as { orders_to_redact?: unknown; customer?: { email?: unknown } };
      const orderIds = Array.isArray(body.orders_to_redact)
        ? body.orders_to_redact
            .filter((v) => typeof v === 'number' || typeof v === 'string')
            .map((v) => `gid://shopify/Order/${String(v)}`)
        : [];
      const email = typeof body.customer?.email === 'string' ? body.customer.email : null;
      const storeIds = (await repo.byShop(db, d.shop)).map((r) => r.id);
      const n = await runCustomerRedacted(ctx, db, { storeIds, orderIds, email });
      const outcome = `redacted ${n} order(s)`;
      await recordPrivacy(db, d, outcome);
      return outcome;
    }
    case 'shop/redact': {
      const stores = await repo.byShop(db, d.shop);
      const storeIds = stores.map((r) => r.id);
      await runShopErased(ctx, db, { storeIds });
      if (storeIds.length) await db.deleteFrom('stores').where('id', 'in', storeIds).execute();
      await repo.dropParkedForShop(db, d.shop);
      await db.deleteFrom('oauth_states').where('platform', '=', 'shopify').where('shop_domain', '=', d.shop).execute();
      const outcome = `erased ${storeIds.length} store(s)`;
      await recordPrivacy(db, d, outcome);
      return outcome;
    }
    default:
      return 'ignored: topic not handled';
  }
}

/** The webhook job and the hourly purge of expired authorization states and parked installs. */
export function registerStoreJobs(ctx: Ctx, jobs: JobQueue) {
  jobs.register<{ deliveryId: string }>(WEBHOOK_JOB, async ({ deliveryId }, job) => {
    await inTransaction(job.db, async (trx) => {
      const q = trx.selectFrom('webhook_deliveries').selectAll().where('id', '=', deliveryId);
      const d = await (ctx.engine === 'postgres' ? q.forUpdate() : q).executeTakeFirst();
      if (!d || d.status === 'done' || d.payload === null) return;
      const outcome = await handle(ctx, trx, {
        topic: d.topic,
        shop: d.shop_domain,
        payload: d.payload,
        webhookId: d.webhook_id,
        receivedAt: Number(d.received_at),
      });
      await trx
        .updateTable('webhook_deliveries')
        .set({ status: 'done', outcome, payload: null, handled_at: Date.now() })
        .where('id', '=', deliveryId)
        .execute();
      job.log.info({ topic: d.topic, shop: d.shop_domain, outcome }, 'Shopify webhook handled');
    });
  });
  jobs.register('stores.purge', async (_p, job) => {
    const removed = await repo.purgeExpired(job.db, Date.now());
    if (removed) job.log.info({ removed }, 'purged expired store authorizations and parked installs');
  });
  jobs.every('stores.purge', HOUR, 'stores.purge');
}
