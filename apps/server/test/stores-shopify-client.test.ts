import { beforeAll, expect, it } from 'vitest';
import { createAdminApiClient } from '@shopify/admin-api-client';
import type { Seller } from './harness.js';
import { approve, browse, describeWithShopify, storesApi, uniqueShop } from './stores-support.js';
import { withStore } from '../src/modules/stores/stores.service.js';
import { shopifyApp } from '../src/modules/stores/shopify-app.js';
import { tokenCipher } from '../src/modules/stores/token-crypto.js';
import {
  adminClient,
  fromMoney,
  ShopifyAuthError,
  ShopifyRequestError,
  ShopifyUserErrors,
  toMoney,
  type NewProduct,
  type ShopifyAdminClient,
} from '../src/modules/stores/shopify-client.js';

const TEE: NewProduct = {
  handle: 'dp-listing-1',
  title: 'Linen Tee',
  descriptionHtml: '<p>Soft linen.</p>',
  vendor: 'Dropport',
  tags: ['summer', 'linen'],
  options: [
    { name: 'Color', values: ['Sand', 'Ink'] },
    { name: 'Size', values: ['S', 'M'] },
  ],
  variants: [
    { sku: 'TEE-SAND-S', optionValues: ['Sand', 'S'], priceMinor: 1299, compareAtMinor: 1999, quantity: 12 },
    { sku: 'TEE-SAND-M', optionValues: ['Sand', 'M'], priceMinor: 1299, quantity: 5 },
    { sku: 'TEE-INK-M', optionValues: ['Ink', 'M'], priceMinor: 1499, compareAtMinor: null, quantity: 0 },
  ],
  images: [{ url: 'https://cdn.example.com/tee-sand.jpg', alt: 'Sand tee' }],
};

