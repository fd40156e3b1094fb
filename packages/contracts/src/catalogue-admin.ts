import { z } from 'zod';
import { formNumber } from './form.js';
import { CategoryId } from './market.js';

/** The admin's catalogue: products with their variants, edited one by one or imported from a CSV file. */

export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export const ProductStatus = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof ProductStatus>;
export const PRODUCT_VISIBILITIES = ['public', 'private'] as const;
export const ProductVisibility = z.enum(PRODUCT_VISIBILITIES);
export type ProductVisibility = z.infer<typeof ProductVisibility>;

/** Limits of one product; the CSV import checks the same ones. */
export const PRODUCT_LIMITS = {
  title: 200,
  description: 20_000,
  images: 12,
  tags: 20,
  tag: 40,
  attributes: 30,
  attributeName: 60,
  attributeValue: 200,
  axes: 3,
  axisName: 40,
  axisValues: 50,
  axisValue: 60,
  variants: 250,
  /** $100,000 a unit: a typo, not a price. */
  costCents: 10_000_000,
  stock: 10_000_000,
  weightG: 1_000_000,
  sizeMm: 10_000,
} as const;

/** A SKU: letters, digits, dots, dashes and underscores, starting with a letter or digit, up to 64 characters. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
export const Sku = z.string().trim().regex(SKU_PATTERN);

/** A picture the console can show: an upload (`/files/<id>`) or a drawn demo picture (`/api/art/...`). */
export const IMAGE_URL_PATTERN = /^\/(files\/[0-9A-Z]{26}|api\/art\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*)$/;
export const ImageUrl = z.string().trim().regex(IMAGE_URL_PATTERN);

const L = PRODUCT_LIMITS;
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const text = (max: number) => z.string().trim().min(1).max(max);

export const OptionAxisInput = z
  .object({ name: text(L.axisName), values: z.array(text(L.axisValue)).min(1).max(L.axisValues) })
  .refine((a) => new Set(a.values).size === a.values.length, { message: 'values repeat', path: ['values'] });

export const VariantInput = z.object({
  sku: Sku,
  /** Option name to value, one value per axis of the product. */
  options: z.record(z.string(), z.string()),
  costCents: int(1, L.costCents),
  stock: int(0, L.stock),
  weightG: int(1, L.weightG),
  image: ImageUrl.nullable().default(null),
});
export type VariantInput = z.input<typeof VariantInput>;

/** POST and PUT /api/admin/catalogue/products: the whole product (PUT replaces it; variants keep their ids by SKU). */
export const ProductWrite = z.object({
  supplierId: z.number().int().positive(),
  categoryId: CategoryId,
  title: text(L.title),
  /** Markdown. */
  description: z.string().max(L.description).default(''),
  images: z.array(ImageUrl).max(L.images).default([]),
  attributes: z
    .array(z.object({ name: text(L.attributeName), value: text(L.attributeValue) }))
    .max(L.attributes)
    .default([]),
  tags: z.array(text(L.tag)).max(L.tags).default([]),
  options: z
    .array(OptionAxisInput)
    .max(L.axes)
    .default([])
    .refine((axes) => new Set(axes.map((a) => a.name)).size === axes.length, { message: 'names repeat' }),
  weightG: int(1, L.weightG),
  lengthMm: int(0, L.sizeMm),
  widthMm: int(0, L.sizeMm),
  heightMm: int(0, L.sizeMm),
  warehouseCode: z.string().trim().min(1).max(20),
  templateId: z.number().int().positive(),
  status: ProductStatus.default('active'),
  visibility: ProductVisibility.default('public'),
  variants: z.array(VariantInput).min(1).max(L.variants),
});
export type ProductWrite = z.input<typeof ProductWrite>;

export const AdminVariant = z.object({
  id: z.number().int(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  costCents: z.number().int(),
  stock: z.number().int(),
  weightG: z.number().int(),
  image: z.string().nullable(),
});
export type AdminVariant = z.infer<typeof AdminVariant>;

/** GET /api/admin/catalogue/products/{id}: everything the editor edits, variants with their ids. */
export const AdminProduct = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  categoryId: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  tags: z.array(z.string()),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  weightG: z.number().int(),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  warehouseCode: z.string(),
  templateId: z.number().int(),
  status: ProductStatus,
  visibility: ProductVisibility,
  /** Shown in the market: active and public. */
  listed: z.boolean(),
  variants: z.array(AdminVariant),
  costMin: z.number().int(),
  costMax: z.number().int(),
  stock: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductParams = z.object({ id: formNumber(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)) });

