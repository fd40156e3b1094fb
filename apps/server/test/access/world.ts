import { expect } from 'vitest';
import { DEFAULT_PRICE_RULE_SET, type ImportDraft, type OrderDetail, type StoreView } from '@dropport/contracts';
import type { ErrorBody, Seller } from '../harness.js';
import { uniqueEmail } from '../harness.js';
import { post } from '../../src/modules/ledger/ledger.js';
import { listingsApi } from '../listings-support.js';
import { GOOD_ADDRESS, ordersApi } from '../orders-support.js';
import { CARDS, payByCard, rechargeApi, type World as GatewayWorld } from '../sandbox-gateway-support.js';
import { sourcingApi } from '../sourcing-support.js';
import { storesApi, uniqueShop } from '../stores-support.js';
import { enableTwoFactor } from '../two-factor-support.js';
import { merchantProduct } from '../stores-support.js';
import { MANUAL_ADDRESS, shippablePool, type Env } from './env.js';

/** The kinds of alice's ids an operation can take; each names every id of that kind she owns. */
export type IdKind =
  | 'user'
  | 'session'
  | 'order'
  | 'store'
  | 'listing'
  | 'pushBatch'
  | 'importItem'
  | 'recharge'
  | 'withdrawal'
  | 'stockPurchase'
  | 'sellerSku'
  | 'inbound'
  | 'ticket'
  | 'claim'
  | 'invoice'
  | 'sourcing'
  | 'privateFile'
  | 'privateProduct'
  | 'teamMember'
  | 'dataExport';

export interface World {
  alice: Seller;
  bob: Seller;
  admin: Seller;
  aliceShop: string;
  /** Every id alice owns, by kind (orders: awaiting payment, on hold, manual, paid; recharges: card and bank ...). */
  ids: Record<IdKind, string[]>;
  /** Alice's order id → its item ids. */
  orderItems: Record<string, string[]>;
  /** Alice's listing id → the catalogue variant ids it sells. */
  listingVariants: Record<string, number[]>;
  /** Uploads of alice's by purpose. */
  uploads: { image: string; document: string; praiseCard: string; avatar: string };
  notifications: string[];
  /** A catalogue product off the market, found for alice by a sourcing quote, and one of its variants. */
  privateProduct: { id: number; title: string; variantId: number; sku: string };
  /** A listed variant anyone may order or map. */
  publicVariant: { id: number; sku: string };
  /** Bob's own objects, for the calls that pass one of alice's ids in a body next to one of his. */
  bobs: {
    store: string;
    importItem: string;
    onHoldOrder: string;
    onHoldItem: string;
    bankRecharge: string;
  };
  /** What admin-only calls need to pass validation: a catalogue product, a category, a shipping template, a policy. */
  catalogue: {
    productId: number;
    productBody: unknown;
    categoryId: string;
    categoryBody: Record<string, unknown>;
    templateId: number;
    templateBody: unknown;
    policySlug: string;
  };
}

const ok = <T>(res: { status: number; body: T }, status = 200): T => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
};

/**
 * Alice gets one or more objects of every kind the API has ids for, each made the way a seller makes it (through the
 * API, the Shopify stand-in and the gateway); bob gets the few of his own that a cross-seller call pairs with hers.
 */
