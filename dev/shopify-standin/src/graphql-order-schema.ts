/**
 * Orders and fulfillment in Shopify's Admin GraphQL schema (2026-01 names and shapes), as an extension of ADMIN_SDL:
 * orders/order, fulfillment orders and fulfillmentCreate. Fields Dropport does not use are left out; CountryCode,
 * an enum of ISO codes in Shopify's schema, is a scalar here (the JSON is the same).
 */
export const ORDER_SDL = /* GraphQL */ `
  scalar Decimal
  scalar UnsignedInt64
  scalar CountryCode

  enum OrderCancelReason {
    CUSTOMER
    DECLINED
    FRAUD
    INVENTORY
    OTHER
    STAFF
  }
  enum OrderDisplayFinancialStatus {
    AUTHORIZED
    EXPIRED
    PAID
    PARTIALLY_PAID
    PARTIALLY_REFUNDED
    PENDING
    REFUNDED
    VOIDED
  }
  enum OrderDisplayFulfillmentStatus {
    FULFILLED
    IN_PROGRESS
    ON_HOLD
    OPEN
    PARTIALLY_FULFILLED
    PENDING_FULFILLMENT
    REQUEST_DECLINED
    RESTOCKED
    SCHEDULED
    UNFULFILLED
  }
  enum OrderSortKeys {
    CREATED_AT
    ID
    ORDER_NUMBER
    PROCESSED_AT
    UPDATED_AT
  }
  enum FulfillmentOrderStatus {
    CANCELLED
    CLOSED
    INCOMPLETE
    IN_PROGRESS
    ON_HOLD
    OPEN
    SCHEDULED
  }
  enum FulfillmentStatus {
    CANCELLED
    ERROR
    FAILURE
    SUCCESS
    OPEN
    PENDING
  }

  type MoneyV2 {
    amount: Decimal!
    currencyCode: CurrencyCode!
  }
  type MoneyBag {
    shopMoney: MoneyV2!
    presentmentMoney: MoneyV2!
  }

  type CustomerEmailAddress {
    emailAddress: String
  }
  type CustomerPhoneNumber {
    phoneNumber: String!
  }
  type Customer {
    id: ID!
    legacyResourceId: UnsignedInt64!
    firstName: String
    lastName: String
    displayName: String!
    email: String @deprecated(reason: "Use \`defaultEmailAddress.emailAddress\` instead.")
    phone: String @deprecated(reason: "Use \`defaultPhoneNumber.phoneNumber\` instead.")
    defaultEmailAddress: CustomerEmailAddress
    defaultPhoneNumber: CustomerPhoneNumber
  }

  type MailingAddress {
    id: ID!
    firstName: String
    lastName: String
    name: String
    company: String
    address1: String
    address2: String
    city: String
    province: String
    provinceCode: String
    zip: String
    country: String
    countryCodeV2: CountryCode
    phone: String
    formattedArea: String
  }

  type LineItem {
    id: ID!
    name: String!
    title: String!
    variantTitle: String
    sku: String
    quantity: Int!
    currentQuantity: Int!
    unfulfilledQuantity: Int!
    variant: ProductVariant
    product: Product
    originalUnitPriceSet: MoneyBag!
  }
  type LineItemEdge {
    node: LineItem!
    cursor: String!
  }
  type LineItemConnection {
    nodes: [LineItem!]!
    edges: [LineItemEdge!]!
    pageInfo: PageInfo!
  }

  type ShippingLine {
    id: ID
    title: String!
    originalPriceSet: MoneyBag!
  }
  type ShippingLineEdge {
    node: ShippingLine!
    cursor: String!
  }
  type ShippingLineConnection {
    nodes: [ShippingLine!]!
    edges: [ShippingLineEdge!]!
    pageInfo: PageInfo!
  }

  type FulfillmentTrackingInfo {
    company: String
    number: String
    url: URL
  }
  type FulfillmentLineItem {
    id: ID!
    quantity: Int
    lineItem: LineItem!
  }
  type FulfillmentLineItemEdge {
    node: FulfillmentLineItem!
    cursor: String!
  }
  type FulfillmentLineItemConnection {
    nodes: [FulfillmentLineItem!]!
    edges: [FulfillmentLineItemEdge!]!
    pageInfo: PageInfo!
  }
  type Fulfillment {
    id: ID!
    legacyResourceId: UnsignedInt64!
    name: String!
    status: FulfillmentStatus!
    totalQuantity: Int!
    createdAt: DateTime!
    updatedAt: DateTime!
    trackingInfo(first: Int): [FulfillmentTrackingInfo!]!
    fulfillmentLineItems(first: Int, after: String, last: Int, before: String): FulfillmentLineItemConnection!
    location: Location
    order: Order!
  }

  type FulfillmentOrderAssignedLocation {
    name: String!
    location: Location
  }
  type FulfillmentOrderLineItem {
    id: ID!
    totalQuantity: Int!
    remainingQuantity: Int!
    lineItem: LineItem!
  }
  type FulfillmentOrderLineItemEdge {
    node: FulfillmentOrderLineItem!
    cursor: String!
  }
  type FulfillmentOrderLineItemConnection {
    nodes: [FulfillmentOrderLineItem!]!
    edges: [FulfillmentOrderLineItemEdge!]!
    pageInfo: PageInfo!
  }
  type FulfillmentOrder {
    id: ID!
    orderId: ID!
    status: FulfillmentOrderStatus!
    assignedLocation: FulfillmentOrderAssignedLocation!
    createdAt: DateTime!
    updatedAt: DateTime!
    lineItems(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): FulfillmentOrderLineItemConnection!
    order: Order!
  }
  type FulfillmentOrderEdge {
    node: FulfillmentOrder!
    cursor: String!
  }
  type FulfillmentOrderConnection {
    nodes: [FulfillmentOrder!]!
    edges: [FulfillmentOrderEdge!]!
    pageInfo: PageInfo!
  }

  type Order {
    id: ID!
    legacyResourceId: UnsignedInt64!
    name: String!
    email: String
    phone: String
    createdAt: DateTime!
    updatedAt: DateTime!
    processedAt: DateTime!
    cancelledAt: DateTime
    cancelReason: OrderCancelReason
    closed: Boolean!
    test: Boolean!
    currencyCode: CurrencyCode!
    subtotalPriceSet: MoneyBag
    totalShippingPriceSet: MoneyBag!
    totalPriceSet: MoneyBag!
    displayFinancialStatus: OrderDisplayFinancialStatus
    displayFulfillmentStatus: OrderDisplayFulfillmentStatus!
    fullyPaid: Boolean!
    customer: Customer
    shippingAddress: MailingAddress
    lineItems(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): LineItemConnection!
    shippingLines(first: Int, after: String, last: Int, before: String, reverse: Boolean = false): ShippingLineConnection!
    fulfillmentOrders(
      first: Int
      after: String
      last: Int
      before: String
      displayable: Boolean = false
      reverse: Boolean = false
    ): FulfillmentOrderConnection!
    fulfillments(first: Int): [Fulfillment!]!
  }
  type OrderEdge {
    node: Order!
    cursor: String!
  }
  type OrderConnection {
    nodes: [Order!]!
    edges: [OrderEdge!]!
    pageInfo: PageInfo!
  }

  input FulfillmentOrderLineItemInput {
    id: ID!
    quantity: Int!
  }
  input FulfillmentOrderLineItemsInput {
    fulfillmentOrderId: ID!
    fulfillmentOrderLineItems: [FulfillmentOrderLineItemInput!]
  }
  input FulfillmentTrackingInput {
    company: String
    number: String
    numbers: [String!]
    url: URL
    urls: [URL!]
  }
  input FulfillmentOriginAddressInput {
    address1: String
    address2: String
    city: String
    countryCode: String!
    provinceCode: String
    zip: String
  }
  input FulfillmentInput {
    lineItemsByFulfillmentOrder: [FulfillmentOrderLineItemsInput!]!
    notifyCustomer: Boolean = false
    originAddress: FulfillmentOriginAddressInput
    trackingInfo: FulfillmentTrackingInput
  }
  type FulfillmentCreatePayload {
    fulfillment: Fulfillment
    userErrors: [UserError!]!
  }

  extend type Query {
    order(id: ID!): Order
    orders(
      first: Int
      after: String
      last: Int
      before: String
      query: String
      reverse: Boolean = false
      sortKey: OrderSortKeys = ID
    ): OrderConnection!
    fulfillmentOrder(id: ID!): FulfillmentOrder
  }
  extend type Mutation {
    fulfillmentCreate(fulfillment: FulfillmentInput!, message: String): FulfillmentCreatePayload
  }
`;
