import type { IncomingMessage } from 'node:http';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/group-commit.js';
import { fail } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { HOUR } from '../../lib/time.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { shopPresence, type ShopPresence } from './shop-presence.js';
import { shopifyApp } from './shopify-app.js';
import { ShopifyUnavailableError } from './shopify-http.js';
import { runCustomerRedacted, runOrderChanged, runProductDeleted, runShopErased } from './store-hooks.js';
import * as repo from './stores.repo.js';
import * as deliveries from './webhooks.repo.js';
import { bindPayload, bodyObject, CONFIRMED_TOPICS } from './webhook-payload.js';

export const WEBHOOK_JOB = 'stores.shopify-webhook';
export const PRIVACY_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'] as const;

export interface WebhookAck {
  received: true;
  duplicate: boolean;
}

/**
 * POST /api/webhooks/shopify: the HMAC over the raw body is checked by the library (401 when it fails), then the body
 * is bound to the shop the header names (400 when it is not a JSON object or names another shop). A delivery is
 * recorded under its webhook id and, for topics whose body says all there is, under its body's digest too: a repeat of
 * either is acknowledged and ignored. It is handed to the job queue in the same transaction, so Shopify gets its 200
 * at once.
 */
export async function receiveWebhook(ctx: Ctx, rawBody: string, rawRequest: IncomingMessage): Promise<WebhookAck> {
  const hook = await shopifyApp(ctx).verifyWebhook(rawBody, rawRequest);
  if (!hook) fail('SHOPIFY_WEBHOOK_SIGNATURE_INVALID');
  const { shop, digest } = bindPayload(hook.topic, hook.shop, rawBody);
  const now = ctx.now();
  const id = newId(now);
  // A group commit on SQLite: deliveries arriving together share one fsync, so acknowledgements stay fast under load.
  return inTransaction(ctx.db, async (trx) => {
    const fresh = await deliveries.recordDelivery(trx, {
      id,
      platform: 'shopify',
      webhook_id: hook.webhookId,
      topic: hook.topic,
      shop_domain: shop,
      api_version: hook.apiVersion,
      payload: rawBody,
      body_digest: digest,
      status: 'queued',
      outcome: null,
      received_at: now,
      handled_at: null,
    });
    if (!fresh) return { received: true, duplicate: true };
    await ctx.jobs.enqueue(trx, WEBHOOK_JOB, { deliveryId: id }, { uniqueKey: `shopify-webhook:${hook.webhookId}` });
    return { received: true, duplicate: false };
  });
}

async function recordPrivacy(db: Db, d: { shop: string; topic: string; webhookId: string; receivedAt: number }, outcome: string) {
  const now = Date.now();
  await deliveries.insertPrivacyRequest(db, {
    id: newId(now),
    platform: 'shopify',
    shop_domain: d.shop,
    topic: d.topic,
    webhook_id: d.webhookId,
    outcome,
    received_at: d.receivedAt,
    handled_at: now,
  });
}

/** What a delivery asks, with Shopify's answer on whether the app is still installed (for the confirmed topics). */
interface Delivery {
  topic: string;
  shop: string;
  payload: string;
  webhookId: string;
  receivedAt: number;
  presence: ShopPresence | null;
}

const kept = (p: ShopPresence) =>
  p.live.length ? `; kept ${p.live.length} store(s) whose token Shopify still honours (the app is installed)` : '';

