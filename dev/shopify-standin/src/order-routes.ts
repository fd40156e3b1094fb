import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { restOrder } from './order-payloads.js';
import type { OrderAddressRec, OrderCancelReason } from './order-records.js';
import { renderOrderPage } from './order-pages.js';
import type { OrderInput } from './orders.js';
import { errorPage } from './pages.js';
import { SHOP_NAME, type ShopRec } from './shops.js';
import type { StandinCore } from './standin-core.js';

type Params = { shop: string };
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);

const str = z.union([z.string(), z.number()]).nullish();
const RestAddress = z
  .object({
    first_name: str,
    last_name: str,
    company: str,
    address1: str,
    address2: str,
    city: str,
    province: str,
    province_code: str,
    zip: str,
    country_code: str,
    phone: str,
  })
  .partial();
const RestOrderInput = z.object({
  line_items: z.array(
    z.object({
      variant_id: z.union([z.number(), z.string()]),
      quantity: z.coerce.number().int(),
      price: str,
    }),
  ),
  email: str,
  phone: str,
  customer: z.object({ first_name: str, last_name: str, email: str, phone: str }).partial().nullish(),
  shipping_address: RestAddress.nullish(),
  shipping_lines: z.array(z.object({ title: z.string(), price: z.union([z.string(), z.number()]) })).optional(),
});

const s = (v: string | number | null | undefined) => (v === undefined ? undefined : v === null ? null : String(v));

