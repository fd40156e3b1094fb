import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CustomerRec, OrderRec } from './order-records.js';

/** An app the stand-in knows (what a Partner dashboard / shopify.app.toml would declare). */
export interface StandinApp {
  apiKey: string;
  secret: string;
  name: string;
  /** The App URL: where "open the app" and an install begun in the shop admin send the merchant. */
  appUrl: string;
  /** Allowed OAuth redirect URIs (exact match). */
  redirectUrls: string[];
  /** Where app/uninstalled, products/delete and the privacy topics are delivered; null sends none. */
  webhookUrl: string | null;
}

export interface VariantRec {
  id: number;
  title: string;
  sku: string | null;
  price: string;
  compareAtPrice: string | null;
  /** One value per product option, in option order. */
  optionValues: string[];
  inventoryItemId: number;
  tracked: boolean;
  /** Available quantity per location id. */
  available: Record<string, number>;
  position: number;
  createdAt: string;
  updatedAt: string;
}

export interface MediaRec {
  id: number;
  url: string;
  alt: string | null;
}

export interface OptionRec {
  id: number;
  name: string;
  values: { id: number; name: string }[];
}

export type ProductStatus = 'ACTIVE' | 'DRAFT' | 'ARCHIVED';

export interface ProductRec {
  id: number;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  status: ProductStatus;
  options: OptionRec[];
  variants: VariantRec[];
  media: MediaRec[];
  createdAt: string;
  updatedAt: string;
}

export interface InstallRec {
  apiKey: string;
  scopes: string[];
  token: string;
  /** Set when the merchant (or a test) revoked the token: the Admin API answers 401 to it. */
  revokedAt: string | null;
  installedAt: string;
}

export interface ShopRec {
  /** `name` of name.myshopify.com. */
  name: string;
  title: string;
  currency: string;
  email: string;
  id: number;
  locationId: number;
  products: ProductRec[];
  installs: InstallRec[];
  orders: OrderRec[];
  /** Buyers, one per email address: their orders name them (customers/redact lists them). */
  customers: CustomerRec[];
  /** The number the next order gets ("#1001" first). */
  nextOrderNumber: number;
}

interface Persisted {
  nextId: number;
  /** Files written before orders existed lack the order fields. */
  shops: (Omit<ShopRec, 'orders' | 'customers' | 'nextOrderNumber'> & Partial<ShopRec>)[];
}

export interface AuthCode {
  code: string;
  shop: string;
  apiKey: string;
  scopes: string[];
  expiresAt: number;
  used: boolean;
}

export const SHOP_NAME = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const shopDomain = (name: string) => `${name}.myshopify.com`;

const titleOf = (name: string) =>
  name
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/**
 * Every shop the stand-in has, in memory and (when given a file) in a JSON file, so a restart of the demo keeps the
 * shops, their products and the tokens apps hold. Any valid shop name exists: it is made on first use.
 */
export class ShopStore {
  private readonly shops = new Map<string, ShopRec>();
  private readonly codes = new Map<string, AuthCode>();
  private nextId = 8_000_000_001;
  private saveTimer: NodeJS.Timeout | undefined;

  constructor(private readonly file: string | null) {
    if (file && fs.existsSync(file)) {
      try {
        const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Persisted;
        this.nextId = Math.max(this.nextId, data.nextId);
        for (const s of data.shops) {
          this.shops.set(s.name, {
            ...s,
            orders: s.orders ?? [],
            customers: s.customers ?? [],
            nextOrderNumber: s.nextOrderNumber ?? 1001,
          });
        }
      } catch {
        // A damaged file starts the stand-in empty rather than not at all.
      }
    }
  }

  id(): number {
    return this.nextId++;
  }

  list(): ShopRec[] {
    return [...this.shops.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  find(name: string): ShopRec | undefined {
    return this.shops.get(name);
  }

  /** The shop of that name, made with a title from its name and USD when it is new. */
  get(name: string, seed: { title?: string; currency?: string } = {}): ShopRec {
    let shop = this.shops.get(name);
    if (!shop) {
      shop = {
        name,
        title: seed.title ?? titleOf(name),
        currency: seed.currency ?? 'USD',
        email: `owner@${name}.example`,
        id: this.id(),
        locationId: this.id(),
        products: [],
        installs: [],
        orders: [],
        customers: [],
        nextOrderNumber: 1001,
      };
      this.shops.set(name, shop);
      this.changed();
    }
    return shop;
  }

  issueCode(shop: string, apiKey: string, scopes: string[], ttlMs = 10 * 60_000): AuthCode {
    const c: AuthCode = {
      code: randomBytes(16).toString('hex'),
      shop,
      apiKey,
      scopes,
      expiresAt: Date.now() + ttlMs,
      used: false,
    };
    this.codes.set(c.code, c);
    return c;
  }

  code(code: string): AuthCode | undefined {
    return this.codes.get(code);
  }

  /** The install an Admin API token belongs to (revoked ones included: the caller decides). */
  byToken(token: string): { shop: ShopRec; install: InstallRec } | undefined {
    for (const shop of this.shops.values()) {
      const install = shop.installs.find((i) => i.token === token);
      if (install) return { shop, install };
    }
    return undefined;
  }

  /** Installs (or re-authorizes) an app: a fresh offline token replaces any earlier one. */
  install(shop: ShopRec, apiKey: string, scopes: string[]): InstallRec {
    const rec: InstallRec = {
      apiKey,
      scopes,
      token: `shpat_${randomBytes(16).toString('hex')}`,
      revokedAt: null,
      installedAt: new Date().toISOString(),
    };
    shop.installs = [...shop.installs.filter((i) => i.apiKey !== apiKey), rec];
    this.changed();
    return rec;
  }

  /** Writes the file a moment later (many changes in a burst make one write). */
  changed(): void {
    if (!this.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.flush(), 100);
  }

  flush(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ nextId: this.nextId, shops: this.list() } satisfies Persisted));
    fs.renameSync(tmp, this.file);
  }
}
