import type { ManualOrderCreate, OrderAddress, OrderAddressInput, ProductDetail, Province, Variant } from '@dropport/contracts';

/** A product line of a manual order being written: the product as the market showed it, a variant and how many. */
export interface DraftLine {
  key: string;
  product: Pick<ProductDetail, 'id' | 'title' | 'images' | 'options' | 'variants'>;
  variantId: number | null;
  /** Null while the seller has emptied the field to type another number. */
  quantity: number | null;
}

/** The address form's fields; `provinceCode` when the country has a province list, else `province` as typed. */
export interface DraftAddress {
  name?: string;
  company?: string;
  address1?: string;
  address2?: string;
  city?: string;
  countryCode?: string;
  provinceCode?: string;
  province?: string;
  postalCode?: string;
  phone?: string;
  customerEmail?: string;
}

/** The province an order arrived with, as the province list offers it back when the list does not hold it. */
export type SentProvince = Pick<OrderAddress, 'province' | 'provinceCode'>;

/** The province list's value for a province that arrived by name alone, with no code to choose it by. */
export const SENT_PROVINCE = '\u0000sent';

export const QUANTITY_MAX = 999;

const text = (s: string | undefined) => (s ?? '').trim();
const optional = (s: string | undefined) => text(s) || null;

/**
 * The address fields as the API takes them (a manual order, an edit): trimmed, empty optional fields as null, a
 * province chosen from the list named by the list, and the province an order arrived with sent back as it came.
 */
export function addressInputOf(
  a: DraftAddress,
  provinces: readonly Province[] | undefined,
  sent?: SentProvince | null,
): OrderAddressInput {
  const picked = optional(a.provinceCode);
  const kept = picked === SENT_PROVINCE || (picked !== null && picked === sent?.provinceCode);
  const code = kept ? (sent?.provinceCode ?? null) : picked;
  const named = code ? (provinces?.find((p) => p.code === code)?.name ?? null) : null;
  return {
    name: text(a.name),
    company: optional(a.company),
    address1: text(a.address1),
    address2: optional(a.address2),
    city: text(a.city),
    province: kept ? (sent?.province ?? named) : code ? (named ?? code) : optional(a.province),
    provinceCode: code,
    postalCode: optional(a.postalCode),
    countryCode: text(a.countryCode),
    phone: optional(a.phone),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a typed email looks like one (the server checks it for real; a half-typed one must not break the quote). */
export const looksLikeEmail = (v: string) => EMAIL.test(v.trim());

/** A variant by its option values in the product's axis order ("Sand / Large"), or its SKU when it has none. */
export function variantLabel(product: DraftLine['product'], v: Variant): string {
  const values = product.options.map((axis) => v.options[axis.name]).filter((x): x is string => !!x);
  return values.length ? values.join(' / ') : v.sku;
}

/** The variant a new line starts with: the first in stock, else the first. */
export const firstVariant = (product: DraftLine['product']): Variant | undefined =>
  product.variants.find((v) => v.stock > 0) ?? product.variants[0];

export const variantOf = (line: DraftLine): Variant | undefined => line.product.variants.find((v) => v.id === line.variantId);

/**
 * The body the quote and the create calls take, or null while the draft cannot be priced yet: no line, a line with
 * no variant or no quantity, or a required address field (name, address, city, country) still empty. Optional fields go as null;
 * an email that does not look like one is left out (the form refuses it before creating).
 */
export function draftBody(
  lines: readonly DraftLine[],
  a: DraftAddress,
  provinces: readonly Province[] | undefined,
  shippingMethodCode?: string | null,
): ManualOrderCreate | null {
  if (lines.length === 0 || lines.some((l) => l.variantId === null || l.quantity === null)) return null;
  const required = [a.name, a.address1, a.city, a.countryCode].map(text);
  if (required.some((v) => v === '')) return null;
  const email = text(a.customerEmail);
  return {
    items: lines.map((l) => ({ variantId: l.variantId!, quantity: l.quantity! })),
    address: addressInputOf(a, provinces),
    ...(email && looksLikeEmail(email) ? { customerEmail: email } : {}),
    ...(shippingMethodCode ? { shippingMethodCode } : {}),
  };
}
