import type { Ctx } from '../../context.js';
import type { Db } from '../database.js';
import { inTransaction } from '../group-commit.js';
import { newId } from '../../lib/ids.js';
import { DAY, HOUR } from '../../lib/time.js';
import { credit, refund } from '../../modules/ledger/ledger.js';
import { evaluate } from '../../modules/orders/order-evaluate.js';
import { payOrder, refundKey, transition, type Actor } from '../../modules/orders/order-flow.js';
import { newOrderRow } from '../../modules/orders/order-row.js';
import { shipColumnsOf } from '../../modules/orders/order-view.js';
import * as orders from '../../modules/orders/orders.repo.js';
import type { OrderItemRow, OrderRow } from '../../modules/orders/orders.repo.js';
import { prng } from './catalogue/generate.js';

/** How far back the demo seller's business goes, in days. */
export const DEMO_BUSINESS_DAYS = 90;

const SYSTEM: Actor = { kind: 'system', id: null };
/** What one demo top-up of the wallet adds. */
const DEMO_TOP_UP_CENTS = 300_000;

/** The demo's two shops: they stand for stores the seller once linked, so they are unlinked (nothing calls them). */
const STORES = [
  { key: 'us', name: 'Sunny Cargo', domain: 'sunny-cargo-demo.myshopify.com', currency: 'USD', share: 0.65 },
  { key: 'eu', name: 'Sunny Cargo Europe', domain: 'sunny-cargo-eu-demo.myshopify.com', currency: 'EUR', share: 0.27 },
] as const;

const BUYERS = {
  us: [
    {
      name: 'Olivia Brooks',
      address1: '233 Spring Street',
      city: 'New York',
      province: 'New York',
      provinceCode: 'NY',
      postalCode: '10013',
      countryCode: 'US',
      phone: '+1 212 555 0143',
    },
    {
      name: 'Liam Carter',
      address1: '1200 Getty Center Drive',
      city: 'Los Angeles',
      province: 'California',
      provinceCode: 'CA',
      postalCode: '90049',
      countryCode: 'US',
      phone: '+1 310 555 0188',
    },
    {
      name: 'Emma Diaz',
      address1: '700 Congress Avenue',
      city: 'Austin',
      province: 'Texas',
      provinceCode: 'TX',
      postalCode: '78701',
      countryCode: 'US',
      phone: '+1 512 555 0110',
    },
    {
      name: 'Noah Evans',
      address1: '400 Broad Street',
      city: 'Seattle',
      province: 'Washington',
      provinceCode: 'WA',
      postalCode: '98109',
      countryCode: 'US',
      phone: '+1 206 555 0171',
    },
  ],
  eu: [
    {
      name: 'Lena Schmidt',
      address1: 'Friedrichstraße 43',
      city: 'Berlin',
      postalCode: '10117',
      countryCode: 'DE',
      phone: '+49 30 5550 1234',
    },
    {
      name: 'Camille Martin',
      address1: '12 Rue de Rivoli',
      city: 'Paris',
      postalCode: '75004',
      countryCode: 'FR',
      phone: '+33 1 55 50 12 34',
    },
    {
      name: 'Lucía García',
      address1: 'Calle de Alcalá 50',
      city: 'Madrid',
      postalCode: '28014',
      countryCode: 'ES',
      phone: '+34 910 555 123',
    },
  ],
} as const;

type Buyer = Parameters<typeof shipColumnsOf>[0];

interface Catalogue {
  variantId: number;
  productId: number;
  title: string;
  sku: string | null;
  image: string | null;
}

/** Listed products whose first variant in stock ships to every demo buyer's country, in id order. */
async function shippableProducts(ctx: Ctx, sellerId: string, want: number, now: number): Promise<Catalogue[]> {
  const rows = await ctx.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.product_id', 'v.sku', 'v.image', 'p.title', 'p.images'])
    .where('p.listed', '=', 1)
    .where('v.stock', '>', 1000)
    .orderBy('v.product_id')
    .orderBy('v.id')
    .limit(400)
    .execute();
  const seen = new Set<number>();
  const found: Catalogue[] = [];
  for (const r of rows) {
    if (found.length === want) break;
    if (seen.has(Number(r.product_id))) continue;
    seen.add(Number(r.product_id));
    const item = {
      variantId: Number(r.id),
      productId: Number(r.product_id),
      title: r.title,
      sku: r.sku,
      image: r.image ?? (JSON.parse(r.images) as string[])[0] ?? null,
    };
    let ships = true;
    for (const buyer of [BUYERS.us[0], BUYERS.eu[0], BUYERS.eu[1], BUYERS.eu[2]]) {
      const probe = draft(sellerId, buyer, [{ item, quantity: 1, storePrice: null }], null, now);
      if ((await evaluate(ctx, ctx.db, probe.order, probe.items)).order.status !== 'awaiting_payment') ships = false;
    }
    if (ships) found.push(item);
  }
  return found;
}