/** Shopify's REST address (snake_case) as the stand-in keeps it; absent fields stay absent. */
function addressOf(a: z.infer<typeof RestAddress>): Partial<OrderAddressRec> {
  const out: Partial<OrderAddressRec> = {
    firstName: s(a.first_name),
    lastName: s(a.last_name),
    company: s(a.company),
    address1: s(a.address1),
    address2: s(a.address2),
    city: s(a.city),
    province: s(a.province),
    provinceCode: s(a.province_code),
    zip: s(a.zip),
    countryCode: s(a.country_code),
    phone: s(a.phone),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

function inputOf(b: z.infer<typeof RestOrderInput>): OrderInput {
  return {
    lineItems: b.line_items.map((l) => ({ variantId: l.variant_id, quantity: l.quantity, price: s(l.price) })),
    email: s(b.email),
    phone: s(b.phone),
    customer: b.customer
      ? {
          firstName: s(b.customer.first_name),
          lastName: s(b.customer.last_name),
          email: s(b.customer.email),
          phone: s(b.customer.phone),
        }
      : null,
    shippingAddress: b.shipping_address ? addressOf(b.shipping_address) : null,
    shippingLines: b.shipping_lines?.map((l) => ({ title: l.title, price: String(l.price) })),
  };
}

const issues = (e: z.ZodError) => e.issues.map((i) => `${i.path.join('.') || 'order'}: ${i.message}`);
const CANCEL_REASONS = ['CUSTOMER', 'DECLINED', 'FRAUD', 'INVENTORY', 'OTHER', 'STAFF'];
const reasonOf = (v: unknown): OrderCancelReason =>
  typeof v === 'string' && CANCEL_REASONS.includes(v.toUpperCase()) ? (v.toUpperCase() as OrderCancelReason) : 'CUSTOMER';

/**
 * Ways to make and change orders without a storefront: REST-shaped JSON for tests and scripts
 * (POST/GET /store/{name}/admin/orders.json, GET|PUT /orders/{id}.json, POST /orders/{id}/cancel.json; bodies may be
 * wrapped in {order} as Shopify's REST API wraps them) and the admin's forms and order page.
 */
export function orderRoutes(app: FastifyInstance, core: StandinCore) {
  const orders = core.orders;
  const shopOf = (name: string): ShopRec | undefined => (SHOP_NAME.test(name) ? core.shops.get(name) : undefined);
  const jsonId = (param: string) => /^(\d+)\.json$/.exec(param)?.[1];

  app.post<{ Params: Params; Body: unknown }>('/store/:shop/admin/orders.json', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return reply.status(404).send({ errors: 'Not Found' });
    const raw = (req.body ?? {}) as { order?: unknown };
    const parsed = RestOrderInput.safeParse(raw.order ?? raw);
    if (!parsed.success) return reply.status(422).send({ errors: { order: issues(parsed.error) } });
    const made = orders.create(shop, inputOf(parsed.data));
    if ('errors' in made) return reply.status(422).send({ errors: made.errors });
    return reply.status(201).send({ order: restOrder(shop, made.order) });
  });
  app.get<{ Params: Params }>('/store/:shop/admin/orders.json', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return reply.status(404).send({ errors: 'Not Found' });
    return { orders: shop.orders.map((o) => restOrder(shop, o)) };
  });
  // /orders/{id}.json is JSON; /orders/{id} is the order's page in the admin.
  app.get<{ Params: Params & { id: string } }>('/store/:shop/admin/orders/:id', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    const id = jsonId(req.params.id);
    const order = shop && orders.find(shop, id ?? req.params.id);
    if (id) return shop && order ? { order: restOrder(shop, order) } : reply.status(404).send({ errors: 'Not Found' });
    if (!shop || !order) return html(reply, 404, errorPage('There is no such order in this shop.'));
    return html(reply, 200, renderOrderPage(shop, order));
  });
  app.put<{ Params: Params & { id: string }; Body: unknown }>('/store/:shop/admin/orders/:id', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    const id = jsonId(req.params.id);
    const order = shop && id ? orders.find(shop, id) : undefined;
    if (!shop || !order) return reply.status(404).send({ errors: 'Not Found' });
    const raw = (req.body ?? {}) as { order?: { shipping_address?: unknown }; shipping_address?: unknown };
    const parsed = RestAddress.safeParse(raw.order?.shipping_address ?? raw.shipping_address);
    if (!parsed.success) return reply.status(422).send({ errors: { shipping_address: issues(parsed.error) } });
    orders.updateAddress(shop, order, addressOf(parsed.data));
    return { order: restOrder(shop, order) };
  });
  app.post<{ Params: Params & { id: string }; Body: { reason?: unknown } | undefined }>(
    '/store/:shop/admin/orders/:id/cancel.json',
    async (req, reply) => {
      const shop = shopOf(req.params.shop);
      const order = shop && orders.find(shop, req.params.id);
      if (!shop || !order) return reply.status(404).send({ errors: 'Not Found' });
      if (!orders.cancel(shop, order, reasonOf(req.body?.reason))) {
        return reply.status(422).send({ error: 'Cannot cancel an order that has been cancelled' });
      }
      return { order: restOrder(shop, order) };
    },
  );

  // The admin's forms.
  app.post<{ Params: Params; Body: Record<string, string | undefined> }>('/store/:shop/admin/orders', async (req, reply) => {
    const shop = shopOf(req.params.shop);
    if (!shop) return html(reply, 404, errorPage('There is no shop at this address.'));
    const f = req.body ?? {};
    const buyer = { firstName: f.first_name, lastName: f.last_name, email: f.email, phone: f.phone };
    const made = orders.create(shop, {
      lineItems: [{ variantId: f.variant_id ?? '', quantity: Number(f.quantity ?? 1) }],
      email: f.email,
      phone: f.phone,
      customer: buyer,
      shippingAddress: addressOf(f),
    });
    if ('errors' in made) return html(reply, 400, errorPage(Object.values(made.errors).flat().join(' ')));
    return reply.redirect(`/store/${shop.name}/admin#order-${made.order.id}`, 303);
  });
  app.post<{ Params: Params & { id: string }; Body: { back?: string } | undefined }>(
    '/store/:shop/admin/orders/:id/cancel',
    async (req, reply) => {
      const shop = shopOf(req.params.shop);
      const order = shop && orders.find(shop, req.params.id);
      if (!shop || !order) return html(reply, 404, errorPage('There is no such order in this shop.'));
      orders.cancel(shop, order, 'CUSTOMER');
      const to =
        req.body?.back === 'order'
          ? `/store/${shop.name}/admin/orders/${order.id}`
          : `/store/${shop.name}/admin#order-${order.id}`;
      return reply.redirect(to, 303);
    },
  );
  app.post<{ Params: Params & { id: string }; Body: Record<string, string | undefined> }>(
    '/store/:shop/admin/orders/:id/address',
    async (req, reply) => {
      const shop = shopOf(req.params.shop);
      const order = shop && orders.find(shop, req.params.id);
      if (!shop || !order) return html(reply, 404, errorPage('There is no such order in this shop.'));
      orders.updateAddress(shop, order, addressOf(req.body ?? {}));
      return reply.redirect(`/store/${shop.name}/admin/orders/${order.id}`, 303);
    },
  );
}
