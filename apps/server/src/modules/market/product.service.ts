import type { Locale, ProductDetail } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import type { Db } from '../../db/database.js';
import { fail } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { categoryPath } from './categories.service.js';
import { inImportList, productWithPlaces, variantsOf } from './market.repo.js';
import { canSee } from './visibility.js';

/** A product's page as every seller sees it (all but the seller's import-list mark), with what visibility reads. */
export type ProductPage = Omit<ProductDetail, 'inImportList' | 'categoryPath'> & { listed: number; categoryId: string };

/** A product's whole page: gallery, options and variants, supplier, warehouse, category path. */
export async function getProduct(ctx: Ctx, viewer: Principal, id: number, locale: Locale): Promise<ProductDetail> {
  const page = await ctx.marketReads.products.get(String(id), () => readProduct(ctx.db, id));
  if (!page || !(await canSee(ctx.db, viewer, page))) fail('PRODUCT_NOT_FOUND', { id });
  const [path, listed] = await Promise.all([
    categoryPath(ctx, page.categoryId, locale),
    inImportList(ctx.db, viewer.userId, [id]),
  ]);
  const { listed: _listed, categoryId: _categoryId, ...detail } = page;
  return { ...detail, categoryPath: path, inImportList: listed.has(id) };
}

async function readProduct(db: Db, id: number): Promise<ProductPage | undefined> {
  const p = await productWithPlaces(db, id);
  if (!p) return undefined;
  const variants = await variantsOf(db, id);
  return {
    id: Number(p.id),
    listed: Number(p.listed),
    categoryId: p.category_id,
    title: p.title,
    description: p.description,
    images: JSON.parse(p.images) as string[],
    attributes: JSON.parse(p.attributes) as ProductDetail['attributes'],
    tags: JSON.parse(p.tags) as string[],
    options: JSON.parse(p.options) as ProductDetail['options'],
    variants: variants.map((v) => ({
      id: Number(v.id),
      sku: v.sku,
      options: JSON.parse(v.options) as Record<string, string>,
      costCents: v.cost_cents,
      stock: Number(v.stock),
      weightG: Number(v.weight_g),
      image: v.image,
    })),
    weightG: Number(p.weight_g),
    size: { lengthMm: Number(p.length_mm), widthMm: Number(p.width_mm), heightMm: Number(p.height_mm) },
    warehouse: { code: p.warehouse_code, name: p.w_name, countryCode: p.w_country, region: p.w_region },
    supplier: { id: Number(p.supplier_id), name: p.s_name, countryCode: p.s_country, rating: Number(p.s_rating) },
    costMin: Number(p.cost_min),
    costMax: Number(p.cost_max),
    currency: 'USD',
    stock: Number(p.stock),
    status: p.status,
    visibility: p.visibility,
    popularity: Number(p.popularity),
    createdAt: iso(Number(p.created_at)),
  };
}
