import type { Probe } from './probes.js';
import type { Payload } from './tables.js';
import { MANUAL_ADDRESS } from './env.js';
import type { World } from './world.js';

/** Ids of the same shape as alice's that nothing has. */
export const STRANGER = { ulid: '01J0STRANGERZZZZZZZZZZZZZZ', int: 987_654_321, sku: 'NO-SUCH-SKU-ZZ' };

const CSV_HEADER = 'order_ref,name,address1,city,province_code,postal_code,country_code,phone,email,sku,quantity';
const csvOrder = (sku: string) =>
  `${CSV_HEADER}\nA,Bob Elsewhere,1600 Amphitheatre Parkway,Mountain View,CA,94043,US,+1 650 253 0000,,${sku},1\n`;

/**
 * Alice's ids where an operation takes them in a body or a query, next to bob's own objects. Each call is paired
 * with the same call carrying an id nobody has: the two must answer alike (same status, same body but for the id),
 * which holds both when her id is refused and when it is silently left out, and fails when it is used or revealed.
 */
export function twinProbes(w: World): Probe[] {
  const pv = w.privateProduct;
  /**
   * `reaches`: what the twin's answer holds when it got as far as the check of the id (a refusal code): without it the
   * pair would pass for any early refusal, bob's own object having changed state for instance.
   */
  const pair = (
    op: string,
    note: string,
    reaches: string | undefined,
    mine: string | number,
    strange: string | number,
    make: (id: string) => { url: string; payload: Payload },
  ): Probe => {
    const method = op.split(' ')[0]!;
    return {
      kind: 'twin',
      note,
      swap: [String(mine), String(strange)],
      call: { op, method, ...make(String(mine)) },
      twin: { op: `${op} (twin)`, method, ...make(String(strange)) },
      ...(reaches ? { reaches } : {}),
    };
  };
  const u = STRANGER.ulid;
  const manualBody = (variantId: string) => ({
    json: { items: [{ variantId: Number(variantId), quantity: 1 }], address: MANUAL_ADDRESS },
  });
  return [
    // The known case: a variant of alice's private product mapped onto bob's own order.
    pair(
      'POST /api/orders/{id}/map',
      "alice's private variant onto bob's order",
      'VARIANT_NOT_FOUND',
      pv.variantId,
      STRANGER.int,
      (v) => ({
        url: `/api/orders/${w.bobs.onHoldOrder}/map`,
        payload: { json: { itemId: w.bobs.onHoldItem, variantId: Number(v) } },
      }),
    ),
    pair(
      'POST /api/orders/{id}/map',
      "a line of alice's order mapped through bob's",
      'ORDER_ITEM_NOT_FOUND',
      w.orderItems[w.ids.order[1]!]![0]!,
      u,
      (i) => ({
        url: `/api/orders/${w.bobs.onHoldOrder}/map`,
        payload: { json: { itemId: i, variantId: w.publicVariant.id } },
      }),
    ),
    pair(
      'POST /api/orders/manual',
      "alice's private variant in bob's manual order",
      'VARIANT_NOT_FOUND',
      pv.variantId,
      STRANGER.int,
      (v) => ({
        url: '/api/orders/manual',
        payload: manualBody(v),
      }),
    ),
    pair(
      'POST /api/orders/manual/quote',
      "alice's private variant priced for bob",
      'VARIANT_NOT_FOUND',
      pv.variantId,
      STRANGER.int,
      (v) => ({
        url: '/api/orders/manual/quote',
        payload: manualBody(v),
      }),
    ),
    pair('POST /api/orders/manual/import', "alice's private SKU in bob's CSV", 'SKU_UNKNOWN', pv.sku, STRANGER.sku, (sku) => ({
      url: '/api/orders/manual/import',
      payload: { csv: csvOrder(sku) },
    })),
    pair(
      'POST /api/import-list/items',
      "alice's private product into bob's import list",
      'PRODUCT_NOT_FOUND',
      pv.id,
      STRANGER.int,
      (id) => ({
        url: '/api/import-list/items',
        payload: { json: { productIds: [Number(id)] } },
      }),
    ),
    pair('GET /v1/shipping/template', "shipping of alice's private product", 'PRODUCT_NOT_FOUND', pv.id, STRANGER.int, (id) => ({
      url: `/v1/shipping/template?productId=${id}&country=US`,
      payload: {},
    })),
    pair(
      'GET /v1/shipping/template',
      "shipping of alice's private variant",
      'VARIANT_NOT_FOUND',
      pv.variantId,
      STRANGER.int,
      (id) => ({
        url: `/v1/shipping/template?variantId=${id}&country=US`,
        payload: {},
      }),
    ),
    ...w.ids.order.slice(0, 3).map((id) =>
      pair('POST /api/orders/pay', "alice's order paid from bob's balance", 'ORDER_NOT_FOUND', id, u, (o) => ({
        url: '/api/orders/pay',
        payload: { json: { orderIds: [o] } },
      })),
    ),
    pair('POST /api/import-list/remove', "alice's import list item", 'IMPORT_ITEM_NOT_FOUND', w.ids.importItem[0]!, u, (id) => ({
      url: '/api/import-list/remove',
      payload: { json: { ids: [id] } },
    })),
    pair(
      'POST /api/listings/push',
      "alice's import list item pushed to bob's store",
      'IMPORT_ITEM_NOT_FOUND',
      w.ids.importItem[0]!,
      u,
      (id) => ({
        url: '/api/listings/push',
        payload: { json: { itemIds: [id], storeIds: [w.bobs.store] } },
      }),
    ),
    pair('POST /api/listings/push', "bob's item pushed to alice's store", 'STORE_NOT_FOUND', w.ids.store[0]!, u, (id) => ({
      url: '/api/listings/push',
      payload: { json: { itemIds: [w.bobs.importItem], storeIds: [id] } },
    })),
    pair('POST /api/notifications/read', "alice's notification marked read", '"updated":0', w.notifications[0]!, u, (id) => ({
      url: '/api/notifications/read',
      payload: { json: { ids: [id] } },
    })),
    pair('POST /api/orders/sync', "alice's store pulled", 'STORE_NOT_FOUND', w.ids.store[0]!, u, (id) => ({
      url: '/api/orders/sync',
      payload: { json: { storeId: id } },
    })),
    pair('POST /v1/userTrackSetting', "alice's tracking setting (user id in the body)", 'FORBIDDEN', w.alice.id, u, (id) => ({
      url: '/v1/userTrackSetting',
      payload: { json: { userId: id, notifyCustomer: false, trackingUrlTemplate: 'https://bob.example/{n}', carrierNames: {} } },
    })),
    pair(
      'POST /v1/users/{userId}/source',
      "alice's image in bob's sourcing request",
      'SOURCING_IMAGE_INVALID',
      w.uploads.image,
      u,
      (id) => ({
        url: `/v1/users/${w.bob.id}/source`,
        payload: {
          json: { productUrl: 'https://supplier.example/b', targetCostCents: 100, quantity: 1, images: [`/files/${id}`] },
        },
      }),
    ),
    pair(
      'POST /v1/users/{userId}/praiseCard',
      "alice's praise card design on bob's card",
      'PRAISE_CARD_DESIGN_INVALID',
      w.uploads.praiseCard,
      u,
      (id) => ({
        url: `/v1/users/${w.bob.id}/praiseCard`,
        payload: { json: { enabled: true, designUploadId: id, message: '' } },
      }),
    ),
    pair(
      'POST /api/wallet/recharges/{id}/confirm',
      "alice's proof of transfer on bob's recharge",
      'RECHARGE_PROOF_INVALID',
      w.uploads.document,
      u,
      (id) => ({
        url: `/api/wallet/recharges/${w.bobs.bankRecharge}/confirm`,
        payload: {
          json: {
            transferDate: new Date().toISOString().slice(0, 10),
            amountCents: 50_000,
            payerName: 'Bob Elsewhere',
            proofFileId: id,
          },
        },
      }),
    ),
    ...(['/api/orders', '/api/orders/counts'] as const).flatMap((path) => [
      pair(`GET ${path}`, "filtered by alice's store", undefined, w.ids.store[0]!, u, (id) => ({
        url: `${path}?storeId=${id}`,
        payload: {},
      })),
      pair(`GET ${path}`, "filtered by alice's user id", undefined, w.alice.id, u, (id) => ({
        url: `${path}?userId=${id}`,
        payload: {},
      })),
    ]),
    pair('GET /api/listings', "filtered by alice's store", undefined, w.ids.store[0]!, u, (id) => ({
      url: `/api/listings?storeId=${id}`,
      payload: {},
    })),
    pair('GET /api/invoices', "filtered by alice's user id", undefined, w.alice.id, u, (id) => ({
      url: `/api/invoices?userId=${id}`,
      payload: {},
    })),
  ];
}
