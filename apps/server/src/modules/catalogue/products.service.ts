import type {
  AdminProduct,
  AdminProductPage,
  AdminProductQuery,
  CatalogueLookups,
  Locale,
  ProductStatus,
  ProductWrite,
} from '@dropport/contracts';
import type { z } from 'zod';
import { lockCategoryTree } from '../../db/locks.js';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { decodeCursor, pageOf } from '../../db/keyset.js';
import { fail } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { iso } from '../../lib/time.js';
import { nameIn } from '../market/categories.service.js';
import {
  checkProductShape,
  insertProducts,
  loadLookups,
  setProductStatus,
  takenSkus,
  updateProduct,
  type ProductInput,
  type WriterLookups,
} from './product-writer.js';
import * as repo from './products.repo.js';

type Query = z.output<typeof AdminProductQuery>;
type Write = z.output<typeof ProductWrite>;

const json = <T>(s: string) => JSON.parse(s) as T;

/** The admin list: newest first, searched by title or SKU, filtered by status and category (a branch or a leaf). */
export async function listProducts(ctx: Ctx, q: Query, locale: Locale): Promise<AdminProductPage> {
  const after = decodeCursor(repo.PRODUCT_CURSOR, q.cursor);
  const rows = await repo.listPage(ctx.db, { q: q.q || undefined, status: q.status, category: q.category, after }, q.limit);
  const page = pageOf(rows, q.limit, repo.PRODUCT_CURSOR, (r) => ({ id: Number(r.id) }));
  return {
    items: page.items.map((r) => ({
      id: Number(r.id),
      title: r.title,
      image: json<string[]>(r.images)[0] ?? null,
      status: r.status,
      visibility: r.visibility,
      costMin: Number(r.cost_min),
      costMax: Number(r.cost_max),
      stock: Number(r.stock),
      variantCount: Number(r.variant_count ?? 0),
      categoryId: r.category_id,
      categoryName: nameIn(r, locale),
      updatedAt: iso(Number(r.updated_at)),
    })),
    nextCursor: page.nextCursor,
  };
}

/** One product as the editor edits it, variants with their ids. */
export async function getProduct(db: Db, id: number): Promise<AdminProduct> {
  const p = (await repo.productById(db, id)) ?? fail('PRODUCT_NOT_FOUND', { id });
  const variants = await repo.variantsOf(db, id);
  return {
    id: Number(p.id),
    supplierId: Number(p.supplier_id),
    categoryId: p.category_id,
    title: p.title,
    description: p.description,
    images: json(p.images),
    attributes: json(p.attributes),
    tags: json(p.tags),
    options: json(p.options),
    weightG: Number(p.weight_g),
    lengthMm: Number(p.length_mm),
    widthMm: Number(p.width_mm),
    heightMm: Number(p.height_mm),
    warehouseCode: p.warehouse_code,
    templateId: Number(p.template_id),
    status: p.status,
    visibility: p.visibility,
    listed: Number(p.listed) === 1,
    variants: variants.map((v) => ({
      id: Number(v.id),
      sku: v.sku,
      options: json(v.options),
      costCents: v.cost_cents,
      stock: Number(v.stock),
      weightG: Number(v.weight_g),
      image: v.image,
    })),
    costMin: Number(p.cost_min),
    costMax: Number(p.cost_max),
    stock: Number(p.stock),
    createdAt: iso(Number(p.created_at)),
    updatedAt: iso(Number(p.updated_at)),
  };
}

