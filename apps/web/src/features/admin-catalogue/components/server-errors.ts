import { isApiError } from '@/lib/http';
import type { VariantRow } from './product-values';

export type FieldPath = (string | number)[];

const BY_CODE: Record<string, FieldPath> = {
  CATEGORY_UNKNOWN: ['categoryId'],
  SUPPLIER_NOT_FOUND: ['supplierId'],
  TEMPLATE_NOT_FOUND: ['templateId'],
  WAREHOUSE_UNKNOWN: ['warehouseCode'],
};
const LISTS = new Set(['images', 'tags']);

/** The form field a server's field path names: `variants.0.costCents` is the first row's cost cell. */
export function fieldOf(path: string): FieldPath | null {
  const parts: FieldPath = path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  const [head] = parts;
  if (typeof head !== 'string' || head === 'body' || head === 'request') return null;
  if (LISTS.has(head)) return [head];
  if (head === 'variants' && typeof parts[1] === 'number') {
    const cell = parts[2] === 'costCents' ? 'cost' : parts[2] === 'options' || parts[2] === undefined ? 'sku' : parts[2];
    return ['variants', parts[1], cell];
  }
  if (head === 'options') return parts.slice(0, 3);
  if (head === 'attributes') return parts.slice(0, 3);
  return [head];
}

/**
 * Where a refused save belongs in the form: the field it names (a validation issue, an unknown reference) or the
 * SKU cell of the variant it is about; null when it concerns the whole product.
 */
export function errorField(error: unknown, variants: VariantRow[]): FieldPath | null {
  if (!isApiError(error)) return null;
  const { code, params } = error.data;
  if (code === 'VALIDATION_FAILED' && typeof params.field === 'string') return fieldOf(params.field);
  const known = BY_CODE[code];
  if (known) return known;
  if (code === 'SKU_TAKEN' || code === 'VARIANT_OPTIONS_INVALID' || code === 'VARIANT_OPTIONS_DUPLICATE') {
    const sku = String(code === 'VARIANT_OPTIONS_DUPLICATE' ? params.other : params.sku);
    const at = variants.findIndex((v) => v.sku.trim() === sku);
    return at >= 0 ? ['variants', at, 'sku'] : null;
  }
  return null;
}
