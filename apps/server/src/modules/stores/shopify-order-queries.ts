import { z } from 'zod';

/**
 * The wire shapes of a store's orders: the Admin GraphQL documents Dropport sends for orders and their fulfillment
 * (Shopify API 2026-01) with the answers they get, and the REST JSON body of the order webhooks.
 */

export const ORDER_FIELDS = /* GraphQL */ `
  fragment DropportOrder on Order {
    id
    name
    email
    phone
    createdAt
    updatedAt
    cancelledAt
    cancelReason
    currencyCode
    totalPriceSet {
      shopMoney {
        amount
        currencyCode
      }
    }
    displayFinancialStatus
    displayFulfillmentStatus
    customer {
      id
      firstName
      lastName
      defaultEmailAddress {
        emailAddress
      }
    }
    shippingAddress {
      firstName
      lastName
      name
      company
      address1
      address2
      city
      province
      provinceCode
      zip
      countryCodeV2
      phone
    }
    lineItems(first: 250) {
      nodes {
        id
        title
        variantTitle
        quantity
        sku
        variant {
          id
        }
        product {
          id
        }
        originalUnitPriceSet {
          shopMoney {
            amount
          }
        }
      }
    }
  }
`;

/** An order as ORDER_FIELDS reads it. */
export interface OrderNode {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  currencyCode: string;
  totalPriceSet: { shopMoney: { amount: string; currencyCode: string } };
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string | null;
  customer: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    defaultEmailAddress: { emailAddress: string | null } | null;
  } | null;
  shippingAddress: {
    firstName: string | null;
    lastName: string | null;
    name: string | null;
    company: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    province: string | null;
    provinceCode: string | null;
    zip: string | null;
    countryCodeV2: string | null;
    phone: string | null;
  } | null;
  lineItems: {
    nodes: {
      id: string;
      title: string;
      variantTitle: string | null;
      quantity: number;
      sku: string | null;
      variant: { id: string } | null;
      product: { id: string } | null;
      originalUnitPriceSet: { shopMoney: { amount: string } };
    }[];
  };
}

/** What fulfilling an order needs to know: its fulfillment orders with what is left, and what was shipped. */
export interface FulfillmentStateNode {
  id: string;
  name: string;
  fulfillmentOrders: {
    nodes: {
      id: string;
      status: string;
      assignedLocation: { location: { id: string } | null };
      lineItems: { nodes: { id: string; remainingQuantity: number }[] };
    }[];
  };
  fulfillments: {
    id: string;
    status: string;
    trackingInfo: { company: string | null; number: string | null; url: string | null }[];
  }[];
}

export const ORDER_QUERIES = {
  orders: /* GraphQL */ `
    query DropportOrders($first: Int!, $after: String, $query: String) {
      orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
        nodes {
          ...DropportOrder
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
    ${ORDER_FIELDS}
  `,
  order: /* GraphQL */ `
    query DropportOrder($id: ID!) {
      order(id: $id) {
        ...DropportOrder
      }
    }
    ${ORDER_FIELDS}
  `,
  fulfillmentState: /* GraphQL */ `
    query DropportFulfillmentState($id: ID!) {
      order(id: $id) {
        id
        name
        fulfillmentOrders(first: 50) {
          nodes {
            id
            status
            assignedLocation {
              location {
                id
              }
            }
            lineItems(first: 250) {
              nodes {
                id
                remainingQuantity
              }
            }
          }
        }
        fulfillments(first: 50) {
          id
          status
          trackingInfo(first: 10) {
            company
            number
            url
          }
        }
      }
    }
  `,
  fulfillmentCreate: /* GraphQL */ `
    mutation DropportFulfillmentCreate($fulfillment: FulfillmentInput!) {
      fulfillmentCreate(fulfillment: $fulfillment) {
        fulfillment {
          id
          status
          trackingInfo(first: 10) {
            company
            number
            url
          }
        }
        userErrors {
          field
          message
        }
      }
    }
  `,
} as const;

const restId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(String);
const text = z.string().nullish();
const amount = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, 'not a money amount'));
const time = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date-time');
const RestAddress = z.object({
  first_name: text,
  last_name: text,
  name: text,
  company: text,
  address1: text,
  address2: text,
  city: text,
  province: text,
  province_code: text,
  zip: text,
  country_code: text,
  phone: text,
});
/** The REST body of orders/create, orders/updated, orders/cancelled (the fields Dropport reads). */
export const RestOrderBody = z.object({
  id: restId,
  admin_graphql_api_id: z.string().nullish(),
  name: z.string(),
  email: text,
  phone: text,
  created_at: time,
  updated_at: time,
  cancelled_at: time.nullish(),
  cancel_reason: text,
  currency: z.string().regex(/^[A-Z]{3}$/),
  total_price: amount,
  financial_status: text,
  fulfillment_status: text,
  customer: z.object({ id: restId.nullish(), first_name: text, last_name: text, email: text }).nullish(),
  shipping_address: RestAddress.nullish(),
  line_items: z.array(
    z.object({
      id: restId,
      admin_graphql_api_id: z.string().nullish(),
      product_id: restId.nullish(),
      variant_id: restId.nullish(),
      sku: text,
      title: z.string(),
      variant_title: text,
      quantity: z.number().int().nonnegative(),
      price: amount,
    }),
  ),
});