/** Does what a topic asks, in the job's transaction; answers the outcome kept on the delivery. */
async function handle(ctx: Ctx, db: Db, d: Delivery) {
  const now = Date.now();
  const body = bodyObject(d.payload);
  // Refused at intake since; a delivery queued before that is closed, not retried.
  if (!body) return 'ignored: not a JSON object';
  switch (d.topic) {
    case 'app/uninstalled': {
      if (!d.presence) throw new Error('app/uninstalled handled without asking Shopify');
      const ended = await repo.endStores(db, d.presence.ended, now);
      // An install parked for a shop whose app is still installed is that install, not a leftover.
      if (!d.presence.live.length) await repo.dropParkedForShop(db, d.shop);
      return `uninstalled ${ended} store(s)${kept(d.presence)}`;
    }
    case 'products/delete': {
      const id = body.id;
      if (typeof id !== 'number' && typeof id !== 'string') return 'ignored: no product id';
      // The body names no shop: only the listings of the header's stores are looked at.
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
      const orderIds = Array.isArray(body.orders_to_redact)
        ? body.orders_to_redact
            .filter((v) => typeof v === 'number' || typeof v === 'string')
            .map((v) => `gid://shopify/Order/${String(v)}`)
        : [];
      const customer = body.customer as { email?: unknown } | null | undefined;
      const email = typeof customer?.email === 'string' ? customer.email : null;
      const storeIds = (await repo.byShop(db, d.shop)).map((r) => r.id);
      const n = await runCustomerRedacted(ctx, db, { storeIds, orderIds, email });
      const outcome = `redacted ${n} order(s)`;
      await recordPrivacy(db, d, outcome);
      return outcome;
    }
    case 'shop/redact': {
      if (!d.presence) throw new Error('shop/redact handled without asking Shopify');
      const ended = d.presence.ended;
      // Only the links Shopify confirmed gone, as they were when asked: one linked again since is not erased.
      const storeIds = (await repo.byShop(db, d.shop))
        .filter((r) => ended.some((e) => e.id === r.id && e.linkedAt === Number(r.linked_at)))
        .map((r) => r.id);
      await runShopErased(ctx, db, { storeIds });
      if (storeIds.length) await repo.deleteStores(db, storeIds);
      if (!d.presence.live.length) {
        await repo.dropParkedForShop(db, d.shop);
        await repo.dropStatesForShop(db, d.shop);
      }
      const outcome = `erased ${storeIds.length} store(s)${kept(d.presence)}`;
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
    const seen = await deliveries.deliverySeen(job.db, deliveryId);
    if (!seen || seen.status !== 'queued') return;
    // Asked before the transaction opens: no lock is held while Shopify answers.
    let presence: ShopPresence | null = null;
    if (CONFIRMED_TOPICS.includes(seen.topic)) {
      try {
        presence = await shopPresence(ctx, seen.shop_domain);
      } catch (err) {
        if (!(err instanceof ShopifyUnavailableError) || !job.isLastAttempt) throw err;
        // Nothing is ended on a word Shopify could not confirm; a dead token is found at the store's next use anyway.
        await deliveries.closeDelivery(
          job.db,
          deliveryId,
          { status: 'failed', outcome: 'not confirmed: Shopify did not answer', handledAt: Date.now() },
          { onlyQueued: true },
        );
        job.log.warn({ err, topic: seen.topic, shop: seen.shop_domain }, 'Shopify webhook left unconfirmed');
        return;
      }
    }
    await inTransaction(job.db, async (trx) => {
      const d = await deliveries.lockDelivery(trx, deliveryId);
      if (!d || d.status !== 'queued' || d.payload === null) return;
      const outcome = await handle(ctx, trx, {
        topic: d.topic,
        shop: d.shop_domain,
        payload: d.payload,
        webhookId: d.webhook_id,
        receivedAt: Number(d.received_at),
        presence,
      });
      await deliveries.closeDelivery(trx, deliveryId, { status: 'done', outcome, handledAt: Date.now() });
      job.log.info({ topic: d.topic, shop: d.shop_domain, outcome }, 'Shopify webhook handled');
    });
  });
  jobs.register('stores.purge', async (_p, job) => {
    const removed = await repo.purgeExpired(job.db, Date.now());
    if (removed) job.log.info({ removed }, 'purged expired store authorizations and parked installs');
  });
  jobs.every('stores.purge', HOUR, 'stores.purge');
}