/** GET /api/admin/catalogue/products: newest first, searched by title or SKU. */
export const AdminProductQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: ProductStatus.optional(),
  category: CategoryId.optional(),
  /** The last id of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export type AdminProductQuery = z.input<typeof AdminProductQuery>;

export const AdminProductRow = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().nullable(),
  status: ProductStatus,
  visibility: ProductVisibility,
  costMin: z.number().int(),
  costMax: z.number().int(),
  stock: z.number().int(),
  variantCount: z.number().int(),
  categoryId: z.string(),
  /** In the caller's language. */
  categoryName: z.string(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;
export const AdminProductPage = z.object({ items: z.array(AdminProductRow), nextCursor: z.string().nullable() });
export type AdminProductPage = z.infer<typeof AdminProductPage>;

/** POST /api/admin/catalogue/products/{id}/status (JSON or form-encoded). */
export const ProductStatusChange = z.object({ status: ProductStatus });
export type ProductStatusChange = z.input<typeof ProductStatusChange>;

/** GET /api/admin/catalogue/lookups: what the editor's selects offer. Categories are flat, parents first. */
export const CatalogueLookups = z.object({
  suppliers: z.array(z.object({ id: z.number().int(), name: z.string(), countryCode: z.string() })),
  warehouses: z.array(z.object({ code: z.string(), name: z.string(), countryCode: z.string() })),
  templates: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string() })),
});
export type CatalogueLookups = z.infer<typeof CatalogueLookups>;

// ---- CSV import ----------------------------------------------------------------------------------------------

/** The columns of an import file, one row per variant; rows with the same `handle` make one product. */
export const IMPORT_COLUMNS = [
  'handle',
  'title',
  'description',
  'category',
  'supplier_id',
  'warehouse',
  'template_id',
  'weight_g',
  'length_mm',
  'width_mm',
  'height_mm',
  'status',
  'images',
  'tags',
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'sku',
  'cost',
  'stock',
  'variant_weight_g',
  'variant_image',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Data rows in one file (the header not counted). */
export const IMPORT_ROWS_MAX = 10_000;

/** queued → validating → importing → done, or failed (with every error found and nothing imported). */
export const IMPORT_STATUSES = ['queued', 'validating', 'importing', 'done', 'failed'] as const;
export const ImportStatus = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatus>;
export const importFinished = (s: ImportStatus) => s === 'done' || s === 'failed';

/** One problem of an import file: its row as a spreadsheet numbers it (the header is row 1) and its column. */
export const ImportIssue = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportIssue = z.infer<typeof ImportIssue>;

export const CatalogueImport = z.object({
  id: z.string(),
  fileName: z.string(),
  status: ImportStatus,
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  /** processedRows of totalRows, 0–100. */
  progress: z.number().int(),
  importedProducts: z.number().int(),
  errorCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CatalogueImport = z.infer<typeof CatalogueImport>;

/** How many errors the import's page lists; the error report (errors.csv) has them all. */
export const IMPORT_ERRORS_SHOWN = 200;
export const CatalogueImportDetail = CatalogueImport.extend({ errors: z.array(ImportIssue) });
export type CatalogueImportDetail = z.infer<typeof CatalogueImportDetail>;

export const CatalogueImportPage = z.object({ items: z.array(CatalogueImport), nextCursor: z.string().nullable() });
export type CatalogueImportPage = z.infer<typeof CatalogueImportPage>;
export const CatalogueImportQuery = z.object({
  cursor: z
    .string()
    .regex(/^[0-9A-Z]{26}$/)
    .optional(),
  limit: formNumber(z.number().int().min(1).max(100)).default(20),
});
export type CatalogueImportQuery = z.input<typeof CatalogueImportQuery>;
// Any id passes, so an unknown import is IMPORT_NOT_FOUND rather than a malformed request.
export const CatalogueImportParams = z.object({ id: z.string().min(1).max(64) });
