import { countryName, fullName } from './order-payloads.js';
import { displayFulfillmentStatus, type FulfillmentRec, type OrderAddressRec, type OrderRec } from './order-records.js';
import { esc, money, page } from './pages.js';
import type { ShopRec } from './shops.js';

/**
 * The orders part of the shop admin, for people and browser tests. Stable hooks: the form #create-order (fields
 * variant_id, quantity, first_name, last_name, email, phone, address1, city, province_code, zip, country_code), rows
 * tr[data-order-name="#1001"] (also data-order-id, data-financial-status, data-fulfillment-status, data-cancelled),
 * and per fulfillment .tracking[data-tracking-company][data-tracking-number][data-tracking-url].
 */

/** A plausible buyer, so one click makes an order. */
export const SAMPLE_BUYER = {
  first_name: 'Jordan',
  last_name: 'Lee',
  email: 'jordan.lee@example.com',
  phone: '+1 650 253 0000',
  address1: '1600 Amphitheatre Parkway',
  city: 'Mountain View',
  province_code: 'CA',
  zip: '94043',
  country_code: 'US',
} as const;

const STATUS_TEXT: Record<string, string> = {
  PAID: 'Paid',
  FULFILLED: 'Fulfilled',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
  UNFULFILLED: 'Unfulfilled',
};
const statusText = (s: string) => STATUS_TEXT[s] ?? s;
const base = (shop: ShopRec) => `/store/${esc(shop.name)}/admin`;

function trackingCells(fulfillments: FulfillmentRec[]): string {
  return fulfillments
    .flatMap((f) =>
      (f.trackingInfo.length ? f.trackingInfo : [{ company: null, number: null, url: null }]).map(
        (t) =>
          `<div class="tracking" data-fulfillment-id="${f.id}" data-fulfillment-name="${esc(f.name)}" data-tracking-company="${esc(t.company ?? '')}" data-tracking-number="${esc(t.number ?? '')}" data-tracking-url="${esc(t.url ?? '')}">
            <span class="tracking-company">${esc(t.company ?? 'No carrier')}</span>
            ${t.number ? (t.url ? `<a class="tracking-number" href="${esc(t.url)}" target="_blank" rel="noopener">${esc(t.number)}</a>` : `<span class="tracking-number">${esc(t.number)}</span>`) : '<span class="muted">no tracking number</span>'}
          </div>`,
      ),
    )
    .join('');
}

const cancelForm = (shop: ShopRec, o: OrderRec, back: 'admin' | 'order') =>
  o.cancelledAt
    ? ''
    : `<form class="inline" method="post" action="${base(shop)}/orders/${o.id}/cancel"><input type="hidden" name="back" value="${back}"><button class="danger" data-action="cancel-order">Cancel order</button></form>`;

const fulfillmentText = (o: OrderRec) => (o.cancelledAt ? 'Cancelled' : statusText(displayFulfillmentStatus(o)));

function orderRow(shop: ShopRec, o: OrderRec): string {
  const who = fullName(o.customer?.firstName ?? null, o.customer?.lastName ?? null);
  const items = o.lineItems
    .map(
      (l) =>
        `<div data-sku="${esc(l.sku ?? '')}">${l.quantity} × ${esc(l.title)}${l.variantTitle ? ` — ${esc(l.variantTitle)}` : ''}${l.sku ? ` <code>${esc(l.sku)}</code>` : ''}</div>`,
    )
    .join('');
  return `<tr id="order-${o.id}" data-order-id="${o.id}" data-order-name="${esc(o.name)}" data-financial-status="${o.financialStatus}" data-fulfillment-status="${displayFulfillmentStatus(o)}" data-cancelled="${o.cancelledAt ? 'true' : 'false'}">
    <td><a class="order-name" href="${base(shop)}/orders/${o.id}">${esc(o.name)}</a><div class="muted">${esc(o.createdAt.slice(0, 16).replace('T', ' '))}</div></td>
    <td class="order-customer">${esc(who ?? '—')}<div class="muted">${esc(o.email ?? '')}</div></td>
    <td class="order-country">${esc(o.shippingAddress?.countryCode ?? '—')}</td>
    <td class="order-items">${items}</td>
    <td class="order-total">${esc(money(o.totalPrice, o.currency))}</td>
    <td class="order-financial-status">${statusText(o.financialStatus)}</td>
    <td class="order-fulfillment-status">${fulfillmentText(o)}</td>
    <td class="order-tracking">${trackingCells(o.fulfillments)}</td>
    <td>${cancelForm(shop, o, 'admin')}</td></tr>`;
}

