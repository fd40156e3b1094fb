import type { GqlContext } from './graphql-views.js';
import { parseGid } from './graphql-views.js';
import type { MediaRec, OptionRec, ProductRec, VariantRec } from './shops.js';

export interface UserError {
  field: string[];
  message: string;
  code?: string;
}

/** Shopify's Money input: a decimal string or number, at most two decimals here, not negative. */
export function parseMoney(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text).toFixed(2);
}

export function slugify(title: string): string {
  const s = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
  return s || 'product';
}

/** A handle not used by another product of the shop: the wanted one, else with -1, -2… (as Shopify does). */
export function freeHandle(products: ProductRec[], wanted: string, self?: ProductRec): string {
  const taken = (h: string) => products.some((p) => p !== self && p.handle === h);
  if (!taken(wanted)) return wanted;
  for (let i = 1; ; i++) if (!taken(`${wanted}-${i}`)) return `${wanted}-${i}`;
}

export interface VariantSpec {
  id?: string | null;
  optionValues: { name?: string | null; optionName?: string | null }[];
  price?: unknown;
  compareAtPrice?: unknown;
  sku?: string | null;
  tracked?: boolean | null;
  /** Available quantities by location global id. */
  quantities: { locationId: string; quantity: number }[];
}

export interface OptionSpec {
  name: string;
  values: string[];
}

/**
 * Checks variant specs against the options (every option named once, values known, no combination twice, prices
 * valid, locations the shop's) and answers the user errors under `path`, or the option values of each variant.
 */
export function checkVariants(
  ctx: GqlContext,
  options: OptionSpec[],
  specs: VariantSpec[],
  path: string[],
  o: { addValues: boolean },
): { errors: UserError[]; combos: string[][] } {
  const errors: UserError[] = [];
  const combos: string[][] = [];
  const seen = new Set<string>();
  specs.forEach((spec, i) => {
    const at = [...path, String(i)];
    const combo: string[] = [];
    for (const opt of options) {
      const given = spec.optionValues.filter((v) => v.optionName === opt.name);
      if (given.length !== 1 || !given[0]?.name) {
        errors.push({
          field: [...at, 'optionValues'],
          message: `Option '${opt.name}' needs exactly one value.`,
          code: 'INVALID_VARIANT',
        });
        return;
      }
      if (!opt.values.includes(given[0].name)) {
        if (!o.addValues) {
          errors.push({
            field: [...at, 'optionValues'],
            message: `Option value '${given[0].name}' does not exist for option '${opt.name}'.`,
            code: 'OPTION_VALUE_DOES_NOT_EXIST',
          });
          return;
        }
        opt.values.push(given[0].name);
      }
      combo.push(given[0].name);
    }
    const unknown = spec.optionValues.find((v) => !options.some((opt) => opt.name === v.optionName));
    if (unknown) {
      errors.push({
        field: [...at, 'optionValues'],
        message: `Option '${unknown.optionName ?? ''}' does not exist.`,
        code: 'OPTION_DOES_NOT_EXIST',
      });
      return;
    }
    const key = combo.join('\u0000');
    if (seen.has(key)) {
      errors.push({ field: at, message: `The variant '${combo.join(' / ')}' already exists.`, code: 'VARIANT_ALREADY_EXISTS' });
      return;
    }
    seen.add(key);
    if (spec.price !== undefined && spec.price !== null && parseMoney(spec.price) === null) {
      errors.push({
        field: [...at, 'price'],
        message: 'Price must be a non-negative amount with at most two decimals.',
        code: 'INVALID',
      });
    }
    if (spec.compareAtPrice !== undefined && spec.compareAtPrice !== null && parseMoney(spec.compareAtPrice) === null) {
      errors.push({
        field: [...at, 'compareAtPrice'],
        message: 'Compare at price must be a non-negative amount.',
        code: 'INVALID',
      });
    }
    spec.quantities.forEach((q, j) => {
      if (parseGid('Location', q.locationId) !== ctx.shop.locationId) {
        errors.push({
          field: [...at, 'inventoryQuantities', String(j), 'locationId'],
          message: 'Location does not exist.',
          code: 'INVALID_LOCATION',
        });
      } else if (q.quantity < 0 || q.quantity > 1_000_000_000) {
        errors.push({
          field: [...at, 'inventoryQuantities', String(j), 'quantity'],
          message: 'Quantity is out of range.',
          code: 'INVALID',
        });
      }
    });
    combos.push(combo);
  });
  return { errors, combos };
}

