import {
  buildOptions,
  buildVariant,
  checkVariants,
  parseMoney,
  setSpecs,
  type OptionSpec,
  type UserError,
} from './product-writes.js';
import {
  findInventoryItem,
  findProduct,
  gid,
  locationView,
  need,
  parseGid,
  productView,
  variantView,
  type GqlContext,
} from './graphql-views.js';
import type { ProductRec, VariantRec } from './shops.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL has validated the argument shapes against the schema */
type Args = Record<string, any>;

const now = () => new Date().toISOString();

export function variantsBulkCreate(ctx: GqlContext, args: Args) {
  need(ctx, 'write_products', 'productVariantsBulkCreate');
  const p = findProduct(ctx.shop, parseGid('Product', args.productId));
  const fail = (errors: UserError[]) => ({ product: null, productVariants: [], userErrors: errors });
  if (!p) return fail([{ field: ['productId'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }]);
  const strategy = (args.strategy as string | undefined) ?? 'DEFAULT';
  const standalone = p.variants.length === 1 ? p.variants[0] : undefined;
  const isDefault = standalone?.optionValues.join() === 'Default Title';
  const drop =
    standalone && (strategy === 'REMOVE_STANDALONE_VARIANT' || (strategy === 'DEFAULT' && isDefault)) ? standalone : undefined;
  const options: OptionSpec[] = p.options.map((o) => ({ name: o.name, values: o.values.map((v) => v.name) }));
  const specs = setSpecs(args.variants);
  const checked = checkVariants(ctx, options, specs, ['variants'], { addValues: true });
  const kept = p.variants.filter((v) => v !== drop);
  checked.combos.forEach((combo, i) => {
    if (kept.some((v) => v.optionValues.join('\u0000') === combo.join('\u0000'))) {
      checked.errors.push({
        field: ['variants', String(i)],
        message: `The variant '${combo.join(' / ')}' already exists.`,
        code: 'VARIANT_ALREADY_EXISTS',
      });
    }
  });
  if (checked.errors.length) return fail(checked.errors);
  const created: VariantRec[] = specs.map((spec, i) => buildVariant(ctx, spec, checked.combos[i]!, kept.length + i + 1));
  p.options = buildOptions(ctx, options, p.options);
  p.variants = [...kept, ...created].map((v, i) => ({ ...v, position: i + 1 }));
  p.updatedAt = now();
  ctx.store.changed();
  const ids = new Set(created.map((v) => v.id));
  return {
    product: productView(ctx, p),
    productVariants: p.variants.filter((v) => ids.has(v.id)).map((v) => variantView(ctx, p, v)),
    userErrors: [],
  };
}

export function variantsBulkUpdate(ctx: GqlContext, args: Args) {
  need(ctx, 'write_products', 'productVariantsBulkUpdate');
  const p = findProduct(ctx.shop, parseGid('Product', args.productId));
  if (!p)
    return {
      product: null,
      productVariants: [],
      userErrors: [{ field: ['productId'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }],
    };
  const errors: UserError[] = [];
  const updates: { v: VariantRec; input: Args }[] = [];
  (args.variants as Args[]).forEach((input, i) => {
    const v = input.id ? p.variants.find((x) => x.id === parseGid('ProductVariant', input.id)) : undefined;
    if (!v) {
      errors.push({
        field: ['variants', String(i), 'id'],
        message: 'Product variant does not exist',
        code: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
      });
      return;
    }
    if (input.price !== undefined && input.price !== null && parseMoney(input.price) === null) {
      errors.push({
        field: ['variants', String(i), 'price'],
        message: 'Price must be greater than or equal to 0',
        code: 'GREATER_THAN_OR_EQUAL_TO',
      });
      return;
    }
    if (input.compareAtPrice !== undefined && input.compareAtPrice !== null && parseMoney(input.compareAtPrice) === null) {
      errors.push({ field: ['variants', String(i), 'compareAtPrice'], message: 'Compare at price is invalid', code: 'INVALID' });
      return;
    }
    updates.push({ v, input });
  });
  if (errors.length && !args.allowPartialUpdates)
    return { product: productView(ctx, p), productVariants: [], userErrors: errors };
  const at = now();
  for (const { v, input } of updates) {
    if (input.price !== undefined && input.price !== null) v.price = parseMoney(input.price)!;
    if (input.compareAtPrice !== undefined)
      v.compareAtPrice = input.compareAtPrice === null ? null : parseMoney(input.compareAtPrice);
    if (input.inventoryItem?.sku !== undefined) v.sku = input.inventoryItem.sku;
    if (input.inventoryItem?.tracked !== undefined && input.inventoryItem.tracked !== null)
      v.tracked = input.inventoryItem.tracked;
    v.updatedAt = at;
  }
  if (updates.length) p.updatedAt = at;
  ctx.store.changed();
  return { product: productView(ctx, p), productVariants: updates.map(({ v }) => variantView(ctx, p, v)), userErrors: errors };
}

const INVENTORY_REASONS = new Set([
  'correction',
  'cycle_count_available',
  'damaged',
  'movement_canceled',
  'movement_created',
  'movement_received',
  'movement_updated',
  'other',
  'promotion',
  'quality_control',
  'received',
  'reservation_created',
  'reservation_deleted',
  'reservation_updated',
  'restock',
  'safety_stock',
  'shrinkage',
]);

export function inventorySetQuantities(ctx: GqlContext, args: Args) {
  need(ctx, 'write_inventory', 'inventorySetQuantities');
  const input = args.input as Args;
  const errors: UserError[] = [];
  if (input.name !== 'available' && input.name !== 'on_hand') {
    errors.push({
      field: ['input', 'name'],
      message: "The quantity name must be either 'available' or 'on_hand'.",
      code: 'INVALID_NAME',
    });
  }
  if (!INVENTORY_REASONS.has(input.reason))
    errors.push({ field: ['input', 'reason'], message: 'The reason is invalid.', code: 'INVALID_REASON' });
  const changes: { v: VariantRec; product: ProductRec; quantity: number }[] = [];
  (input.quantities as Args[]).forEach((q, i) => {
    const at = ['input', 'quantities', String(i)];
    const item = findInventoryItem(ctx.shop, parseGid('InventoryItem', q.inventoryItemId));
    if (!item)
      return errors.push({
        field: [...at, 'inventoryItemId'],
        message: 'The specified inventory item could not be found.',
        code: 'INVALID_INVENTORY_ITEM',
      });
    if (parseGid('Location', q.locationId) !== ctx.shop.locationId) {
      return errors.push({
        field: [...at, 'locationId'],
        message: 'The specified location could not be found.',
        code: 'INVALID_LOCATION',
      });
    }
    const current = item.variant.available[String(ctx.shop.locationId)] ?? 0;
    const expected = q.changeFromQuantity ?? q.compareQuantity;
    if (!input.ignoreCompareQuantity && expected === undefined) {
      return errors.push({
        field: [...at, 'compareQuantity'],
        message: 'The compareQuantity argument must be given to each quantity or ignored using ignoreCompareQuantity.',
        code: 'COMPARE_QUANTITY_REQUIRED',
      });
    }
    if (!input.ignoreCompareQuantity && expected !== null && expected !== current) {
      return errors.push({
        field: [...at, 'compareQuantity'],
        message: 'The compareQuantity value does not match persisted value.',
        code: 'COMPARE_QUANTITY_STALE',
      });
    }
    if (q.quantity < 0 || q.quantity > 1_000_000_000)
      return errors.push({
        field: [...at, 'quantity'],
        message: 'The quantity is out of range.',
        code: 'INVALID_QUANTITY_TOO_HIGH',
      });
    changes.push({ v: item.variant, product: item.product, quantity: q.quantity });
    return undefined;
  });
  if (errors.length) return { inventoryAdjustmentGroup: null, userErrors: errors };
  const loc = String(ctx.shop.locationId);
  const result = changes.map(({ v, product, quantity }) => {
    const delta = quantity - (v.available[loc] ?? 0);
    v.available[loc] = quantity;
    v.updatedAt = now();
    return {
      name: input.name,
      delta,
      quantityAfterChange: quantity,
      item: variantView(ctx, product, v).inventoryItem,
      location: locationView(ctx.shop),
    };
  });
  ctx.store.changed();
  return {
    inventoryAdjustmentGroup: {
      id: gid('InventoryAdjustmentGroup', ctx.store.id()),
      createdAt: now(),
      reason: input.reason,
      referenceDocumentUri: input.referenceDocumentUri ?? null,
      changes: result,
    },
    userErrors: [],
  };
}