/** An unpriced order of these lines to this buyer (evaluate() prices it). */
function draft(
  sellerId: string,
  buyer: Buyer,
  lines: { item: Catalogue | null; quantity: number; storePrice: number | null; storeTitle?: string }[],
  store: { id: string; currency: string; orderName: string; totalMinor: number } | null,
  at: number,
): { order: OrderRow; items: OrderItemRow[] } {
  const id = newId(at);
  const order = newOrderRow({
    id,
    user_id: sellerId,
    order_no: '',
    source: store ? 'store' : 'manual',
    store_id: store?.id ?? null,
    store_order_id: store ? `${store.orderName.slice(1)}${id.slice(-6)}` : null,
    store_order_name: store?.orderName ?? null,
    store_currency: store?.currency ?? null,
    store_total_minor: store?.totalMinor ?? null,
    store_created_at: store ? at : null,
    customer_name: buyer.name,
    customer_email: `${buyer.name.split(' ')[0]!.toLowerCase()}@buyers.example`,
    ...shipColumnsOf(buyer),
    created_at: at,
    updated_at: at,
  });
  const items: OrderItemRow[] = lines.map((l, position) => ({
    id: newId(at),
    order_id: id,
    position,
    store_line_id: store ? `line-${id}-${position}` : null,
    store_product_id: null,
    store_variant_id: null,
    title: l.item?.title ?? l.storeTitle ?? '',
    variant_title: null,
    sku: l.item?.sku ?? null,
    quantity: l.quantity,
    image: l.item?.image ?? null,
    product_id: l.item?.productId ?? null,
    variant_id: l.item?.variantId ?? null,
    unit_cost_cents: null,
    weight_g: null,
    store_unit_price_minor: l.storePrice,
    source: null,
    seller_sku_id: null,
  }));
  return { order, items };
}

/**
 * Gives the demo seller a business to look at on the first start: two (unlinked) Shopify stores and three months
 * of orders, a few a day with a weekly rhythm and some growth, priced and paid the way the console does it — each
 * order evaluated (shipping method, costs), paid from the wallet through the ledger with its invoice, then processed,
 * shipped and delivered as time went on; a few refunded, the last days' ones still on their way, on hold or awaiting
 * payment (`days` of them; three months unless told). The wallet is topped up by demo credits (adjustments saying so) when an order would not be covered, so
 * every payment and refund is a real ledger movement and the balance adds up. Only a seller without orders gets it; the same `now` gives the same business.
 */
