import { lineSourceOf } from '../cloud-warehouse/stock-allocation.js';
import type { z } from 'zod';
import type {
  AddressProblem,
  AdminOrderSummary,
  HoldReason,
  OrderAddress,
  OrderAddressInput,
  OrderCosts,
  OrderDetail,
  OrderSummary,
} from '@dropport/contracts';
import { iso, isoOrNull } from '../../lib/time.js';
import type { CheckpointRow, OrderItemRow, OrderRow, PageRow } from './orders.repo.js';
import type { eventsOf } from './orders.repo.js';
import type { ShippingOption } from './order-costs.js';
import { provinceColumns } from './address-check.js';

const n = (v: number | null) => (v === null ? null : Number(v));

type AddressInput = z.output<typeof OrderAddressInput>;

/** A typed address (an edit, a manual order) in the order's shipping columns. */
export const shipColumnsOf = (a: AddressInput) => ({
  ship_name: a.name,
  ship_company: a.company ?? null,
  ship_address1: a.address1,
  ship_address2: a.address2 ?? null,
  ship_city: a.city,
  ...provinceColumns(a.countryCode, a.province, a.provinceCode),
  ship_postal_code: a.postalCode ?? null,
  ship_country: a.countryCode,
  ship_phone: a.phone ?? null,
});

/** The cost columns as the API shows them. */
export const costsOf = (o: OrderRow): OrderCosts => ({
  productsCents: o.products_cents,
  shippingCents: o.shipping_cents,
  praiseCardCents: o.praise_card_cents,
  otherFeesCents: o.other_fees_cents,
  totalCents: o.total_cents,
});

export function addressOf(o: OrderRow): OrderAddress {
  return {
    name: o.ship_name,
    company: o.ship_company,
    address1: o.ship_address1,
    address2: o.ship_address2,
    city: o.ship_city,
    province: o.ship_province,
    provinceCode: o.ship_province_code,
    postalCode: o.ship_postal_code,
    countryCode: o.ship_country,
    phone: o.ship_phone,
  };
}

export function toSummary(o: OrderRow, store: { name: string | null; domain: string | null }): OrderSummary {
  return {
    id: o.id,
    orderNo: o.order_no,
    source: o.source,
    store: o.store_id && store.name ? { id: o.store_id, name: store.name, shopDomain: store.domain ?? '' } : null,
    storeOrderName: o.store_order_name,
    status: o.status,
    holdReason: o.hold_reason as HoldReason | null,
    holdNote: o.hold_note,
    customerName: o.customer_name,
    countryCode: o.ship_country,
    itemCount: Number(o.item_count),
    firstItemTitle: o.first_item_title,
    firstItemImage: o.first_item_image,
    shippingMethodCode: o.shipping_method_code,
    costs: costsOf(o),
    currency: 'USD',
    carrier: o.carrier,
    trackingNumber: o.tracking_number,
    trackingUrl: o.tracking_url,
    fulfillmentSync: o.fulfillment_sync,
    deliveredAt: isoOrNull(n(o.delivered_at)),
    createdAt: iso(Number(o.created_at)),
    paidAt: isoOrNull(n(o.paid_at)),
    shippedAt: isoOrNull(n(o.shipped_at)),
    updatedAt: iso(Number(o.updated_at)),
  };
}

export const pageRowSummary = (r: PageRow): AdminOrderSummary => ({
  ...toSummary(r, { name: r.store_name, domain: r.store_domain }),
  sellerId: r.user_id,
  sellerEmail: r.seller_email,
});

export function toDetail(
  o: OrderRow,
  store: { name: string | null; domain: string | null },
  items: OrderItemRow[],
  events: Awaited<ReturnType<typeof eventsOf>>,
  checkpoints: CheckpointRow[],
  shippingOptions: ShippingOption[],
): OrderDetail {
  return {
    ...toSummary(o, store),
    customerEmail: o.customer_email,
    address: o.redacted_at ? null : addressOf(o),
    addressProblems: JSON.parse(o.address_problems) as AddressProblem[],
    items: items.map((i) => ({
      id: i.id,
      title: i.title,
      variantTitle: i.variant_title,
      sku: i.sku,
      quantity: Number(i.quantity),
      image: i.image,
      productId: n(i.product_id),
      variantId: n(i.variant_id),
      unitCostCents: n(i.unit_cost_cents),
      storeUnitPriceMinor: n(i.store_unit_price_minor),
      sellerSkuId: i.seller_sku_id,
      source: lineSourceOf(i.source),
    })),
    shippingOptions,
    iossNumber: o.ioss_number,
    storeCurrency: o.store_currency,
    storeTotalMinor: n(o.store_total_minor),
    refundedCents: o.refunded_cents,
    invoiceId: o.invoice_id,
    fulfillmentError: o.fulfillment_error,
    checkpoints: checkpoints.map((c) => ({ id: c.id, at: iso(Number(c.at)), location: c.location, description: c.description })),
    events: events.map((e) => ({
      id: e.id,
      from: e.from_status,
      to: e.to_status,
      action: e.action,
      actor: e.actor,
      actorEmail: e.actor_email ?? null,
      note: e.note,
      createdAt: iso(Number(e.created_at)),
    })),
  };
}