function createForm(shop: ShopRec): string {
  const options = shop.products
    .flatMap((p) =>
      p.variants.map((v) => {
        const label = `${p.title} — ${v.optionValues.join(' / ')}${v.sku ? ` (${v.sku})` : ''}`;
        return `<option value="${v.id}">${esc(label)}</option>`;
      }),
    )
    .join('');
  if (!options) return '<p class="muted">Orders need a product: list one here from Dropport first.</p>';
  const field = (name: keyof typeof SAMPLE_BUYER, label: string, size = 14) =>
    `<label>${label} <input name="${name}" value="${esc(SAMPLE_BUYER[name])}" size="${size}"></label>`;
  return `<form id="create-order" method="post" action="${base(shop)}/orders" style="display:flex;flex-wrap:wrap;gap:8px;align-items:end;margin-bottom:12px">
    <label>Product <select name="variant_id" required>${options}</select></label>
    <label>Quantity <input name="quantity" type="number" min="1" max="100" value="1" size="3" required></label>
    ${field('first_name', 'First name', 10)} ${field('last_name', 'Last name', 10)} ${field('email', 'Email', 22)}
    ${field('phone', 'Phone')} ${field('address1', 'Address', 24)} ${field('city', 'City')}
    ${field('province_code', 'Province code', 4)} ${field('zip', 'ZIP', 7)} ${field('country_code', 'Country code', 3)}
    <button type="submit" class="primary" id="create-order-submit">Create order</button></form>`;
}

