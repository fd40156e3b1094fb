import {
  buildMedia,
  buildOptions,
  buildVariant,
  checkVariants,
  freeHandle,
  slugify,
  type OptionSpec,
  setSpecs,
  type UserError,
  type VariantSpec,
} from './product-writes.js';
import { findProduct, gid, need, parseGid, productView, type GqlContext } from './graphql-views.js';
import type { ProductRec, ProductStatus } from './shops.js';
import { inventorySetQuantities, variantsBulkCreate, variantsBulkUpdate } from './graphql-variant-mutations.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL has validated the argument shapes against the schema */
type Args = Record<string, any>;

const DEFAULT_OPTION: OptionSpec = { name: 'Title', values: ['Default Title'] };
const now = () => new Date().toISOString();
const tagsOf = (tags: unknown): string[] =>
  Array.isArray(tags) ? [...new Set(tags.map((t) => String(t).trim()).filter(Boolean))] : [];

function productSet(ctx: GqlContext, args: Args) {
  need(ctx, 'write_products', 'productSet');
  const input = args.input as Args;
  const fail = (errors: UserError[]) => ({ product: null, productSetOperation: null, userErrors: errors });
  const idArg: string | undefined = args.identifier?.id ?? input.id;
  let existing: ProductRec | undefined;
  if (idArg) {
    existing = findProduct(ctx.shop, parseGid('Product', idArg));
    if (!existing) return fail([{ field: ['input', 'id'], message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' }]);
  } else if (args.identifier?.handle) {
    existing = ctx.shop.products.find((p) => p.handle === args.identifier.handle);
  }
  const title: string = (input.title ?? existing?.title ?? '').trim();
  if (!title) return fail([{ field: ['input', 'title'], message: "Title can't be blank", code: 'BLANK' }]);

  const specs = input.variants ? setSpecs(input.variants) : null;
  let options: OptionSpec[];
  if (input.productOptions) {
    options = (input.productOptions as Args[]).map((o) => ({
      name: String(o.name ?? ''),
      values: (o.values ?? []).map((v: Args) => String(v.name ?? '')),
    }));
  } else if (specs) {
    const names = [...new Set(specs.flatMap((s) => s.optionValues.map((v) => v.optionName ?? '')))];
    options = names.map((name) => ({ name, values: [] }));
  } else if (existing) {
    options = existing.options.map((o) => ({ name: o.name, values: o.values.map((v) => v.name) }));
  } else {
    options = [{ ...DEFAULT_OPTION, values: [...DEFAULT_OPTION.values] }];
  }
  const errors: UserError[] = [];
  if (options.length === 0 || options.length > 3) {
    errors.push({ field: ['input', 'productOptions'], message: 'A product has one to three options.', code: 'INVALID_INPUT' });
  }
  if (new Set(options.map((o) => o.name)).size !== options.length || options.some((o) => !o.name)) {
    errors.push({
      field: ['input', 'productOptions'],
      message: 'Option names must be present and different.',
      code: 'DUPLICATED_OPTION_NAME',
    });
  }
  const variantSpecs =
    specs ??
    (existing
      ? null
      : [{ optionValues: options.map((o) => ({ optionName: o.name, name: o.values[0] ?? '' })), quantities: [] } as VariantSpec]);
  const checked = variantSpecs
    ? checkVariants(ctx, options, variantSpecs, ['input', 'variants'], { addValues: !input.productOptions })
    : { errors: [], combos: [] };
  const files = input.files ? buildMedia(ctx, input.files, ['input', 'files']) : null;
  errors.push(...checked.errors, ...(files?.errors ?? []));
  if (variantSpecs && variantSpecs.length > 2048)
    errors.push({ field: ['input', 'variants'], message: 'Too many variants.', code: 'INVALID_INPUT' });
  if (errors.length > 0) return fail(errors);

  const at = now();
  const p: ProductRec = existing ?? {
    id: ctx.store.id(),
    title,
    handle: '',
    descriptionHtml: '',
    vendor: ctx.shop.title,
    productType: '',
    tags: [],
    status: 'ACTIVE',
    options: [],
    variants: [],
    media: [],
    createdAt: at,
    updatedAt: at,
  };
  const previousOptions = p.options;
  p.title = title;
  p.handle = freeHandle(ctx.shop.products, input.handle ?? args.identifier?.handle ?? (existing?.handle || slugify(title)), p);
  if (input.descriptionHtml !== undefined) p.descriptionHtml = input.descriptionHtml ?? '';
  if (input.vendor !== undefined) p.vendor = input.vendor ?? '';
  if (input.productType !== undefined) p.productType = input.productType ?? '';
  if (input.tags !== undefined) p.tags = tagsOf(input.tags);
  if (input.status) p.status = input.status as ProductStatus;
  p.options = buildOptions(ctx, options, previousOptions);
  if (variantSpecs) {
    const old = p.variants;
    p.variants = variantSpecs.map((spec, i) => {
      const combo = checked.combos[i]!;
      const match =
        (spec.id ? old.find((v) => v.id === parseGid('ProductVariant', spec.id!)) : undefined) ??
        old.find((v) => v.optionValues.join('\u0000') === combo.join('\u0000'));
      return buildVariant(ctx, spec, combo, i + 1, match);
    });
  }
  if (files) p.media = files.media;
  p.updatedAt = at;
  if (!existing) ctx.shop.products.push(p);
  ctx.store.changed();
  const product = productView(ctx, p);
  return {
    product,
    productSetOperation: { id: gid('ProductSetOperation', ctx.store.id()), status: 'COMPLETE', product },
    userErrors: [],
  };
}

function productCreate(ctx: GqlContext, args: Args) {
  need(ctx, 'write_products', 'productCreate');
  const input = (args.product ?? {}) as Args;
  const title = String(input.title ?? '').trim();
  if (!title) return { product: null, userErrors: [{ field: ['title'], message: "Title can't be blank" }] };
  if (input.handle && ctx.shop.products.some((p) => p.handle === input.handle)) {
    return {
      product: null,
      userErrors: [{ field: ['handle'], message: `Handle '${input.handle}' already in use. Please provide a new handle.` }],
    };
  }
  const options: OptionSpec[] = input.productOptions?.length
    ? (input.productOptions as Args[]).map((o) => ({
        name: String(o.name ?? ''),
        values: (o.values ?? []).map((v: Args) => String(v.name ?? '')),
      }))
    : [{ ...DEFAULT_OPTION, values: [...DEFAULT_OPTION.values] }];
  if (options.some((o) => !o.name || o.values.length === 0)) {
    return {
      product: null,
      userErrors: [{ field: ['productOptions'], message: 'Each option needs a name and at least one value.' }],
    };
  }
  const media = buildMedia(ctx, args.media ?? [], ['media']);
  if (media.errors.length) return { product: null, userErrors: media.errors.map(({ field, message }) => ({ field, message })) };
  const at = now();
  const combo = options.map((o) => o.values[0]!);
  const p: ProductRec = {
    id: ctx.store.id(),
    title,
    handle: freeHandle(ctx.shop.products, slugify(title)),
    descriptionHtml: input.descriptionHtml ?? '',
    vendor: input.vendor ?? ctx.shop.title,
    productType: input.productType ?? '',
    tags: tagsOf(input.tags),
    status: (input.status as ProductStatus | undefined) ?? 'ACTIVE',
    options: buildOptions(ctx, options),
    variants: [],
    media: media.media,
    createdAt: at,
    updatedAt: at,
  };
  p.variants = [buildVariant(ctx, { optionValues: [], quantities: [] }, combo, 1)];
  ctx.shop.products.push(p);
  ctx.store.changed();
  return { product: productView(ctx, p), userErrors: [] };
}

function productUpdate(ctx: GqlContext, args: Args) {
  need(ctx, 'write_products', 'productUpdate');
  const input = (args.product ?? {}) as Args;
  const p = input.id ? findProduct(ctx.shop, parseGid('Product', input.id)) : undefined;
  if (!p) return { product: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] };
  if (input.title !== undefined) {
    if (!String(input.title ?? '').trim())
      return { product: null, userErrors: [{ field: ['title'], message: "Title can't be blank" }] };
    p.title = String(input.title).trim();
  }
  if (input.handle) p.handle = freeHandle(ctx.shop.products, input.handle, p);
  if (input.descriptionHtml !== undefined) p.descriptionHtml = input.descriptionHtml ?? '';
  if (input.vendor !== undefined) p.vendor = input.vendor ?? '';
  if (input.productType !== undefined) p.productType = input.productType ?? '';
  if (input.tags !== undefined) p.tags = tagsOf(input.tags);
  if (input.status) p.status = input.status as ProductStatus;
  p.updatedAt = now();
  ctx.store.changed();
  return { product: productView(ctx, p), userErrors: [] };
}

function productDelete(ctx: GqlContext, args: Args) {
  need(ctx, 'write_products', 'productDelete');
  const id = parseGid('Product', args.input.id);
  const p = findProduct(ctx.shop, id);
  if (!p) return { deletedProductId: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] };
  ctx.shop.products = ctx.shop.products.filter((x) => x !== p);
  ctx.store.changed();
  ctx.onProductDeleted(ctx.shop, p);
  return { deletedProductId: gid('Product', p.id), userErrors: [] };
}

/** The Mutation root: each field takes (args, context) as graphql-js calls functions of the root value. */
export const mutationRoot = {
  productSet: (a: Args, c: GqlContext) => productSet(c, a),
  productCreate: (a: Args, c: GqlContext) => productCreate(c, a),
  productUpdate: (a: Args, c: GqlContext) => productUpdate(c, a),
  productDelete: (a: Args, c: GqlContext) => productDelete(c, a),
  productVariantsBulkCreate: (a: Args, c: GqlContext) => variantsBulkCreate(c, a),
  productVariantsBulkUpdate: (a: Args, c: GqlContext) => variantsBulkUpdate(c, a),
  inventorySetQuantities: (a: Args, c: GqlContext) => inventorySetQuantities(c, a),
};