describeWithShopify('the Shopify Admin API client against the stand-in', (get) => {
  const api = storesApi(get);
  let alice: Seller;
  let storeId: string;
  let shopName: string;
  beforeAll(async () => {
    alice = await get().s.seller();
    shopName = uniqueShop('client');
    storeId = (await api.link(alice, shopName)).store.id;
  });
  const inStore = <T>(fn: (c: ShopifyAdminClient) => Promise<T>) => withStore(get().s.ctx, { storeId, userId: alice.id }, fn);

  it('writes money as Shopify decimals and reads it back in minor units', () => {
    expect([toMoney(0), toMoney(5), toMoney(1299), toMoney(100000)]).toEqual(['0.00', '0.05', '12.99', '1000.00']);
    expect([fromMoney('12.99'), fromMoney('12.9'), fromMoney('12'), fromMoney('0.05')]).toEqual([1299, 1290, 1200, 5]);
    expect(() => toMoney(-1)).toThrow(RangeError);
    expect(() => toMoney(12.5)).toThrow(RangeError);
  });

  it('creates a product with variants, prices, stock and images, and the shop admin shows it', async () => {
    const created = await inStore((c) => c.createProduct(TEE));
    expect(created).toMatchObject({
      handle: 'dp-listing-1',
      title: 'Linen Tee',
      status: 'ACTIVE',
      imageUrls: ['https://cdn.example.com/tee-sand.jpg'],
    });
    expect(created.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(created.onlineStoreUrl).toBe(`https://${shopName}.myshopify.com/products/dp-listing-1`);
    expect(created.variants.map((v) => [v.sku, v.optionValues, v.priceMinor, v.compareAtMinor, v.quantity])).toEqual([
      ['TEE-SAND-S', ['Sand', 'S'], 1299, 1999, 12],
      ['TEE-SAND-M', ['Sand', 'M'], 1299, null, 5],
      ['TEE-INK-M', ['Ink', 'M'], 1499, null, 0],
    ]);
    for (const v of created.variants) {
      expect(v.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
      expect(v.inventoryItemId).toMatch(/^gid:\/\/shopify\/InventoryItem\/\d+$/);
    }
    const page = await browse(get().shopify, `${get().shopify.url}/store/${shopName}/admin`);
    expect(page.text).toContain('Linen Tee');
    expect(page.text).toContain('$12.99');
    expect(page.text).toContain('$14.99');
  });

  it('creating again with the same handle updates the product: a retry never makes a duplicate', async () => {
    const first = await inStore((c) => c.findProductByHandle('dp-listing-1'));
    const again = await inStore((c) => c.createProduct({ ...TEE, title: 'Linen Tee (retry)' }));
    expect(again.id).toBe(first!.id);
    expect(again.variants.map((v) => v.id)).toEqual(first!.variants.map((v) => v.id));
    expect(again.title).toBe('Linen Tee (retry)');
    expect(
      get()
        .shopify.shop(shopName)
        .products.filter((p) => p.handle === 'dp-listing-1'),
    ).toHaveLength(1);
  });

  it('reads a product by id and by handle; unknown ones are null', async () => {
    const byHandle = await inStore((c) => c.findProductByHandle('dp-listing-1'));
    const byId = await inStore((c) => c.getProduct(byHandle!.id));
    expect(byId).toEqual(byHandle);
    expect(await inStore((c) => c.findProductByHandle('no-such-handle'))).toBeNull();
    expect(await inStore((c) => c.getProduct('gid://shopify/Product/1'))).toBeNull();
  });

  it('updates variant prices and compare-at prices', async () => {
    const p = (await inStore((c) => c.findProductByHandle('dp-listing-1')))!;
    const [a, b] = p.variants;
    const after = await inStore((c) =>
      c.updateVariantPrices(p.id, [
        { variantId: a!.id, priceMinor: 1099, compareAtMinor: null },
        { variantId: b!.id, priceMinor: 1150, compareAtMinor: 1800 },
      ]),
    );
    expect(after.map((v) => [v.sku, v.priceMinor, v.compareAtMinor])).toEqual([
      ['TEE-SAND-S', 1099, null],
      ['TEE-SAND-M', 1150, 1800],
      ['TEE-INK-M', 1499, null],
    ]);
  });

  it('sets available stock at the primary location', async () => {
    const p = (await inStore((c) => c.findProductByHandle('dp-listing-1')))!;
    await inStore((c) => c.setInventory(p.variants.map((v, i) => ({ inventoryItemId: v.inventoryItemId, quantity: 100 + i }))));
    const read = (await inStore((c) => c.getProduct(p.id)))!;
    expect(read.variants.map((v) => v.quantity)).toEqual([100, 101, 102]);
    expect(await inStore((c) => c.primaryLocationId())).toMatch(/^gid:\/\/shopify\/Location\/\d+$/);
  });

  it("surfaces Shopify's userErrors field by field", async () => {
    const twice = inStore((c) =>
      c.createProduct({ ...TEE, handle: 'dp-bad', variants: [TEE.variants[0]!, { ...TEE.variants[0]!, sku: 'OTHER' }] }),
    );
    await expect(twice).rejects.toBeInstanceOf(ShopifyUserErrors);
    await expect(twice).rejects.toMatchObject({
      userErrors: [{ field: ['input', 'variants', '1'], code: 'VARIANT_ALREADY_EXISTS' }],
    });
    const p = (await inStore((c) => c.findProductByHandle('dp-listing-1')))!;
    const unknown = inStore((c) =>
      c.updateVariantPrices(p.id, [{ variantId: 'gid://shopify/ProductVariant/1', priceMinor: 100 }]),
    );
    await expect(unknown).rejects.toMatchObject({ userErrors: [{ code: 'PRODUCT_VARIANT_DOES_NOT_EXIST' }] });
    expect(await inStore((c) => c.findProductByHandle('dp-bad'))).toBeNull();
  });

  it('deletes a product once (then reports it gone), and Shopify sends products/delete', async () => {
    const { shopify } = get();
    const p = (await inStore((c) => c.findProductByHandle('dp-listing-1')))!;
    expect(await inStore((c) => c.deleteProduct(p.id))).toBe(true);
    expect(await inStore((c) => c.deleteProduct(p.id))).toBe(false);
    await shopify.idle();
    const numeric = Number(p.id.split('/').pop());
    expect(shopify.deliveries().some((d) => d.topic === 'products/delete' && JSON.parse(d.body).id === numeric)).toBe(true);
  });

  it('a token without the scope gets ACCESS_DENIED; an unknown token is refused as unauthorized', async () => {
    const { s, shopify } = get();
    const app = shopifyApp(s.ctx);
    // An install that granted only read_products, through the stand-in's own OAuth endpoints.
    const name = uniqueShop('narrow');
    const authorize = `${shopify.url}/store/${name}/admin/oauth/authorize?${new URLSearchParams({
      client_id: 'dropport-test-app',
      scope: 'read_products',
      redirect_uri: `${s.url}/oauth2/authorize`,
      state: 'test-state',
    }).toString()}`;
    const back = await approve(shopify, authorize);
    const { accessToken, scopes } = await app.exchangeCode(`${name}.myshopify.com`, back.searchParams.get('code')!);
    expect(scopes).toEqual(['read_products']);
    const narrow = adminClient(app, `${name}.myshopify.com`, accessToken);
    expect(await narrow.findProductByHandle('x')).toBeNull();
    const denied = narrow.createProduct({ ...TEE, handle: 'dp-denied' });
    await expect(denied).rejects.toBeInstanceOf(ShopifyRequestError);
    await expect(denied).rejects.toMatchObject({ codes: ['ACCESS_DENIED'] });
    // The same code twice: Shopify's codes are single-use.
    await expect(app.exchangeCode(`${name}.myshopify.com`, back.searchParams.get('code')!)).rejects.toThrow(/refused/);

    await expect(adminClient(app, `${name}.myshopify.com`, 'shpat_not-a-token').shop()).rejects.toBeInstanceOf(ShopifyAuthError);
  });

  it("answers GraphQL the way Shopify does: errors for a malformed request, Shopify's connection rules", async () => {
    const { s } = get();
    const app = shopifyApp(s.ctx);
    const row = await api.row(storeId);
    const client = createAdminApiClient({
      storeDomain: `${shopName}.myshopify.com`,
      apiVersion: app.apiVersion,
      accessToken: tokenCipher(s.config).decrypt(row.access_token_enc!, `store:${storeId}`),
      customFetchApi: app.fetch,
    });
    const noFirst = await client.request('query { products { nodes { id } } }');
    expect(noFirst.errors?.graphQLErrors?.[0]?.message).toBe('you must provide one of first or last');
    const typo = await client.request('query { shop { nme } }');
    expect(typo.errors?.graphQLErrors?.[0]?.message).toContain('Cannot query field "nme" on type "Shop"');
    const ok = await client.request<{ shop: { currencyCode: string }; products: { pageInfo: { hasNextPage: boolean } } }>(
      'query { shop { currencyCode } products(first: 1) { pageInfo { hasNextPage } } }',
    );
    expect(ok.data).toEqual({ shop: { currencyCode: 'USD' }, products: { pageInfo: { hasNextPage: false } } });
  });

  it('serves the two-step way too: productCreate, then productVariantsBulkCreate/Update and compare-and-set stock', async () => {
    const { s } = get();
    const app = shopifyApp(s.ctx);
    const row = await api.row(storeId);
    const client = createAdminApiClient({
      storeDomain: `${shopName}.myshopify.com`,
      apiVersion: app.apiVersion,
      accessToken: tokenCipher(s.config).decrypt(row.access_token_enc!, `store:${storeId}`),
      customFetchApi: app.fetch,
    });
    const created = await client.request<{
      productCreate: { product: { id: string; variants: { nodes: { id: string; title: string }[] } } };
    }>(
      `mutation($product: ProductCreateInput!) { productCreate(product: $product) {
        product { id variants(first: 10) { nodes { id title } } } userErrors { field message } } }`,
      { variables: { product: { title: 'Cap', productOptions: [{ name: 'Color', values: [{ name: 'Red' }] }] } } },
    );
    const product = created.data!.productCreate.product;
    expect(product.variants.nodes.map((v) => v.title)).toEqual(['Red']);
    const location = (await client.request<{ location: { id: string } }>('{ location { id } }')).data!.location.id;
    const bulk = await client.request<{
      productVariantsBulkCreate: {
        productVariants: { id: string; title: string; price: string; inventoryQuantity: number; inventoryItem: { id: string } }[];
        userErrors: unknown[];
      };
    }>(
      `mutation($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
        productVariantsBulkCreate(productId: $productId, variants: $variants, strategy: REMOVE_STANDALONE_VARIANT) {
          productVariants { id title price inventoryQuantity inventoryItem { id } } userErrors { field message code } } }`,
      {
        variables: {
          productId: product.id,
          variants: [
            {
              optionValues: [{ optionName: 'Color', name: 'Red' }],
              price: '9.50',
              inventoryQuantities: [{ locationId: location, availableQuantity: 4 }],
            },
            { optionValues: [{ optionName: 'Color', name: 'Blue' }], price: '9.90' },
          ],
        },
      },
    );
    expect(bulk.data!.productVariantsBulkCreate.userErrors).toEqual([]);
    const variants = bulk.data!.productVariantsBulkCreate.productVariants;
    expect(variants.map((v) => [v.title, v.price, v.inventoryQuantity])).toEqual([
      ['Red', '9.50', 4],
      ['Blue', '9.90', 0],
    ]);
    const fresh = (
      await client.request<{ product: { variants: { nodes: { id: string }[] } } }>(
        'query($id: ID!) { product(id: $id) { variants(first: 10) { nodes { id } } } }',
        { variables: { id: product.id } },
      )
    ).data!.product.variants.nodes;
    // The standalone variant made by productCreate is gone.
    expect(fresh.map((v) => v.id)).toEqual(variants.map((v) => v.id));

    const stale = await client.request<{ inventorySetQuantities: { userErrors: { code: string }[] } }>(
      `mutation($input: InventorySetQuantitiesInput!) { inventorySetQuantities(input: $input) { userErrors { field message code } } }`,
      {
        variables: {
          input: {
            name: 'available',
            reason: 'correction',
            quantities: [
              { inventoryItemId: variants[0]!.inventoryItem.id, locationId: location, quantity: 7, compareQuantity: 3 },
            ],
          },
        },
      },
    );
    expect(stale.data!.inventorySetQuantities.userErrors.map((e) => e.code)).toEqual(['COMPARE_QUANTITY_STALE']);
  });

  it("the stand-in's signatures pass the library's own checks", async () => {
    const { s, shopify } = get();
    const launch = new URL(shopify.launchUrl(shopName, 'dropport-test-app'));
    const app = shopifyApp(s.ctx);
    expect(await app.verifyQuery(Object.fromEntries(launch.searchParams))).toBe('ok');
    launch.searchParams.set('timestamp', String(Number(launch.searchParams.get('timestamp')) + 1));
    expect(await app.verifyQuery(Object.fromEntries(launch.searchParams))).toBe('bad');
  });
});
