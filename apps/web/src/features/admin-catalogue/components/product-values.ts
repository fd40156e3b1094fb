import {
  PRODUCT_LIMITS,
  dollarsToCents,
  type AdminProduct,
  type OptionAxis,
  type ProductStatus,
  type ProductVisibility,
  type ProductWrite,
} from '@dropport/contracts';

/** A row of the variants grid: the cost as typed in dollars, numbers empty until typed. */
export interface VariantRow {
  id?: number;
  sku: string;
  options: Record<string, string>;
  cost: string;
  stock: number | null;
  weightG: number | null;
  image: string | null;
}

/** The editor's form: what ProductWrite holds, as the fields hold it. */
export interface ProductFormValues {
  title: string;
  description: string;
  supplierId?: number;
  categoryId?: string;
  warehouseCode?: string;
  templateId?: number;
  status: ProductStatus;
  visibility: ProductVisibility;
  images: string[];
  tags: string[];
  attributes: { name: string; value: string }[];
  options: { name?: string; values?: string[] }[];
  weightG: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  variants: VariantRow[];
}

/** Dollars as typed in a cost cell (`12.5`, `1,299.99`) to integer cents by digits; null unless 0 < cost ≤ the limit. */
export function costToCents(typed: string): number | null {
  const cents = dollarsToCents(typed);
  return cents !== null && cents <= PRODUCT_LIMITS.costCents ? cents : null;
}

/** Cents as a cost cell shows them: 1250 → `12.50`. */
export const centsToDollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The axes that are complete enough to make variants: a name and at least one value. */
export function usableAxes(options: ProductFormValues['options']): OptionAxis[] {
  return options.flatMap((o) => {
    const name = o.name?.trim() ?? '';
    const values = [...new Set((o.values ?? []).map((v) => v.trim()).filter(Boolean))];
    return name && values.length ? [{ name, values }] : [];
  });
}

/** Every combination of the axes' values, first axis slowest: Color × Size → Red/S, Red/M, Blue/S, Blue/M. */
export function combinations(axes: OptionAxis[]): Record<string, string>[] {
  return axes.reduce<Record<string, string>[]>(
    (acc, axis) => acc.flatMap((combo) => axis.values.map((value) => ({ ...combo, [axis.name]: value }))),
    [{}],
  );
}

const comboKey = (axes: OptionAxis[], options: Record<string, string>) =>
  JSON.stringify(axes.map((a) => options[a.name] ?? null));

/**
 * The grid after the axes changed: one row per combination. A row whose combination stays keeps its SKU, cost,
 * stock, weight and id; a new row starts from the first row's cost, stock and weight, with no SKU yet.
 */
export function regenerate(axes: OptionAxis[], rows: VariantRow[], productWeightG: number | null): VariantRow[] {
  const kept = new Map(rows.map((r) => [comboKey(axes, r.options), r]));
  const first = rows[0];
  return combinations(axes).map((options) => {
    const old = kept.get(comboKey(axes, options));
    if (old) return { ...old, options };
    return {
      sku: '',
      options,
      cost: first?.cost ?? '',
      stock: first?.stock ?? null,
      weightG: first?.weightG ?? productWeightG,
      image: null,
    };
  });
}

/** Whether every row gives exactly one of its axis' values per axis (else the grid must be made again). */
export function variantsFit(axes: OptionAxis[], rows: VariantRow[]): boolean {
  return rows.every(
    (r) => Object.keys(r.options).length === axes.length && axes.every((a) => a.values.includes(r.options[a.name] ?? '')),
  );
}

/** A variant's options as one label: `Red / M` (empty for a product without options). */
export const optionsLabel = (axes: OptionAxis[], options: Record<string, string>) =>
  axes.map((a) => options[a.name] ?? '').join(' / ');

/** The form for a product being edited, or a fresh one with a single variant. */
export function toFormValues(p?: AdminProduct): ProductFormValues {
  if (!p)
    return {
      title: '',
      description: '',
      status: 'active',
      visibility: 'public',
      images: [],
      tags: [],
      attributes: [],
      options: [],
      weightG: null,
      lengthMm: null,
      widthMm: null,
      heightMm: null,
      variants: [{ sku: '', options: {}, cost: '', stock: null, weightG: null, image: null }],
    };
  return {
    title: p.title,
    description: p.description,
    supplierId: p.supplierId,
    categoryId: p.categoryId,
    warehouseCode: p.warehouseCode,
    templateId: p.templateId,
    status: p.status,
    visibility: p.visibility,
    images: p.images,
    tags: p.tags,
    attributes: p.attributes,
    options: p.options,
    weightG: p.weightG,
    lengthMm: p.lengthMm,
    widthMm: p.widthMm,
    heightMm: p.heightMm,
    variants: p.variants.map(({ costCents, ...v }) => ({ ...v, cost: centsToDollars(costCents) })),
  };
}

/** The request body of a checked form (a missing number becomes 0 or the product's weight: the server judges it). */
export function toProductWrite(v: ProductFormValues): ProductWrite {
  const weightG = v.weightG ?? 0;
  return {
    supplierId: v.supplierId ?? 0,
    categoryId: v.categoryId ?? '',
    title: v.title.trim(),
    description: v.description,
    images: v.images,
    attributes: v.attributes.map((a) => ({ name: a.name.trim(), value: a.value.trim() })),
    tags: v.tags,
    options: usableAxes(v.options),
    weightG,
    lengthMm: v.lengthMm ?? 0,
    widthMm: v.widthMm ?? 0,
    heightMm: v.heightMm ?? 0,
    warehouseCode: v.warehouseCode ?? '',
    templateId: v.templateId ?? 0,
    status: v.status,
    visibility: v.visibility,
    variants: v.variants.map((r) => ({
      sku: r.sku.trim(),
      options: r.options,
      costCents: costToCents(r.cost) ?? 0,
      stock: r.stock ?? 0,
      weightG: r.weightG ?? weightG,
      image: r.image,
    })),
  };
}