export function buildOptions(ctx: GqlContext, specs: OptionSpec[], previous: OptionRec[] = []): OptionRec[] {
  return specs.map((s) => {
    const old = previous.find((p) => p.name === s.name);
    return {
      id: old?.id ?? ctx.store.id(),
      name: s.name,
      values: s.values.map((v) => ({ id: old?.values.find((x) => x.name === v)?.id ?? ctx.store.id(), name: v })),
    };
  });
}

/** A variant record from a checked spec (keeping the id and inventory item of the variant it replaces). */
export function buildVariant(
  ctx: GqlContext,
  spec: VariantSpec,
  combo: string[],
  position: number,
  old?: VariantRec,
): VariantRec {
  const now = new Date().toISOString();
  const available = { ...(old?.available ?? {}) };
  for (const q of spec.quantities) available[String(ctx.shop.locationId)] = q.quantity;
  const price = spec.price === undefined || spec.price === null ? (old?.price ?? '0.00') : parseMoney(spec.price)!;
  const compareAtPrice =
    spec.compareAtPrice === undefined
      ? (old?.compareAtPrice ?? null)
      : spec.compareAtPrice === null
        ? null
        : parseMoney(spec.compareAtPrice);
  return {
    id: old?.id ?? ctx.store.id(),
    title: combo.join(' / '),
    sku: spec.sku === undefined ? (old?.sku ?? null) : spec.sku,
    price,
    compareAtPrice,
    optionValues: combo,
    inventoryItemId: old?.inventoryItemId ?? ctx.store.id(),
    tracked: spec.tracked ?? old?.tracked ?? true,
    available,
    position,
    createdAt: old?.createdAt ?? now,
    updatedAt: now,
  };
}

export function buildMedia(ctx: GqlContext, files: { originalSource?: string | null; alt?: string | null }[], path: string[]) {
  const errors: UserError[] = [];
  const media: MediaRec[] = [];
  files.forEach((f, i) => {
    const src = f.originalSource ?? '';
    if (!/^https?:\/\/\S+$/i.test(src)) {
      errors.push({ field: [...path, String(i), 'originalSource'], message: 'Image URL is invalid.', code: 'INVALID' });
      return;
    }
    media.push({ id: ctx.store.id(), url: src, alt: f.alt ?? null });
  });
  return { errors, media };
}

/** A variant input of productSet (ProductVariantSetInput) or productVariantsBulk* (ProductVariantsBulkInput). */
export interface VariantInput {
  id?: string | null;
  optionValues?: { name?: string | null; optionName?: string | null }[] | null;
  price?: unknown;
  compareAtPrice?: unknown;
  sku?: string | null;
  inventoryItem?: { sku?: string | null; tracked?: boolean | null } | null;
  inventoryQuantities?: { locationId: string; quantity?: number; availableQuantity?: number }[] | null;
}

/** The variant inputs of productSet and productVariantsBulkCreate in one shape. */
export function setSpecs(variants: VariantInput[]): VariantSpec[] {
  return variants.map((v) => ({
    id: v.id,
    optionValues: v.optionValues ?? [],
    price: v.price,
    compareAtPrice: v.compareAtPrice,
    sku: v.sku ?? v.inventoryItem?.sku,
    tracked: v.inventoryItem?.tracked,
    quantities: (v.inventoryQuantities ?? []).map((q) => ({
      locationId: q.locationId,
      quantity: q.quantity ?? q.availableQuantity ?? 0,
    })),
  }));
}
