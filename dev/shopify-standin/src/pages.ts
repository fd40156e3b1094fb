import type { WebhookDelivery } from './webhooks.js';
import { renderOrdersCard } from './order-pages.js';
import { shopDomain, type ShopRec, type StandinApp } from './shops.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Shop currencies the stand-in offers on its settings form. */
export const STANDIN_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'BRL', 'MXN', 'JPY', 'CHF', 'SEK'] as const;

const SCOPE_TEXT: Record<string, string> = {
  read_products: 'View products, variants and collections',
  write_products: 'Create, edit and delete products, variants and collections',
  read_inventory: 'View inventory and inventory items',
  write_inventory: 'Edit inventory quantities',
  read_locations: 'View store locations',
  read_orders: 'View orders',
  write_orders: 'Edit orders',
  read_customers: 'View customers',
  write_fulfillments: 'Fulfil orders',
  read_merchant_managed_fulfillment_orders: 'View fulfillment orders at your locations',
  write_merchant_managed_fulfillment_orders: 'Fulfil orders from your locations',
};

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f2f4;color:#303030}
header{background:#1a1a1a;color:#fff;padding:10px 24px;display:flex;gap:12px;align-items:center}
header b{color:#95bf47}header .badge{margin-left:auto;font-size:12px;background:#fef3c7;color:#92400e;border-radius:6px;padding:2px 8px}
main{max-width:960px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:20px 24px;margin-bottom:16px}
h1{font-size:22px;margin:0 0 8px}h2{font-size:17px;margin:0 0 10px}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{text-align:left;padding:6px 8px;border-bottom:1px solid #e3e3e3;vertical-align:top}
button,.button{display:inline-block;padding:8px 14px;border:0;border-radius:8px;background:#303030;color:#fff;font:600 14px system-ui,sans-serif;cursor:pointer;text-decoration:none}
.primary{background:#008060}.danger{background:#c5280c}.link{background:none;color:#005bd3;padding:0}
form.inline{display:inline}input,select{padding:7px 10px;border:1px solid #8a8a8a;border-radius:8px;font:inherit}
ul.scopes{padding-left:20px}.muted{color:#616161;font-size:13px}.error{background:#fee9e8;color:#8e1f0b;border-radius:8px;padding:10px 12px}
code{font-family:ui-monospace,Menlo,monospace;font-size:13px}
`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Shopify stand-in</title><style>${STYLE}</style></head>
<body><header><b>shopify</b><span>stand-in</span><span class="badge">LOCAL TEST SERVER</span></header><main>${body}</main></body></html>`;
}

export function errorPage(message: string): string {
  return page('Error', `<div class="card"><h1>Oauth error</h1><div class="error" role="alert">${esc(message)}</div></div>`);
}

export interface AuthorizeView {
  shop: ShopRec;
  app: StandinApp;
  scopes: string[];
  /** The query fields the Install form posts back. */
  fields: Record<string, string>;
}

/** The install page: which app asks for which access to which shop, with Install and Cancel. */
export function renderAuthorize(v: AuthorizeView): string {
  const hidden = Object.entries(v.fields)
    .map(([k, val]) => `<input type="hidden" name="${esc(k)}" value="${esc(val)}">`)
    .join('');
  const scopes = v.scopes
    .map((s) => `<li>${esc(SCOPE_TEXT[s] ?? s)} <span class="muted">(<code>${esc(s)}</code>)</span></li>`)
    .join('');
  return page(
    `Install ${v.app.name}`,
    `<div class="card">
      <p class="muted">${esc(v.shop.title)} · ${esc(shopDomain(v.shop.name))}</p>
      <h1>Install ${esc(v.app.name)}</h1>
      <p>${esc(v.app.name)} will be able to:</p>
      <ul class="scopes">${scopes}</ul>
      <form method="post" action="/store/${esc(v.shop.name)}/admin/oauth/authorize">${hidden}
        <button type="submit" class="primary">Install app</button>
        <a class="button link" href="/store/${esc(v.shop.name)}/admin">Cancel</a>
      </form>
    </div>`,
  );
}

export const money = (amount: string, currency: string) => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
};

/** The shop's admin: settings, installed apps (revoke, uninstall, open), products with prices, orders, webhooks sent. */
export function renderShopAdmin(shop: ShopRec, apps: StandinApp[], deliveries: readonly WebhookDelivery[]): string {
  const base = `/store/${esc(shop.name)}/admin`;
  const currencies = STANDIN_CURRENCIES.map((c) => `<option${c === shop.currency ? ' selected' : ''}>${c}</option>`).join('');
  const appRows = apps
    .map((app) => {
      const install = shop.installs.find((i) => i.apiKey === app.apiKey);
      const state = !install ? 'Not installed' : install.revokedAt ? 'Installed, access token revoked' : 'Installed';
      const actions = install
        ? `<form class="inline" method="post" action="${base}/apps/${esc(app.apiKey)}/revoke"><button class="danger">Revoke access token</button></form>
           <form class="inline" method="post" action="${base}/apps/${esc(app.apiKey)}/uninstall"><button class="danger">Uninstall</button></form>`
        : '';
      return `<tr><td>${esc(app.name)}<div class="muted"><code>${esc(app.apiKey)}</code></div></td><td>${state}${install ? `<div class="muted">${esc(install.scopes.join(', '))}</div>` : ''}</td>
        <td><a class="button primary" href="${base}/oauth/install?client_id=${encodeURIComponent(app.apiKey)}">Open ${esc(app.name)}</a> ${actions}</td></tr>`;
    })
    .join('');
  const productRows = shop.products
    .map((p) => {
      const variants = p.variants
        .map(
          (v) =>
            `<div data-variant="${esc(v.sku ?? '')}">${esc(v.optionValues.join(' / '))}${v.sku ? ` <code>${esc(v.sku)}</code>` : ''}: <b>${esc(money(v.price, shop.currency))}</b>${v.compareAtPrice ? ` <s class="muted">${esc(money(v.compareAtPrice, shop.currency))}</s>` : ''} · ${v.available[String(shop.locationId)] ?? 0} available</div>`,
        )
        .join('');
      return `<tr data-product="${esc(p.handle)}"><td>${p.media[0] ? `<img src="${esc(p.media[0].url)}" alt="" width="48" height="48" style="object-fit:cover;border-radius:6px">` : ''}</td>
        <td><b>${esc(p.title)}</b><div class="muted">${esc(p.handle)} · ${p.status}</div></td><td>${variants}</td>
        <td><form method="post" action="${base}/products/${p.id}/delete"><button class="danger">Delete</button></form></td></tr>`;
    })
    .join('');
  const hookRows = deliveries
    .filter((d) => d.shop === shopDomain(shop.name))
    .slice(-20)
    .reverse()
    .map(
      (d) =>
        `<tr><td><code>${esc(d.topic)}</code></td><td><code>${esc(d.webhookId)}</code></td><td>${d.delivered ? 'Delivered' : d.done ? 'Failed' : 'Sending'} (${esc(String(d.last ?? '–'))})</td>
        <td><form method="post" action="${base}/webhooks/${esc(d.webhookId)}/redeliver"><button>Send again</button></form></td></tr>`,
    )
    .join('');
  return page(
    shop.title,
    `<div class="card"><h1>${esc(shop.title)}</h1><p class="muted">${esc(shopDomain(shop.name))} · currency ${esc(shop.currency)}</p>
      <form method="post" action="${base}/settings"><label>Store name <input name="title" value="${esc(shop.title)}" required></label>
        <label>Currency <select name="currency">${currencies}</select></label> <button>Save</button></form></div>
    <div class="card"><h2>Apps</h2>${appRows ? `<table><tbody>${appRows}</tbody></table>` : '<p class="muted">No app is registered with this stand-in.</p>'}</div>
    <div class="card"><h2>Products</h2>${
      productRows
        ? `<table aria-label="Products"><thead><tr><th></th><th>Product</th><th>Variants and prices</th><th></th></tr></thead><tbody>${productRows}</tbody></table>`
        : '<p class="muted">No products yet.</p>'
    }</div>
    ${renderOrdersCard(shop)}
    <div class="card"><h2>Privacy requests</h2><form id="privacy" method="post" action="${base}/privacy"><select name="topic">
      <option>customers/data_request</option><option>customers/redact</option><option value="shop/redact">shop/redact (uninstalls the app first)</option></select>
      ${customerSelect(shop)} <button>Send to apps</button></form></div>
    <div class="card"><h2>Webhooks sent</h2>${hookRows ? `<table><tbody>${hookRows}</tbody></table>` : '<p class="muted">None yet.</p>'}</div>`,
  );
}

/** Whom a customer privacy request names: one of the shop's buyers (with their orders), or Shopify's sample. */
function customerSelect(shop: ShopRec): string {
  if (shop.customers.length === 0) return '';
  const options = shop.customers
    .map((c) => {
      const count = shop.orders.filter((o) => o.customer?.id === c.id).length;
      const who = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.email || String(c.id);
      return `<option value="${c.id}">${esc(who)}${c.email ? ` &lt;${esc(c.email)}&gt;` : ''} · ${count} order${count === 1 ? '' : 's'}</option>`;
    })
    .join('');
  return `<label>Customer <select name="customer_id">${options}<option value="">Shopify's sample customer</option></select></label>`;
}

export function renderHome(shops: ShopRec[]): string {
  const rows = shops
    .map(
      (s) =>
        `<li><a href="/store/${esc(s.name)}/admin">${esc(s.title)}</a> <span class="muted">${esc(shopDomain(s.name))}</span></li>`,
    )
    .join('');
  return page(
    'Shops',
    `<div class="card"><h1>Shopify stand-in</h1><p>Every shop <code>name.myshopify.com</code> exists here: open one, or link it from Dropport.</p>
      <form method="get" action="/open"><input name="shop" placeholder="my-store" required> <button>Open shop admin</button></form></div>
     <div class="card"><h2>Shops</h2>${rows ? `<ul>${rows}</ul>` : '<p class="muted">No shop has been used yet.</p>'}</div>`,
  );
}