export async function seedDemoBusiness(ctx: Ctx, sellerId: string, now = ctx.now(), days = DEMO_BUSINESS_DAYS): Promise<number> {
  const existing = await ctx.db.selectFrom('orders').select('id').where('user_id', '=', sellerId).limit(1).executeTakeFirst();
  if (existing) return 0;
  const products = await shippableProducts(ctx, sellerId, 24, now);
  if (products.length < 6) return 0;
  const rnd = prng(20_261_128).next;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  // A few products sell most: the first ones are picked far more often.
  const popular = () => products[Math.floor(rnd() * rnd() * products.length)]!;
  const start = now - days * DAY;

  return inTransaction(ctx.db, async (trx: Db) => {
    const storeIds: Record<string, string> = {};
    for (const s of STORES) {
      storeIds[s.key] = newId(start);
      await trx
        .insertInto('stores')
        .values({
          id: storeIds[s.key]!,
          user_id: sellerId,
          platform: 'shopify',
          shop_domain: s.domain,
          name: s.name,
          currency: s.currency,
          access_token_enc: null,
          scopes: '',
          status: 'unlinked',
          linked_at: start - 7 * DAY,
          updated_at: start,
        })
        .execute();
    }
    // The wallet is topped up by a demo credit (an adjustment saying so) whenever an order would not be covered.
    let balance = 0;
    let topUps = 0;
    const fund = async (needed: number, at: number) => {
      if (balance >= needed) return;
      topUps++;
      await credit(
        trx,
        {
          userId: sellerId,
          amountCents: DEMO_TOP_UP_CENTS,
          currency: 'USD',
          key: `demo-funds:${sellerId}:${topUps}`,
          kind: 'adjustment_credit',
          from: 'adjustments',
          memo: 'Demo balance',
          memoText: { kind: 'adjustment', params: { reason: 'Demo balance' } },
        },
        at,
      );
      balance += DEMO_TOP_UP_CENTS;
    };
    let made = 0;
    const storeOrderNo: Record<string, number> = { us: 1001, eu: 2001 };
    for (let d = 0; d <= days; d++) {
      const dayStart = start + d * DAY;
      const weekday = new Date(dayStart).getUTCDay();
      const rhythm = weekday === 0 || weekday === 6 ? 1.3 : weekday === 1 ? 1.1 : 0.9;
      const count = Math.max(1, Math.round((2 + (6 * d) / days) * rhythm * (0.7 + rnd() * 0.6)));
      for (let n = 0; n < count; n++) {
        const at = dayStart + Math.floor((8 + rnd() * 14) * HOUR);
        if (at > now - HOUR) continue;
        const r = rnd();
        const where = r < STORES[0].share ? 'us' : r < STORES[0].share + STORES[1].share ? 'eu' : 'manual';
        const buyer = pick(where === 'manual' ? [...BUYERS.us, ...BUYERS.eu] : BUYERS[where]);
        const lineCount = rnd() < 0.75 ? 1 : 2;
        const lines = Array.from({ length: lineCount }, () => ({ item: popular(), quantity: rnd() < 0.8 ? 1 : 2 }));
        const ageDays = (now - at) / DAY;
        // The last two days hold the orders still waiting on the seller: a line to map, an address to fix, a payment.
        const waiting = ageDays < 2 && rnd() < 0.35 ? pick(['unmapped', 'address', 'unpaid'] as const) : null;
        const store = where === 'manual' ? null : STORES.find((s) => s.key === where)!;
        // Buyers pay the store 1.8 to 2.8 times the supplier's price (in the store's currency).
        const plain = draft(
          sellerId,
          buyer,
          lines.map((l) => ({ ...l, storePrice: null })),
          null,
          at,
        );
        const priced = await evaluate(ctx, trx, plain.order, plain.items);
        const markup = 1.8 + rnd();
        const rate = store?.currency === 'EUR' ? 0.92 : 1;
        const unitPrices = priced.items.map((i) => Math.round(Number(i.unit_cost_cents ?? 0) * markup * rate));
        const storeLines = lines.map((l, k) => ({
          ...(waiting === 'unmapped' && k === 0 ? { item: null, storeTitle: `${l.item.title} (bundle)` } : l),
          quantity: l.quantity,
          storePrice: store ? (unitPrices[k] ?? 0) : null,
        }));
        const shippingCharged = store ? Math.round(499 * rate) : 0;
        const totalMinor = storeLines.reduce((a, l) => a + (l.storePrice ?? 0) * l.quantity, 0) + shippingCharged;
        const orderName = store ? `#${storeOrderNo[store.key]!++}` : '';
        const built = draft(
          sellerId,
          waiting === 'address' ? { ...buyer, postalCode: '', address1: buyer.address1.split(' ')[0]! } : buyer,
          storeLines,
          store ? { id: storeIds[store.key]!, currency: store.currency, orderName, totalMinor } : null,
          at,
        );
        const ev = await evaluate(ctx, trx, built.order, built.items);
        // An order that arrives on hold is written so (as the store's intake does), without a notification: the demo
        // seeds no messages of its own.
        let o: OrderRow = {
          ...built.order,
          ...ev.order,
          status: ev.order.status === 'on_hold' ? 'on_hold' : 'awaiting_payment',
          order_no: await orders.nextOrderNo(trx),
        };
        o.search_text = `${o.order_no.toLowerCase()} ${o.search_text}`.trim();
        await orders.insertOrder(trx, o, ev.items);
        made++;
        if (o.status === 'on_hold') continue;
        if (waiting === 'unpaid') continue;
        const payAt = at + Math.floor(rnd() * 2 * HOUR);
        await fund(o.total_cents, payAt - HOUR);
        o = await payOrder(ctx, trx, o, SYSTEM, payAt);
        balance -= o.paid_cents;
        const paidAt = Number(o.paid_at);
        const fate = rnd();
        if (fate < 0.04 && ageDays > 3) {
          await refund(
            trx,
            {
              userId: sellerId,
              amountCents: o.paid_cents,
              currency: 'USD',
              key: refundKey(o.id),
              reference: o.order_no,
              memo: `order ${o.order_no} cancelled`,
              memoText: { kind: 'order_refund', params: { orderNo: o.order_no } },
            },
            paidAt + 6 * HOUR,
          );
          balance += o.paid_cents;
          await transition(
            trx,
            o,
            'refunded',
            {
              action: 'refunded',
              actor: SYSTEM,
              note: 'Buyer cancelled',
              set: { cancelled_at: paidAt + 6 * HOUR, refunded_cents: o.paid_cents },
            },
            paidAt + 6 * HOUR,
          );
          continue;
        }
        const processedAt = paidAt + Math.floor((4 + rnd() * 20) * HOUR);
        if (processedAt > now) continue;
        o = await transition(trx, o, 'processing', { action: 'processing', actor: SYSTEM }, processedAt);
        const shippedAt = processedAt + Math.floor((12 + rnd() * 60) * HOUR);
        if (shippedAt > now) continue;
        const tracking = `YT${String(Math.floor(rnd() * 1e13)).padStart(13, '0')}`;
        o = await transition(
          trx,
          o,
          'shipped',
          {
            action: 'shipped',
            actor: SYSTEM,
            note: `YunExpress ${tracking}`,
            set: {
              carrier: 'YunExpress',
              tracking_number: tracking,
              shipped_at: shippedAt,
              fulfillment_sync: store ? 'sent' : 'none',
            },
          },
          shippedAt,
        );
        const deliveredAt = shippedAt + Math.floor((5 + rnd() * 9) * DAY);
        if (deliveredAt > now) continue;
        await transition(
          trx,
          o,
          'delivered',
          { action: 'delivered', actor: SYSTEM, set: { delivered_at: deliveredAt } },
          deliveredAt,
        );
      }
    }
    return made;
  });
}
