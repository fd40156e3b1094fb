import type { OrderRow } from './orders.repo.js';

type Given = Pick<
  OrderRow,
  | 'id'
  | 'user_id'
  | 'order_no'
  | 'source'
  | 'customer_name'
  | 'ship_name'
  | 'ship_address1'
  | 'ship_city'
  | 'created_at'
  | 'updated_at'
> &
  Partial<OrderRow>;

/** A new order awaiting payment, unpriced (evaluate() prices it), with what is given. */
export function newOrderRow(g: Given): OrderRow {
  return {
    store_id: null,
    store_order_id: null,
    store_order_name: null,
    status: 'awaiting_payment',
    hold_reason: null,
    hold_note: null,
    customer_email: null,
    ship_company: null,
    ship_address2: null,
    ship_province: null,
    ship_province_code: null,
    ship_postal_code: null,
    ship_country: null,
    ship_phone: null,
    address_problems: '[]',
    shipping_method_code: null,
    shipping_method_chosen: 0,
    products_cents: 0,
    shipping_cents: 0,
    praise_card_cents: 0,
    other_fees_cents: 0,
    total_cents: 0,
    paid_cents: 0,
    refunded_cents: 0,
    ioss_number: null,
    store_currency: null,
    store_total_minor: null,
    ledger_tx_id: null,
    invoice_id: null,
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    fulfillment_sync: 'none',
    fulfillment_error: null,
    store_fulfillment_id: null,
    search_text: '',
    item_count: 0,
    first_item_title: null,
    first_item_image: null,
    store_created_at: null,
    store_updated_at: null,
    paid_at: null,
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    redacted_at: null,
    resend_of: null,
    paid_day: null,
    units: 0,
    revenue_cents: null,
    ...g,
  };
}
