import { afterAll, beforeAll, describe } from 'vitest';
import { dropportApp, type ShopifyStandin } from '@dropport/shopify-standin';
import { startSandboxGateway, type SandboxGateway } from '@dropport/sandbox-gateway';
import { engines, startServer, type TestServer } from '../harness.js';
import { productPool } from '../listings-support.js';
import { GOOD_ADDRESS } from '../orders-support.js';
import { MERCHANT, SECRET as GATEWAY_SECRET } from '../sandbox-gateway-support.js';
import { API_KEY, SECRET as SHOPIFY_SECRET, startStandin } from '../stores-support.js';

/** One engine's server with both outside services it talks to: a Shopify stand-in and the sandbox payment gateway. */
export interface Env {
  s: TestServer;
  shopify: ShopifyStandin;
  gateway: SandboxGateway;
}

/** Declares the suite once per engine, each with its own server, database, stand-in and gateway. */
export function describeWithEnv(name: string, body: (get: () => Env) => void) {
  for (const engine of engines()) {
    describe(`${name} [${engine}]`, () => {
      let env: Env | undefined;
      beforeAll(async () => {
        const { shopify } = await startStandin();
        const gateway = await startSandboxGateway({
          port: 0,
          merchants: [{ id: MERCHANT, secret: GATEWAY_SECRET, name: 'Dropport Test' }],
          notifyRetryDelaysMs: [0, 50, 100],
        });
        const s = await startServer(engine, {
          SHOPIFY_HOST: shopify.host,
          SHOPIFY_CA_FILE: shopify.caFile,
          SHOPIFY_API_KEY: API_KEY,
          SHOPIFY_API_SECRET: SHOPIFY_SECRET,
          PAYMENT_GATEWAY_URL: gateway.url,
          PAYMENT_GATEWAY_MERCHANT_ID: MERCHANT,
          PAYMENT_GATEWAY_SECRET: GATEWAY_SECRET,
        });
        shopify.registerApp(dropportApp({ apiKey: API_KEY, secret: SHOPIFY_SECRET, name: 'Dropport Test', appUrl: s.url }));
        env = { s, shopify, gateway };
      });
      afterAll(async () => {
        await env?.shopify.close();
        await env?.gateway.close();
        await env?.s.close();
      });
      body(() => {
        if (!env) throw new Error('not started');
        return env;
      });
    });
  }
}

/** The store orders' address (GOOD_ADDRESS) in the manual order's shape: somewhere the catalogue ships to. */
export const MANUAL_ADDRESS = {
  name: 'Ada Lovelace',
  address1: GOOD_ADDRESS.address1,
  city: GOOD_ADDRESS.city,
  provinceCode: GOOD_ADDRESS.provinceCode,
  postalCode: GOOD_ADDRESS.zip,
  countryCode: GOOD_ADDRESS.countryCode,
  phone: GOOD_ADDRESS.phone,
};

/** Listed, active catalogue products that ship to the United States (where every order here goes), each taken once. */
export async function shippablePool(env: Env): Promise<(() => number) & { last: () => number }> {
  const shippable = await env.s.ctx.db
    .selectFrom('products as p')
    .innerJoin('shipping_template_rules as r', 'r.template_id', 'p.template_id')
    .select('p.id')
    .where('r.country_code', 'in', ['US', '*'])
    .execute();
  const ids = new Set(shippable.map((r) => Number(r.id)));
  const all = await productPool(env);
  const pool: number[] = [];
  for (;;) {
    try {
      const id = all();
      if (ids.has(id)) pool.push(id);
    } catch {
      break;
    }
  }
  const take = () => pool.shift() ?? fail('out of products that ship to the US');
  // The last one: a larger id than the first few, so that it reads as itself wherever an answer shows numbers.
  take.last = () => pool.pop() ?? fail('out of products that ship to the US');
  return take;
}

const fail = (why: string): never => {
  throw new Error(why);
};
