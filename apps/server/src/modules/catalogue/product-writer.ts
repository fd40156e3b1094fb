import type { OptionAxis } from '@dropport/contracts';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { clearSearchCache } from '../market/search.js';
import { catalogueChanged } from '../../lib/ttl-cache.js';
import { syncListingsOfProduct } from '../listings/sync-trigger.js';
import * as repo from './products.repo.js';

export interface VariantInput {
  sku: string;
  options: Record<string, string>;
  costCents: number;
  stock: number;
  weightG: number;
  image: string | null;
}

/** Everything a product is made of, as the admin editor, the CSV import and the demo seed give it. */
export interface ProductInput {
  supplierId: number;
  categoryId: string;
  title: string;
  description: string;
  images: string[];
  attributes: { name: string; value: string }[];
  tags: string[];
  options: OptionAxis[];
  weightG: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  warehouseCode: string;
  templateId: number;
  status: 'active' | 'inactive';
  visibility: 'public' | 'private';
  variants: VariantInput[];
}

/** What the writer looks up once per batch: each category's top-level ancestor and each warehouse's place. */
export interface WriterLookups {
  rootOf: Map<string, string>;
  warehouses: Map<string, { countryCode: string; region: string }>;
}

/** Reads the lookups from the database (categories and warehouses are small). */
export async function loadLookups(db: Db): Promise<WriterLookups> {
  const cats = await repo.categoryParents(db);
  const parent = new Map(cats.map((c) => [c.id, c.parent_id]));
  const rootOf = new Map<string, string>();
  for (const c of cats) {
    let top = c.id;
    for (let p = parent.get(top); p; p = parent.get(top)) top = p;
    rootOf.set(c.id, top);
  }
  const whs = await repo.warehousePlaces(db);
  return { rootOf, warehouses: new Map(whs.map((w) => [w.code, { countryCode: w.country_code, region: w.region }])) };
}

/** Checks the parts of a product only the whole can judge: option values per variant, distinct SKUs. */
export function checkProductShape(p: ProductInput): void {
  const names = p.options.map((o) => o.name);
  const seen = new Set<string>();
  for (const v of p.variants) {
    const keys = Object.keys(v.options);
    const fits =
      keys.length === names.length &&
      names.every((n) => p.options.find((o) => o.name === n)?.values.includes(v.options[n] ?? ''));
    if (!fits) fail('VARIANT_OPTIONS_INVALID', { sku: v.sku, options: names.join(', ') });
    const key = v.sku.toUpperCase();
    if (seen.has(key)) fail('SKU_TAKEN', { sku: v.sku });
    seen.add(key);
  }
}

/** The product row: the given fields plus the columns the market's lists filter and sort on. */
function productRow(p: ProductInput, lk: WriterLookups, now: number) {
  const root = lk.rootOf.get(p.categoryId);
  if (!root) fail('CATEGORY_UNKNOWN', { id: p.categoryId });
  const wh = lk.warehouses.get(p.warehouseCode);
  if (!wh) fail('WAREHOUSE_UNKNOWN', { code: p.warehouseCode });
  const costs = p.variants.map((v) => v.costCents);
  return {
    supplier_id: p.supplierId,
    category_id: p.categoryId,
    root_category_id: root,
    title: p.title,
    description: p.description,
    images: JSON.stringify(p.images),
    attributes: JSON.stringify(p.attributes),
    tags: JSON.stringify(p.tags),
    options: JSON.stringify(p.options),
    weight_g: p.weightG,
    length_mm: p.lengthMm,
    width_mm: p.widthMm,
    height_mm: p.heightMm,
    warehouse_code: p.warehouseCode,
    ship_from_country: wh.countryCode,
    ship_region: wh.region,
    template_id: p.templateId,
    status: p.status,
    visibility: p.visibility,
    listed: p.status === 'active' && p.visibility === 'public' ? 1 : 0,
    cost_min: Math.min(...costs),
    cost_max: Math.max(...costs),
    stock: p.variants.reduce((s, v) => s + v.stock, 0),
    sku_text: p.variants.map((v) => v.sku).join(' '),
    updated_at: now,
  };
}