/** Every rule a product must meet before it is written: its shape, then each reference it makes. */
async function check(db: Db, p: ProductInput, lk: WriterLookups): Promise<void> {
  checkProductShape(p);
  const seen = new Map<string, string>();
  for (const v of p.variants) {
    const key = JSON.stringify(p.options.map((o) => v.options[o.name]));
    const other = seen.get(key);
    if (other !== undefined) fail('VARIANT_OPTIONS_DUPLICATE', { sku: other, other: v.sku });
    seen.set(key, v.sku);
  }
  if (!lk.rootOf.has(p.categoryId)) fail('CATEGORY_UNKNOWN', { id: p.categoryId });
  if (!(await repo.supplierExists(db, p.supplierId))) fail('SUPPLIER_NOT_FOUND', { id: p.supplierId });
  if (!(await repo.templateExists(db, p.templateId))) fail('TEMPLATE_NOT_FOUND', { id: p.templateId });
  if (!lk.warehouses.has(p.warehouseCode)) fail('WAREHOUSE_UNKNOWN', { code: p.warehouseCode });
}

/**
 * Checks and writes a product in one transaction. SKUs are checked first to name the taken one; a concurrent
 * write that takes a SKU in between still meets the unique index, reported the same way.
 */
async function write(ctx: Ctx, p: ProductInput, apply: (trx: Db, lk: WriterLookups) => Promise<number>, exceptId?: number) {
  const skus = p.variants.map((v) => v.sku);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await lockCategoryTree(trx);
      const lk = await loadLookups(trx);
      await check(trx, p, lk);
      const [taken] = await takenSkus(trx, skus, exceptId);
      if (taken !== undefined) fail('SKU_TAKEN', { sku: taken });
      return apply(trx, lk);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const [taken] = await takenSkus(ctx.db, skus, exceptId);
    return fail('SKU_TAKEN', { sku: taken ?? skus[0] ?? '' });
  }
}

const toInput = (body: Write): ProductInput => ({ ...body, variants: body.variants.map((v) => ({ ...v })) });

/** Adds a product to the catalogue (the market shows it at once when active and public). */
export async function createProduct(ctx: Ctx, body: Write): Promise<AdminProduct> {
  const now = ctx.now();
  const id = await write(ctx, toInput(body), async (trx, lk) => (await insertProducts(trx, [toInput(body)], lk, now))[0] ?? 0);
  return getProduct(ctx.db, id);
}

/** Replaces a product; variants whose SKU stays keep their ids (import lists and store listings point at them). */
export async function replaceProduct(ctx: Ctx, id: number, body: Write): Promise<AdminProduct> {
  const now = ctx.now();
  if (!(await repo.productById(ctx.db, id))) fail('PRODUCT_NOT_FOUND', { id });
  await write(
    ctx,
    toInput(body),
    async (trx, lk) => {
      await updateProduct(trx, id, toInput(body), lk, now);
      return id;
    },
    id,
  );
  return getProduct(ctx.db, id);
}

/** Activates or deactivates a product: the market lists it, or stops listing it, at once. */
export async function changeStatus(ctx: Ctx, id: number, status: ProductStatus): Promise<AdminProduct> {
  if (!(await repo.productById(ctx.db, id))) fail('PRODUCT_NOT_FOUND', { id });
  await setProductStatus(ctx.db, id, status, ctx.now());
  return getProduct(ctx.db, id);
}

/** What the editor's selects offer; categories flat, each parent before its children, named in the caller's language. */
export async function lookups(ctx: Ctx, locale: Locale): Promise<CatalogueLookups> {
  const [suppliers, warehouses, templates, categories] = await Promise.all([
    repo.allSuppliers(ctx.db),
    repo.allWarehouses(ctx.db),
    repo.allTemplates(ctx.db),
    repo.allCategories(ctx.db),
  ]);
  const flat: CatalogueLookups['categories'] = [];
  const walk = (parent: string | null, depth: number) => {
    if (depth > 8) return;
    for (const c of categories.filter((r) => r.parent_id === parent)) {
      flat.push({ id: c.id, parentId: c.parent_id, name: nameIn(c, locale) });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return {
    suppliers: suppliers.map((s) => ({ id: Number(s.id), name: s.name, countryCode: s.country_code })),
    warehouses: warehouses.map((w) => ({ code: w.code, name: w.name, countryCode: w.country_code })),
    templates: templates.map((t) => ({ id: Number(t.id), name: t.name })),
    categories: flat,
  };
}