export async function buildWorld(env: Env): Promise<World> {
  const { s, shopify, gateway } = env;
  const get = () => env;
  const stores = storesApi(get);
  const orders = ordersApi(get);
  const listings = listingsApi(get);
  const recharges = rechargeApi((): GatewayWorld => env);
  const sourcing = sourcingApi(() => s);
  const db = s.ctx.db;

  await s.catalogue(40);
  const admin = await s.admin();
  const alice = await s.seller({ verified: true });
  const bob = await s.seller({ verified: true });
  const take = await shippablePool(env);

  // The private product: off the market, then quoted to alice through a sourcing request.
  const privateId = take.last();
  await db.updateTable('products').set({ visibility: 'private', listed: 0 }).where('id', '=', privateId).execute();
  const pv = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.sku', 'p.title'])
    .where('v.product_id', '=', privateId)
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  const privateProduct = { id: privateId, title: pv.title, variantId: Number(pv.id), sku: pv.sku };

  const uploads = {
    image: (await sourcing.upload(alice, 'image')).id,
    document: (await recharges.upload(alice, 'document')).id,
    praiseCard: (await sourcing.upload(alice, 'praiseCard')).id,
    avatar: (await sourcing.upload(alice, 'avatar')).id,
  };
  const pendingRequest = ok(
    await sourcing.create(alice, {
      productUrl: 'https://supplier.example/item/lamp',
      targetCostCents: 500,
      quantity: 10,
      images: [`/files/${uploads.image}`],
    }),
    201,
  );
  const quotedRequest = await sourcing.pending(alice, 'private-lamp');
  ok(await sourcing.admin(admin, quotedRequest.id, 'take'));
  ok(await sourcing.admin(admin, quotedRequest.id, 'quote', { quoteCents: 900, productId: privateProduct.id }));

  // A store with one product pushed to it, and an import list item not pushed yet.
  const aliceShop = uniqueShop('alice');
  const store: StoreView = (await stores.link(alice, aliceShop)).store;
  const pushedProduct = take();
  const [pushed] = await listings.importItems(alice, [pushedProduct]);
  const batch = await listings.pushAndWait(alice, [pushed!.id], [store.id]);
  expect(batch.items[0]?.status, JSON.stringify(batch)).toBe('active');
  const listingId = batch.items[0]!.listingId;
  const listingRows = await db
    .selectFrom('listing_variants')
    .select(['variant_id', 'store_variant_id'])
    .where('listing_id', '=', listingId)
    .execute();
  await db.updateTable('product_variants').set({ stock: 500 }).where('product_id', 'in', [pushedProduct, privateId]).execute();
  await listings.importItems(alice, [take()]);
  const items = ok(await s.call<{ items: ImportDraft[] }>('GET', '/api/import-list?limit=50', { as: alice })).items;

  // Orders: from the store (priced, and one on hold with an unmapped line), manual, and one paid (with its invoice).
  const handle = await listings.handleOf(listingId);
  const storeVariant = listings.storeProduct(aliceShop, handle)!.variants[0]!;
  const publicVariantId = Number(
    listingRows.find((r) => r.store_variant_id === `gid://shopify/ProductVariant/${storeVariant.id}`)?.variant_id,
  );
  const publicVariant = { id: publicVariantId, sku: storeVariant.sku ?? '' };
  const awaiting = (await orders.storeOrder(alice, aliceShop, [{ variantId: storeVariant.id, quantity: 1 }])).order;
  const onHold = (
    await orders.storeOrder(alice, aliceShop, [{ variantId: merchantProduct(shopify.shop(aliceShop)), quantity: 1 }])
  ).order;
  expect(onHold.status).toBe('on_hold');
  const manual = ok(
    await s.call<OrderDetail & ErrorBody>('POST', '/api/orders/manual', {
      as: alice,
      json: { items: [{ variantId: publicVariant.id, quantity: 1 }], address: MANUAL_ADDRESS },
    }),
    201,
  );
  const toPay = ok(
    await s.call<OrderDetail & ErrorBody>('POST', '/api/orders/manual', {
      as: alice,
      json: { items: [{ variantId: publicVariant.id, quantity: 2 }], address: MANUAL_ADDRESS },
    }),
    201,
  );
  await orders.fund(alice, 1_000_00);
  expect(ok(await orders.pay(alice, [toPay.id])).paidCount).toBe(1);

  // Recharges: a card one pending and one paid, a bank one pending and one confirmed (waiting for review).
  const cardPending = await recharges.card(alice, 2500);
  const cardPaid = await recharges.card(alice, 3000);
  expect((await payByCard(cardPaid.checkoutUrl!, CARDS.success)).status).toBe(303);
  await gateway.idle();
  const bankPending = await recharges.bank(alice);
  const bankSubmitted = await recharges.bank(alice);
  ok(
    await recharges.confirm(alice, bankSubmitted.id, {
      transferDate: new Date().toISOString().slice(0, 10),
      amountCents: bankSubmitted.amountCents,
      payerName: 'Alice Seller',
      proofFileId: uploads.document,
    }),
  );
  // Referral commission to withdraw, and a payout waiting for the admin.
  await post(s.ctx.db, {
    key: `world-commission:${alice.id}`,
    kind: 'commission_available',
    currency: 'USD',
    postings: [
      { account: { system: 'referral_payable' }, amountCents: -50_00 },
      { account: { referral: alice.id, bucket: 'available' }, amountCents: 50_00 },
    ],
  });
  const payout = ok(
    await s.call<{ id: string }>('POST', '/api/referral/withdrawals', {
      as: alice,
      json: { method: 'paypal', amountCents: 25_00, paypalEmail: 'alice@paypal.example', idempotencyKey: 'world-payout-1' },
    }),
  );
  // Cloud warehouse: stock bought ahead (not yet put away), and her own goods to send in: a draft and one shipped.
  const purchase = ok(
    await s.call<{ id: string; lines: { skuId: string }[] }>('POST', '/api/cloud-warehouse/purchases', {
      as: alice,
      json: { warehouseCode: 'US-CA', lines: [{ variantId: publicVariant.id, quantity: 2 }], idempotencyKey: 'world-purchase-1' },
    }),
  );
  const inboundLines = [{ own: { code: `ALICE-${alice.id.slice(-6)}`, name: 'Alice soap', weightG: 100 }, quantity: 3 }];
  const inboundDraft = ok(
    await s.call<{ id: string }>('POST', '/api/cloud-warehouse/inbound', {
      as: alice,
      json: { warehouseCode: 'US-CA', lines: inboundLines },
    }),
  );
  const inboundShipped = ok(
    await s.call<{ id: string }>('POST', '/api/cloud-warehouse/inbound', {
      as: alice,
      json: { warehouseCode: 'US-CA', lines: inboundLines },
    }),
  );
  ok(
    await s.call('POST', `/api/cloud-warehouse/inbound/${inboundShipped.id}/ship`, {
      as: alice,
      json: { carrier: 'UPS', trackingNumber: '1ZALICE' },
    }),
  );
  // A support ticket of hers about her paid order, with her document attached.
  const ticket = ok(
    await s.call<{ id: string }>('POST', '/api/support/tickets', {
      as: alice,
      json: {
        category: 'order',
        subject: 'Where is it?',
        message: 'Not here yet',
        orderId: toPay.id,
        attachmentIds: [uploads.document],
      },
    }),
  );
  // An after-sales claim of hers: a manual order paid, shipped 31 days ago, a line claimed as not received.
  const claimed = ok(
    await s.call<OrderDetail & ErrorBody>('POST', '/api/orders/manual', {
      as: alice,
      json: { items: [{ variantId: publicVariant.id, quantity: 1 }], address: MANUAL_ADDRESS },
    }),
    201,
  );
  ok(await s.call('POST', '/api/orders/pay', { as: alice, json: { orderIds: [claimed.id] } }));
  ok(
    await s.call('POST', `/api/admin/orders/${claimed.id}/ship`, {
      as: admin,
      json: { carrier: 'USPS', trackingNumber: 'LZALICE1US' },
    }),
  );
  await s.ctx.db
    .updateTable('orders')
    .set({ shipped_at: Date.now() - 31 * 24 * 3600 * 1000 })
    .where('id', '=', claimed.id)
    .execute();
  const claim = ok(
    await s.call<{ id: string }>('POST', `/api/orders/${claimed.id}/claims`, {
      as: alice,
      json: { kind: 'refund', reason: 'not_received', lines: [{ itemId: claimed.items[0]!.id, quantity: 1 }], note: 'Lost' },
    }),
  );
  const invoices = ok(await s.call<{ items: { id: string }[] }>('GET', '/api/invoices', { as: alice })).items;
  expect(invoices.length, 'an order invoice and a recharge invoice').toBeGreaterThanOrEqual(2);

  // Her own settings, so that every per-user row exists for a stranger's write to change.
  ok(await s.call('PUT', `/api/pricing-rules/${store.id}`, { as: alice, json: DEFAULT_PRICE_RULE_SET }));
  ok(await s.call('POST', `/v1/users/${alice.id}/setting?locale=en-US&autoPay=false`, { as: alice }));
  ok(await s.call('POST', `/v1/users/${alice.id}/shipping`, { as: alice, json: { defaultCountryCode: 'US', rules: [] } }));
  ok(
    await s.call('POST', `/v1/users/${alice.id}/praiseCard`, {
      as: alice,
      json: { enabled: true, designUploadId: uploads.praiseCard, message: 'Thanks!' },
    }),
  );
  ok(await s.call('POST', `/v1/users/${alice.id}/emailPrefs`, { as: alice, json: { events: { 'order.shipped': false } } }));
  ok(
    await s.call('POST', '/v1/userTrackSetting', {
      as: alice,
      json: { userId: alice.id, notifyCustomer: true, trackingUrlTemplate: '', carrierNames: {} },
    }),
  );
  ok(await s.call('POST', `/v1/users/${alice.id}/profile`, { as: alice, json: { avatar: `/files/${uploads.avatar}` } }));

  // A second session of hers (another device), then two-factor on.
  ok(await s.call('POST', '/v1/users/loginByPwd', { form: { username: alice.email, password: alice.password } }));
  await enableTwoFactor(s, alice);
  const sessions = ok(await s.call<{ items: { id: string }[] }>('GET', `/v1/users/${alice.id}/sessions`, { as: alice })).items;
  expect(sessions.length).toBe(2);

  // Bob: a store with an order on hold (a line no listing maps), an import list item, a bank recharge, money.
  const bobShop = uniqueShop('bob');
  const bobStore = (await stores.link(bob, bobShop)).store;
  const bobOrder = (
    await orders.storeOrder(bob, bobShop, [{ variantId: merchantProduct(shopify.shop(bobShop)), quantity: 1 }], GOOD_ADDRESS)
  ).order;
  expect(bobOrder.status).toBe('on_hold');
  const [bobItem] = await listings.importItems(bob, [take()]);
  const bobBank = await recharges.bank(bob);
  await orders.fund(bob, 1_000_00);

  // A member of alice's team, and an invitation still open.
  const teamMembers = [];
  for (const role of ['viewer', 'order_processor']) {
    const member = ok(
      await s.call<{ id: string }>('POST', '/api/team/invitations', { as: alice, json: { email: uniqueEmail('team'), role } }),
      201,
    );
    teamMembers.push(member.id);
  }

  await orders.settle();
  await gateway.idle();
  const notifications = ok(await s.call<{ items: { id: string }[] }>('GET', '/api/notifications?limit=50', { as: alice })).items;
  expect(notifications.length).toBeGreaterThan(0);

  // What admin-only calls need to pass validation (their role check runs after it), read the way the admin console does.
  const catalogueProduct = take();
  const productBody = ok(await s.call('GET', `/api/admin/catalogue/products/${catalogueProduct}`, { as: admin }));
  const categories = ok(
    await s.call<{ items: { id: string; parentId: string | null; nameEn: string; nameEs: string; namePt: string }[] }>(
      'GET',
      '/api/admin/categories',
      { as: admin },
    ),
  ).items;
  const leaf = categories.at(-1)!;
  const templates = ok(await s.call<{ items: { id: number }[] }>('GET', '/api/admin/shipping-templates', { as: admin })).items;
  const templateBody = ok(await s.call('GET', `/api/admin/shipping-templates/${templates[0]!.id}`, { as: admin }));
  const policies = ok(await s.call<{ items: { slug: string }[] }>('GET', '/api/policies', { as: admin })).items;
  const dataExport = ok(await s.call<{ id: string }>('POST', `/v1/users/${alice.id}/privacy/exports`, { as: alice }), 202);

  return {
    alice,
    bob,
    admin,
    aliceShop,
    ids: {
      user: [alice.id],
      session: sessions.map((x) => x.id),
      order: [awaiting.id, onHold.id, manual.id, toPay.id, claimed.id],
      store: [store.id],
      listing: [listingId],
      pushBatch: [batch.id],
      importItem: items.map((i) => i.id),
      recharge: [cardPending.id, cardPaid.id, bankPending.id, bankSubmitted.id],
      withdrawal: [payout.id],
      stockPurchase: [purchase.id],
      sellerSku: [purchase.lines[0]!.skuId],
      inbound: [inboundDraft.id, inboundShipped.id],
      ticket: [ticket.id],
      claim: [claim.id],
      invoice: invoices.map((i) => i.id),
      sourcing: [pendingRequest.id, quotedRequest.id],
      privateFile: [uploads.document],
      privateProduct: [String(privateProduct.id)],
      teamMember: teamMembers,
      dataExport: [dataExport.id],
    },
    orderItems: Object.fromEntries(
      [awaiting, onHold, manual, toPay, claimed].map((o) => [o.id, o.items.map((i) => i.id)] as [string, string[]]),
    ),
    listingVariants: { [listingId]: listingRows.map((r) => Number(r.variant_id)) },
    uploads,
    notifications: notifications.map((n) => n.id),
    privateProduct,
    publicVariant,
    bobs: {
      store: bobStore.id,
      importItem: bobItem!.id,
      onHoldOrder: bobOrder.id,
      onHoldItem: bobOrder.items[0]!.id,
      bankRecharge: bobBank.id,
    },
    catalogue: {
      productId: catalogueProduct,
      productBody,
      categoryId: leaf.id,
      categoryBody: { parentId: leaf.parentId, nameEn: leaf.nameEn, nameEs: leaf.nameEs, namePt: leaf.namePt, sort: 0 },
      templateId: templates[0]!.id,
      templateBody,
      policySlug: policies[0]?.slug ?? 'terms',
    },
  };
}