const variantRow = (productId: number, v: VariantInput, position: number) => ({
  product_id: productId,
  sku: v.sku,
  options: JSON.stringify(v.options),
  cost_cents: v.costCents,
  stock: v.stock,
  weight_g: v.weightG,
  image: v.image,
  position,
});

// SQLite allows 32,766 bound values per statement; batches stay well below it on both engines.
const PRODUCT_BATCH = 400;
const VARIANT_BATCH = 1500;

/**
 * Inserts products with their variants (call inside a transaction) and returns their ids in input order.
 * `createdAt` lets the demo seed spread products over past months; it defaults to `now`.
 */
export async function insertProducts(
  db: Db,
  products: (ProductInput & { createdAt?: number })[],
  lk: WriterLookups,
  now: number,
): Promise<number[]> {
  clearSearchCache();
  catalogueChanged();
  const ids: number[] = [];
  for (let i = 0; i < products.length; i += PRODUCT_BATCH) {
    const batch = products.slice(i, i + PRODUCT_BATCH);
    for (const p of batch) if (p.variants.length === 0) fail('VARIANT_OPTIONS_INVALID', { sku: '-', options: '' });
    const rows = await repo.insertProductRows(
      db,
      batch.map((p) => ({ ...productRow(p, lk, now), created_at: p.createdAt ?? now })),
    );
    // RETURNING order is not promised: map back by the SKU list, unique per product because SKUs are.
    const bySkus = new Map(rows.map((r) => [r.sku_text, Number(r.id)]));
    const batchIds = batch.map((p) => bySkus.get(p.variants.map((v) => v.sku).join(' ')) ?? 0);
    const variants = batch.flatMap((p, k) => p.variants.map((v, pos) => variantRow(batchIds[k] ?? 0, v, pos)));
    for (let j = 0; j < variants.length; j += VARIANT_BATCH) {
      await repo.insertVariantRows(db, variants.slice(j, j + VARIANT_BATCH));
    }
    ids.push(...batchIds);
  }
  return ids;
}

/**
 * Replaces a product's fields and variants (call inside a transaction). Variants keep their ids by SKU, so later
 * references to them (import lists, store listings) survive an edit; SKUs no longer given are removed.
 */
export async function updateProduct(db: Db, id: number, p: ProductInput, lk: WriterLookups, now: number): Promise<void> {
  clearSearchCache();
  catalogueChanged();
  await repo.updateProductRow(db, id, productRow(p, lk, now));
  const existing = await repo.variantSkusOf(db, id);
  const bySku = new Map(existing.map((v) => [v.sku, Number(v.id)]));
  const keep = new Set<number>();
  for (const [pos, v] of p.variants.entries()) {
    const row = variantRow(id, v, pos);
    const old = bySku.get(v.sku);
    if (old !== undefined) {
      keep.add(old);
      await repo.updateVariantRow(db, old, row);
    }
  }
  const gone = existing.map((v) => Number(v.id)).filter((vid) => !keep.has(vid));
  if (gone.length) await repo.deleteVariants(db, gone);
  const fresh = p.variants.flatMap((v, pos) => (bySku.has(v.sku) ? [] : [variantRow(id, v, pos)]));
  if (fresh.length) await repo.insertVariantRows(db, fresh);
  // Stores that list the product follow the new cost and stock (modules/listings sync).
  await syncListingsOfProduct(db, id);
}

/** The SKUs among `skus` that a variant of another product already uses. */
export async function takenSkus(db: Db, skus: string[], exceptProductId?: number): Promise<string[]> {
  const taken: string[] = [];
  for (let i = 0; i < skus.length; i += 500) taken.push(...(await repo.usedSkus(db, skus.slice(i, i + 500), exceptProductId)));
  return taken;
}

/** Activates or deactivates a product: `listed` follows, so the market shows it or drops it at once. */
export async function setProductStatus(db: Db, id: number, status: 'active' | 'inactive', now: number): Promise<void> {
  clearSearchCache();
  catalogueChanged();
  await repo.setStatus(db, id, status, now);
  await syncListingsOfProduct(db, id);
}