/** The "Orders" card of the shop admin: the create form and every order, newest first. */
export function renderOrdersCard(shop: ShopRec): string {
  const rows = [...shop.orders]
    .reverse()
    .map((o) => orderRow(shop, o))
    .join('');
  return `<div class="card" id="orders"><h2>Orders</h2>${createForm(shop)}${
    rows
      ? `<table aria-label="Orders"><thead><tr><th>Order</th><th>Customer</th><th>Country</th><th>Items</th><th>Total</th><th>Payment</th><th>Fulfillment</th><th>Tracking</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p class="muted">No orders yet.</p>'
  }</div>`;
}

function addressForm(shop: ShopRec, o: OrderRec): string {
  const a: Partial<OrderAddressRec> = o.shippingAddress ?? {};
  const fields: [keyof OrderAddressRec, string, string][] = [
    ['firstName', 'first_name', 'First name'],
    ['lastName', 'last_name', 'Last name'],
    ['company', 'company', 'Company'],
    ['address1', 'address1', 'Address'],
    ['address2', 'address2', 'Apartment, suite'],
    ['city', 'city', 'City'],
    ['province', 'province', 'Province'],
    ['provinceCode', 'province_code', 'Province code'],
    ['zip', 'zip', 'ZIP'],
    ['countryCode', 'country_code', 'Country code'],
    ['phone', 'phone', 'Phone'],
  ];
  const inputs = fields
    .map(([k, name, label]) => `<label>${label} <input name="${name}" value="${esc(a[k] ?? '')}"></label>`)
    .join(' ');
  return `<form id="order-address" method="post" action="${base(shop)}/orders/${o.id}/address" style="display:flex;flex-wrap:wrap;gap:8px;align-items:end">${inputs}
    <button type="submit" id="order-address-submit">Save address</button></form>`;
}

/** One order: customer, address (editable), items, fulfillment orders and fulfillments with their tracking. */
export function renderOrderPage(shop: ShopRec, o: OrderRec): string {
  const a = o.shippingAddress;
  const lines = o.lineItems
    .map(
      (l) =>
        `<tr data-line-item-id="${l.id}" data-sku="${esc(l.sku ?? '')}"><td>${esc(l.title)}${l.variantTitle ? `<div class="muted">${esc(l.variantTitle)}</div>` : ''}</td><td><code>${esc(l.sku ?? '')}</code></td><td>${l.quantity}</td><td>${esc(money(l.price, o.currency))}</td></tr>`,
    )
    .join('');
  const fos = o.fulfillmentOrders
    .map(
      (fo) =>
        `<tr data-fulfillment-order-id="${fo.id}" data-status="${fo.status}"><td><code>${fo.id}</code></td><td>${fo.status}</td><td>${fo.lineItems.map((l) => `${l.remainingQuantity} of ${l.totalQuantity} left`).join('<br>')}</td></tr>`,
    )
    .join('');
  const shipped = o.fulfillments
    .map(
      (f) =>
        `<tr data-fulfillment-id="${f.id}"><td>${esc(f.name)}</td><td>${f.status}</td><td>${esc(f.createdAt)}</td><td class="order-tracking">${trackingCells([f])}</td><td>${f.notifyCustomer ? 'Customer notified' : ''}</td></tr>`,
    )
    .join('');
  const address = a
    ? [
        fullName(a.firstName, a.lastName),
        a.company,
        a.address1,
        a.address2,
        [a.city, a.provinceCode, a.zip].filter(Boolean).join(' '),
        countryName(a.countryCode),
        a.phone,
      ]
        .filter(Boolean)
        .map((x) => esc(x!))
        .join('<br>')
    : '<span class="muted">No shipping address</span>';
  return page(
    `${o.name} · ${shop.title}`,
    `<div class="card" id="order" data-order-id="${o.id}" data-order-name="${esc(o.name)}" data-fulfillment-status="${displayFulfillmentStatus(o)}" data-cancelled="${o.cancelledAt ? 'true' : 'false'}">
      <p><a href="${base(shop)}#orders">← ${esc(shop.title)}</a></p>
      <h1>${esc(o.name)}</h1>
      <p class="muted">${esc(o.createdAt)} · updated ${esc(o.updatedAt)} · <code>gid://shopify/Order/${o.id}</code></p>
      <p><b>${statusText(o.financialStatus)}</b> · <b class="order-fulfillment-status">${fulfillmentText(o)}</b>${o.cancelledAt ? ` · cancelled ${esc(o.cancelledAt)} (${esc(o.cancelReason ?? '')})` : ''} · total <b>${esc(money(o.totalPrice, o.currency))}</b></p>
      ${cancelForm(shop, o, 'order')}</div>
    <div class="card"><h2>Customer</h2><p>${esc(fullName(o.customer?.firstName ?? null, o.customer?.lastName ?? null) ?? '—')}<br>${esc(o.email ?? '')}<br>${esc(o.phone ?? '')}</p>
      <h2>Shipping address</h2><p class="order-address">${address}</p>${addressForm(shop, o)}</div>
    <div class="card"><h2>Items</h2><table aria-label="Items"><thead><tr><th>Item</th><th>SKU</th><th>Quantity</th><th>Price</th></tr></thead><tbody>${lines}</tbody></table>
      <p class="muted">Shipping: ${o.shippingLines.map((l) => `${esc(l.title)} ${esc(money(l.price, o.currency))}`).join(', ')}</p></div>
    <div class="card"><h2>Fulfillment orders</h2><table aria-label="Fulfillment orders"><tbody>${fos}</tbody></table></div>
    <div class="card" id="fulfillments"><h2>Fulfillments</h2>${
      shipped
        ? `<table aria-label="Fulfillments"><thead><tr><th>Name</th><th>Status</th><th>Created</th><th>Tracking</th><th></th></tr></thead><tbody>${shipped}</tbody></table>`
        : '<p class="muted">Nothing shipped yet.</p>'
    }</div>`,
  );
}
