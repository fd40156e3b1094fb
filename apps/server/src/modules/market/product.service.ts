import type { Locale, ProductDetail } from '@dropport/contracts';
import type { Ctx } from '../../context.js';
import { fail } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import type { Principal } from '../../plugins/auth.js';
import { categoryPath } from './categories.service.js';
import { inImportList } from './market.repo.js';
import { canSee } from './visibility.js';

/** A product's whole page: gallery, options and variants, supplier, warehouse, category path. */
export async function getProduct(ctx: Ctx, viewer: Principal, id: number, locale: Locale): Promise<ProductDetail> {
  const p = await ctx.db
    .selectFrom('products as p')
    .innerJoin('warehouses as w', 'w.code', 'p.warehouse_code')
    .innerJoin('suppliers as s', 's.id', 'p.supplier_id')
    .selectAll('p')
    .select([
      'w.name as w_name',
      'w.country_code as w_country',
      'w.region as w_region',
      's.name as s_name',
      's.country_code as s_country',
      's.rating as s_rating',
    ])
    .where('p.id', '=', id)
    .executeTakeFirst();
  if (!p || !(await canSee(ctx.db, viewer, p))) fail('PRODUCT_NOT_FOUND', { id });
  const [variants, path, listed] = await Promise.all([
    ctx.db.selectFrom('product_variants').selectAll().where('product_id', '=', id).orderBy('position').execute(),
    categoryPath(ctx.db, p.category_id, locale),
    inImportList(ctx.db, viewer.userId, [id]),
  ]);
  return {
    id: Number(p.id),
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
      costCents: Number(v.cost_cents),
      stock: Number(v.stock),
      weightG: Number(v.weight_g),
      image: v.image,
    })),
    weightG: Number(p.weight_g),
    size: { lengthMm: Number(p.length_mm), widthMm: Number(p.width_mm), heightMm: Number(p.height_mm) },
    warehouse: { code: p.warehouse_code, name: p.w_name, countryCode: p.w_country, region: p.w_region },
    supplier: { id: Number(p.supplier_id), name: p.s_name, countryCode: p.s_country, rating: Number(p.s_rating) },
    categoryPath: path,
    costMin: Number(p.cost_min),
    costMax: Number(p.cost_max),
    currency: 'USD',
    stock: Number(p.stock),
    status: p.status,
    visibility: p.visibility,
    popularity: Number(p.popularity),
    createdAt: iso(Number(p.created_at)),
    inImportList: listed.has(id),
  };
}
