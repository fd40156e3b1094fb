/**
 * The part of Shopify's Admin GraphQL schema the stand-in serves: the shop, products with options, variants, media
 * and inventory, the product and variant mutations a sales channel uses, and inventorySetQuantities. Names, argument
 * shapes and payloads follow Shopify's API (2026-01); fields Dropport does not use are left out.
 */
export const ADMIN_SDL = /* GraphQL */ `
  scalar DateTime
  scalar Money
  scalar URL
  scalar HTML

  enum CurrencyCode {
    USD
    EUR
    GBP
    CAD
    AUD
    BRL
    MXN
    JPY
    CNY
    INR
    CHF
    SEK
    NOK
    DKK
    NZD
    PLN
    SGD
    HKD
    ZAR
  }
  enum ProductStatus {
    ACTIVE
    ARCHIVED
    DRAFT
  }
  enum ProductVariantsBulkCreateStrategy {
    DEFAULT
    PRESERVE_STANDALONE_VARIANT
    REMOVE_STANDALONE_VARIANT
  }
  enum MediaContentType {
    EXTERNAL_VIDEO
    IMAGE
    MODEL_3D
    VIDEO
  }
  enum MediaStatus {
    FAILED
    PROCESSING
    READY
    UPLOADED
  }
  enum FileContentType {
    EXTERNAL_VIDEO
    FILE
    IMAGE
    MODEL_3D
    VIDEO
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Domain {
    host: String!
    url: URL!
  }
  type Shop {
    id: ID!
    name: String!
    email: String!
    myshopifyDomain: String!
    currencyCode: CurrencyCode!
    url: URL!
    primaryDomain: Domain!
  }

  type Location {
    id: ID!
    name: String!
    isActive: Boolean!
  }
  type LocationEdge {
    node: Location!
    cursor: String!
  }
  type LocationConnection {
    nodes: [Location!]!
    edges: [LocationEdge!]!
    pageInfo: PageInfo!
  }

  type Image {
    id: ID
    url: URL!
    altText: String
  }
  interface Media {
    id: ID!
    alt: String
    mediaContentType: MediaContentType!
    status: MediaStatus!
  }
  type MediaImage implements Media {
    id: ID!
    alt: String
    mediaContentType: MediaContentType!
    status: MediaStatus!
    image: Image
  }
  type MediaEdge {
    node: Media!
    cursor: String!
  }
  type MediaConnection {
    nodes: [Media!]!
    edges: [MediaEdge!]!
    pageInfo: PageInfo!
  }

  type ProductOptionValue {
    id: ID!
    name: String!
    hasVariants: Boolean!
  }
  type ProductOption {
    id: ID!
    name: String!
    position: Int!
    values: [String!]!
    optionValues: [ProductOptionValue!]!
  }
  type SelectedOption {
    name: String!
    value: String!
  }

  type InventoryItem {
    id: ID!
    sku: String
    tracked: Boolean!
    variant: ProductVariant!
  }

  type ProductVariant {
    id: ID!
    title: String!
    displayName: String!
    sku: String
    barcode: String
    price: Money!
    compareAtPrice: Money
    position: Int!
    inventoryQuantity: Int
    selectedOptions: [SelectedOption!]!
    inventoryItem: InventoryItem!
    product: Product!
    createdAt: DateTime!
    updatedAt: DateTime!
  }
  type ProductVariantEdge {
    node: ProductVariant!
    cursor: String!
  }
  type ProductVariantConnection {
    nodes: [ProductVariant!]!
    edges: [ProductVariantEdge!]!
    pageInfo: PageInfo!
  }

  type Product {
    id: ID!
    title: String!
    handle: String!
    descriptionHtml: HTML!
    vendor: String!
    productType: String!
    tags: [String!]!
    status: ProductStatus!
    totalInventory: Int!
    onlineStoreUrl: URL
    options(first: Int): [ProductOption!]!
    variants(first: Int, after: String, last: Int, before: String): ProductVariantConnection!
    variantsCount: Count
    media(first: Int, after: String, last: Int, before: String): MediaConnection!
    createdAt: DateTime!
    updatedAt: DateTime!
  }
  type Count {
    count: Int!
  }
  type ProductEdge {
    node: Product!
    cursor: String!
  }
  type ProductConnection {
    nodes: [Product!]!
    edges: [ProductEdge!]!
    pageInfo: PageInfo!
  }

  input ProductIdentifierInput {
    id: ID
    handle: String
    customId: String
  }

  type Query {
    shop: Shop!
    product(id: ID!): Product
    productByIdentifier(identifier: ProductIdentifierInput!): Product
    products(first: Int, after: String, last: Int, before: String, query: String, reverse: Boolean): ProductConnection!
    productsCount(query: String): Count
    productVariant(id: ID!): ProductVariant
    location(id: ID): Location
    locations(first: Int, after: String): LocationConnection!
  }

  type UserError {
    field: [String!]
    message: String!
  }

  input OptionValueCreateInput {
    name: String
  }
  input OptionCreateInput {
    name: String
    position: Int
    values: [OptionValueCreateInput!]
  }
  input CreateMediaInput {
    originalSource: String!
    alt: String
    mediaContentType: MediaContentType!
  }
  input ProductCreateInput {
    title: String
    handle: String
    descriptionHtml: String
    vendor: String
    productType: String
    tags: [String!]
    status: ProductStatus
    productOptions: [OptionCreateInput!]
  }
  input ProductUpdateInput {
    id: ID
    title: String
    handle: String
    descriptionHtml: String
    vendor: String
    productType: String
    tags: [String!]
    status: ProductStatus
  }
  type ProductCreatePayload {
    product: Product
    userErrors: [UserError!]!
  }
  type ProductUpdatePayload {
    product: Product
    userErrors: [UserError!]!
  }

  input ProductDeleteInput {
    id: ID!
  }
  type ProductDeletePayload {
    deletedProductId: ID
    userErrors: [UserError!]!
  }

  input OptionValueSetInput {
    id: ID
    name: String
  }
  input OptionSetInput {
    id: ID
    name: String
    position: Int
    values: [OptionValueSetInput!]
  }
  input VariantOptionValueInput {
    id: ID
    name: String
    optionId: ID
    optionName: String
  }
  input InventoryItemInput {
    sku: String
    tracked: Boolean
  }
  input ProductSetInventoryInput {
    locationId: ID!
    name: String!
    quantity: Int!
  }
  input FileSetInput {
    id: ID
    alt: String
    contentType: FileContentType
    filename: String
    originalSource: String
  }
  input ProductVariantSetInput {
    id: ID
    optionValues: [VariantOptionValueInput!]!
    price: Money
    compareAtPrice: Money
    sku: String
    barcode: String
    position: Int
    inventoryItem: InventoryItemInput
    inventoryQuantities: [ProductSetInventoryInput!]
    file: FileSetInput
  }
  input ProductSetInput {
    id: ID
    title: String
    handle: String
    descriptionHtml: String
    vendor: String
    productType: String
    tags: [String!]
    status: ProductStatus
    productOptions: [OptionSetInput!]
    variants: [ProductVariantSetInput!]
    files: [FileSetInput!]
  }
  input ProductSetIdentifiers {
    id: ID
    handle: String
    customId: String
  }
  type ProductSetOperation {
    id: ID!
    status: String!
    product: Product
  }
  type ProductSetUserError {
    field: [String!]
    message: String!
    code: String
  }
  type ProductSetPayload {
    product: Product
    productSetOperation: ProductSetOperation
    userErrors: [ProductSetUserError!]!
  }

  input InventoryLevelInput {
    locationId: ID!
    availableQuantity: Int!
  }
  input ProductVariantsBulkInput {
    id: ID
    optionValues: [VariantOptionValueInput!]
    price: Money
    compareAtPrice: Money
    barcode: String
    inventoryItem: InventoryItemInput
    inventoryQuantities: [InventoryLevelInput!]
    mediaSrc: [String!]
  }
  type ProductVariantsBulkCreateUserError {
    field: [String!]
    message: String!
    code: String
  }
  type ProductVariantsBulkUpdateUserError {
    field: [String!]
    message: String!
    code: String
  }
  type ProductVariantsBulkCreatePayload {
    product: Product
    productVariants: [ProductVariant!]
    userErrors: [ProductVariantsBulkCreateUserError!]!
  }
  type ProductVariantsBulkUpdatePayload {
    product: Product
    productVariants: [ProductVariant!]
    userErrors: [ProductVariantsBulkUpdateUserError!]!
  }

  input InventoryQuantityInput {
    inventoryItemId: ID!
    locationId: ID!
    quantity: Int!
    compareQuantity: Int
    changeFromQuantity: Int
  }
  input InventorySetQuantitiesInput {
    name: String!
    reason: String!
    referenceDocumentUri: String
    ignoreCompareQuantity: Boolean
    quantities: [InventoryQuantityInput!]!
  }
  type InventoryChange {
    name: String!
    delta: Int!
    quantityAfterChange: Int
    item: InventoryItem
    location: Location
  }
  type InventoryAdjustmentGroup {
    id: ID!
    createdAt: DateTime!
    reason: String!
    referenceDocumentUri: String
    changes: [InventoryChange!]!
  }
  type InventorySetQuantitiesUserError {
    field: [String!]
    message: String!
    code: String
  }
  type InventorySetQuantitiesPayload {
    inventoryAdjustmentGroup: InventoryAdjustmentGroup
    userErrors: [InventorySetQuantitiesUserError!]!
  }

  type Mutation {
    productCreate(product: ProductCreateInput, media: [CreateMediaInput!]): ProductCreatePayload
    productUpdate(product: ProductUpdateInput, media: [CreateMediaInput!]): ProductUpdatePayload
    productSet(input: ProductSetInput!, synchronous: Boolean = true, identifier: ProductSetIdentifiers): ProductSetPayload
    productDelete(input: ProductDeleteInput!, synchronous: Boolean = true): ProductDeletePayload
    productVariantsBulkCreate(
      productId: ID!
      variants: [ProductVariantsBulkInput!]!
      strategy: ProductVariantsBulkCreateStrategy = DEFAULT
      media: [CreateMediaInput!]
    ): ProductVariantsBulkCreatePayload
    productVariantsBulkUpdate(
      productId: ID!
      variants: [ProductVariantsBulkInput!]!
      allowPartialUpdates: Boolean = false
      media: [CreateMediaInput!]
    ): ProductVariantsBulkUpdatePayload
    inventorySetQuantities(input: InventorySetQuantitiesInput!): InventorySetQuantitiesPayload
  }
`;
