/** The Admin GraphQL documents Dropport sends (Shopify API 2026-01 shapes). */

export const PRODUCT_FIELDS = /* GraphQL */ `
  fragment DropportProduct on Product {
    id
    handle
    title
    status
    onlineStoreUrl
    media(first: 20) {
      nodes {
        ... on MediaImage {
          image {
            url
          }
        }
      }
    }
    variants(first: 250) {
      nodes {
        id
        sku
        price
        compareAtPrice
        inventoryQuantity
        selectedOptions {
          name
          value
        }
        inventoryItem {
          id
        }
      }
    }
  }
`;

/** A product as PRODUCT_FIELDS reads it. */
export interface ProductNode {
  id: string;
  handle: string;
  title: string;
  status: string;
  onlineStoreUrl: string | null;
  media: { nodes: { image?: { url: string } | null }[] };
  variants: {
    nodes: {
      id: string;
      sku: string | null;
      price: string;
      compareAtPrice: string | null;
      inventoryQuantity: number | null;
      selectedOptions: { name: string; value: string }[];
      inventoryItem: { id: string };
    }[];
  };
}

export const QUERIES = {
  shop: /* GraphQL */ `
    query DropportShop {
      shop {
        name
        currencyCode
        myshopifyDomain
      }
    }
  `,
  primaryLocation: /* GraphQL */ `
    query DropportLocation {
      location {
        id
      }
    }
  `,
  product: /* GraphQL */ `
    query DropportProductById($id: ID!) {
      product(id: $id) {
        ...DropportProduct
      }
    }
    ${PRODUCT_FIELDS}
  `,
  productByHandle: /* GraphQL */ `
    query DropportProductByHandle($identifier: ProductIdentifierInput!) {
      productByIdentifier(identifier: $identifier) {
        ...DropportProduct
      }
    }
    ${PRODUCT_FIELDS}
  `,
  productSet: /* GraphQL */ `
    mutation DropportProductSet($identifier: ProductSetIdentifiers, $input: ProductSetInput!, $synchronous: Boolean!) {
      productSet(identifier: $identifier, input: $input, synchronous: $synchronous) {
        product {
          ...DropportProduct
        }
        userErrors {
          field
          message
          code
        }
      }
    }
    ${PRODUCT_FIELDS}
  `,
  updatePrices: /* GraphQL */ `
    mutation DropportPrices($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
      productVariantsBulkUpdate(productId: $productId, variants: $variants) {
        product {
          ...DropportProduct
        }
        userErrors {
          field
          message
          code
        }
      }
    }
    ${PRODUCT_FIELDS}
  `,
  setInventory: /* GraphQL */ `
    mutation DropportInventory($input: InventorySetQuantitiesInput!) {
      inventorySetQuantities(input: $input) {
        userErrors {
          field
          message
          code
        }
      }
    }
  `,
  deleteProduct: /* GraphQL */ `
    mutation DropportDelete($input: ProductDeleteInput!) {
      productDelete(input: $input) {
        deletedProductId
        userErrors {
          field
          message
        }
      }
    }
  `,
} as const;
