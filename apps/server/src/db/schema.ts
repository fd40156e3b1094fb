import type { Generated } from 'kysely';
import type {
  CommissionStatus,
  TeamMemberStatus,
  TeamRole,
  InboundStatus,
  Locale,
  TicketCategory,
  TicketStatus,
  MovementKind,
  PurchaseStatus,
  WhenShort,
  InvoiceKind,
  LedgerKind,
  OrderStatus,
  PolicyKind,
  WithdrawalMethod,
  WithdrawalStatus,
} from '@dropport/contracts';

/** Times are epoch milliseconds (bigint) and flags 0/1 integers, the same on SQLite and PostgreSQL. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  role: 'user' | 'admin';
  username: string;
  avatar: string;
  job: string;
  job_name: string;
  organization: string;
  organization_name: string;
  location: string;
  location_name: string;
  introduction: string;
  personal_website: string;
  phone: string;
  account_id: string;
  certification: number;
  invite_code: string;
  referred_by: string | null;
  email_verified_at: number | null;
  created_at: number;
  updated_at: number;
  /** The team account the person last switched to; their next sign-in acts for it again while they are a member. */
  last_acting_for: string | null;
  /** Set while an admin has disabled the account: it cannot sign in. */
  disabled_at: number | null;
  /** The person closed the account (it is disabled from then on); its personal data goes at `erase_after`. */
  closed_at: number | null;
  erase_after: number | null;
  /** When the personal data was erased (identifying fields blanked, sign-in data deleted). */
  erased_at: number | null;
}

export interface UserSettingsTable {
  user_id: string;
  locale: string;
  time_zone: string;
  date_format: string;
  currency_display: string;
  auto_pay: number;
  auto_pay_daily_limit_cents: number;
  ioss_enabled: number;
  ioss_number: string;
  updated_at: number;
}

export interface ShippingMethodsTable {
  code: string;
  name: string;
  carrier: string;
  days_min: number;
  days_max: number;
  active: number;
  sort: number;
  created_at: number;
}

export interface UserShippingTable {
  user_id: string;
  default_country: string | null;
  updated_at: number;
}

export interface UserShippingRulesTable {
  user_id: string;
  country_code: string;
  preferred_method: string;
  fallback_method: string | null;
  position: number;
}

export interface UserTrackSettingsTable {
  user_id: string;
  notify_customer: number;
  tracking_url_template: string;
  updated_at: number;
}

export interface UserTrackCarriersTable {
  user_id: string;
  method_code: string;
  carrier_name: string;
}

export interface UserPraiseCardsTable {
  user_id: string;
  enabled: number;
  design_upload_id: string | null;
  message: string;
  updated_at: number;
}

export interface UserEmailPrefsTable {
  user_id: string;
  event: string;
  enabled: number;
  updated_at: number;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  remember: number;
  user_agent: string;
  ip: string;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
  /** The account this session acts for when it is not the person's own (a team they are a member of). */
  acting_for: string | null;
}

export interface UserTwoFactorTable {
  user_id: string;
  secret: string | null;
  pending_secret: string | null;
  enabled_at: number | null;
  last_step: number;
  updated_at: number;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: number | null;
  created_at: number;
}

export interface TwoFactorChallengesTable {
  id: string;
  user_id: string;
  token_hash: string;
  remember: number;
  device_id: string | null;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface KnownDevicesTable {
  id: string;
  user_id: string;
  token_hash: string;
  user_agent: string;
  created_at: number;
  last_used_at: number;
}

export interface SignInChallengesTable {
  id: string;
  user_id: string | null;
  email: string;
  password_ok: number;
  token_hash: string;
  remember: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface CodesTable {
  id: string;
  purpose: string;
  target: string;
  user_id: string | null;
  code_hash: string;
  expires_at: number;
  attempts: number;
  consumed_at: number | null;
  created_at: number;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

export interface OutboxTable {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: 'kept' | 'queued' | 'sent' | 'failed';
  error: string | null;
  created_at: number;
  sent_at: number | null;
}

export interface JobsTable {
  id: string;
  type: string;
  payload: string;
  status: 'queued' | 'running' | 'done' | 'dead';
  attempts: number;
  max_attempts: number;
  run_at: number;
  unique_key: string | null;
  locked_by: string | null;
  locked_at: number | null;
  last_error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  params: string;
  dedupe_key: string | null;
  read_at: number | null;
  created_at: number;
}

export interface UploadsTable {
  id: string;
  user_id: string;
  purpose: string;
  mime: string;
  size: number;
  sha256: string;
  storage_key: string;
  name: string;
  created_at: number;
}

export interface PolicyPagesTable {
  slug: string;
  locale: string;
  kind: PolicyKind;
  title: string;
  body: string;
  updated_at: number;
  updated_by: string | null;
}

export interface WarehousesTable {
  code: string;
  name: string;
  country_code: string;
  region: string;
  sort: number;
  active: Generated<number>;
  template_id: number | null;
  /** JSON string[]; empty: every destination the template ships to. */
  countries: Generated<string>;
  fulfilment_fee_cents: Generated<number>;
  storage_fee_cents: Generated<number>;
  lead_days: Generated<number>;
}

export interface SuppliersTable {
  id: Generated<number>;
  name: string;
  country_code: string;
  rating: number;
  created_at: number;
}

export interface CategoriesTable {
  id: string;
  parent_id: string | null;
  name_en: string;
  name_es: string;
  name_pt: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface ShippingTemplatesTable {
  id: Generated<number>;
  name: string;
  created_at: number;
  updated_at: number;
}

export interface ShippingTemplateRulesTable {
  template_id: number;
  method_code: string;
  /** '*' is the rule for every destination without its own row. */
  country_code: string;
  first_weight_g: number;
  first_price_cents: number;
  additional_unit_g: number;
  additional_price_cents: number;
  days_min: number;
  days_max: number;
}

/** JSON columns (images, attributes, tags, options) hold text; the catalogue service parses them. */
export interface ProductsTable {
  id: Generated<number>;
  supplier_id: number;
  category_id: string;
  root_category_id: string;
  title: string;
  description: string;
  images: string;
  attributes: string;
  tags: string;
  options: string;
  weight_g: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  warehouse_code: string;
  ship_from_country: string;
  ship_region: string;
  template_id: number;
  status: 'active' | 'inactive';
  visibility: 'public' | 'private';
  listed: number;
  cost_min: number;
  cost_max: number;
  stock: number;
  sku_text: string;
  popularity: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface ProductVariantsTable {
  id: Generated<number>;
  product_id: number;
  sku: string;
  options: string;
  cost_cents: number;
  stock: number;
  weight_g: number;
  image: string | null;
  position: number;
}

export interface ImportListItemsTable {
  id: string;
  user_id: string;
  product_id: number;
  title: string;
  /** Markdown. */
  description: string;
  /** JSON: string[]. */
  tags: string;
  /** JSON: string[] of the product's image addresses, in order, the first the main one. */
  images: string;
  created_at: number;
  updated_at: number;
}

/** The seller's choices for one variant of an import-list item; no row = selected, prices following the rules. */
export interface ImportListVariantsTable {
  item_id: string;
  variant_id: number;
  selected: number;
  price_cents: number | null;
  compare_at_cents: number | null;
  updated_at: number;
}

export interface PrivateProductsTable {
  user_id: string;
  product_id: number;
  created_at: number;
}

export interface SourcingRequestsTable {
  id: string;
  user_id: string;
  product_url: string;
  description: string;
  images: string;
  target_cost_cents: number;
  quantity: number;
  ship_to_country: string | null;
  status: string;
  quote_cents: number | null;
  product_id: number | null;
  decline_reason: string | null;
  answered_by: string | null;
  answered_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SourcingRequestEventsTable {
  id: string;
  request_id: string;
  from_status: string | null;
  to_status: string;
  actor_id: string | null;
  note: Generated<string>;
  created_at: number;
}

export interface CatalogueImportsTable {
  id: string;
  admin_id: string;
  file_name: string;
  source_key: string;
  status: string;
  total_rows: Generated<number>;
  processed_rows: Generated<number>;
  imported_products: Generated<number>;
  error_count: Generated<number>;
  errors: Generated<string>;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** A wallet or one of the platform's accounts; `balance_minor` caches the sum of its entries. */
export interface LedgerAccountsTable {
  id: string;
  kind: string;
  user_id: string | null;
  currency: string;
  balance_minor: Generated<number>;
  may_go_negative: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface LedgerTransactionsTable {
  id: string;
  idempotency_key: string;
  fingerprint: string;
  kind: LedgerKind;
  currency: string;
  amount_minor: number;
  reference: string | null;
  memo: Generated<string>;
  /** What the memo says as a kind and JSON parameters (MemoText), rendered in each reader's language. */
  memo_kind: string | null;
  memo_params: string | null;
  actor_id: string | null;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: string;
  account_id: string;
  amount_minor: number;
  balance_after: number;
  created_at: number;
}

export interface InvoiceCountersTable {
  year: number;
  last_seq: number;
}

export interface InvoicesTable {
  id: string;
  number: string;
  year: number;
  seq: number;
  user_id: string;
  kind: InvoiceKind;
  source_id: string;
  ledger_transaction_id: string | null;
  currency: string;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
  /** JSON: InvoiceLine[] */
  lines: string;
  /** JSON: InvoiceParty */
  bill_to: string;
  issued_at: number;
}

export interface RechargesTable {
  id: string;
  user_id: string;
  method: string;
  status: string;
  amount_cents: number;
  currency: string;
  reference: string;
  gateway_payment_id: string | null;
  checkout_url: string | null;
  failure_reason: string | null;
  expires_at: number | null;
  transfer_date: string | null;
  transfer_amount_cents: number | null;
  payer_name: string | null;
  proof_file_id: string | null;
  ledger_transaction_id: string | null;
  invoice_id: string | null;
  reviewed_by: string | null;
  reviewed_at: number | null;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
  /** The console's key for one attempt of the recharge form; unique per seller. */
  idempotency_key: string | null;
}

export interface RechargeEventsTable {
  id: string;
  recharge_id: string;
  from_status: string | null;
  to_status: string;
  actor_id: string | null;
  note: Generated<string>;
  created_at: number;
}

export interface GatewayNotificationsTable {
  id: string;
  event_id: string | null;
  event_type: string | null;
  recharge_id: string | null;
  raw_body: string;
  signature_ok: number;
  outcome: string;
  received_at: number;
}

/** One rule set per seller and scope: store_id '' is the seller's default set. */
export interface PricingRuleSetsTable {
  user_id: string;
  store_id: string;
  /** JSON: the contract's PriceRuleSet. */
  rule_set: string;
  updated_at: number;
}

/** A seller's linked store (migration 011); the token is ciphertext (modules/stores/token-crypto.ts). */
export interface StoresTable {
  id: string;
  user_id: string;
  platform: 'shopify';
  shop_domain: string;
  name: string;
  currency: string;
  access_token_enc: string | null;
  /** Granted scopes, comma separated. */
  scopes: string;
  status: 'active' | 'uninstalled' | 'revoked' | 'unlinked';
  linked_at: number;
  updated_at: number;
}

export interface OauthStatesTable {
  id: string;
  state_hash: string;
  user_id: string | null;
  platform: 'shopify';
  shop_domain: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface ParkedInstallsTable {
  id: string;
  claim_hash: string;
  platform: 'shopify';
  shop_domain: string;
  name: string;
  currency: string;
  access_token_enc: string;
  scopes: string;
  created_at: number;
  expires_at: number;
}

/** The first answer to a keyed request, per caller and scope; `answer` (JSON) is null while the first attempt runs. */
export interface RequestAnswersTable {
  user_id: string;
  scope: string;
  key: string;
  fingerprint: string;
  answer: string | null;
  created_at: number;
}

export interface WebhookDeliveriesTable {
  id: string;
  platform: 'shopify';
  webhook_id: string;
  topic: string;
  shop_domain: string;
  api_version: string;
  payload: string | null;
  /** SHA-256 of topic and body for the topics deduplicated by body (unique per shop); null for the others. */
  body_digest: string | null;
  status: 'queued' | 'done' | 'failed';
  outcome: string | null;
  received_at: number;
  handled_at: number | null;
}

export interface PrivacyRequestsTable {
  id: string;
  platform: 'shopify';
  shop_domain: string;
  topic: string;
  webhook_id: string;
  outcome: string;
  received_at: number;
  handled_at: number;
}

/** A product pushed to a linked store (migration 014); money in the store currency's minor units. */
export interface ListingsTable {
  id: string;
  user_id: string;
  store_id: string;
  product_id: number;
  import_item_id: string | null;
  batch_id: string | null;
  title: string;
  description: string;
  /** JSON string arrays / the pushed OptionAxis[]. */
  tags: string;
  images: string;
  options: string;
  status: 'pushing' | 'active' | 'failed' | 'unlisted' | 'removed';
  currency: string;
  price_min_cents: number;
  price_max_cents: number;
  handle: string;
  store_product_id: string | null;
  store_product_url: string | null;
  error_code: string | null;
  error_params: string | null;
  sync_status: 'ok' | 'problem';
  sync_problem_code: string | null;
  sync_problem_params: string | null;
  last_synced_at: number | null;
  pushed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface ListingVariantsTable {
  listing_id: string;
  variant_id: number;
  position: number;
  sku: string;
  /** JSON: one value per listing option. */
  option_values: string;
  store_variant_id: string | null;
  inventory_item_id: string | null;
  price_cents: number;
  compare_at_cents: number | null;
  price_override: number;
  pushed_cost_cents: number;
  pushed_stock: number;
}

export interface PushBatchesTable {
  id: string;
  user_id: string;
  total: number;
  done: number;
  failed: number;
  status: 'running' | 'finished';
  notified_at: number | null;
  /** The console's key for one push attempt, unique per seller (migration 018); null without one. */
  idempotency_key: string | null;
  /** JSON: the first answer's already-listed entries, answered again to a repeat (migration 018). */
  already_listed: string | null;
  created_at: number;
  updated_at: number;
}

/** Orders (migration 015): USD cents except the store's own total. */
export interface OrdersTable {
  id: string;
  user_id: string;
  order_no: string;
  source: 'store' | 'manual';
  store_id: string | null;
  store_order_id: string | null;
  store_order_name: string | null;
  status: OrderStatus;
  hold_reason: string | null;
  hold_note: string | null;
  customer_name: string;
  customer_email: string | null;
  ship_name: string;
  ship_company: string | null;
  ship_address1: string;
  ship_address2: string | null;
  ship_city: string;
  ship_province: string | null;
  ship_province_code: string | null;
  ship_postal_code: string | null;
  ship_country: string | null;
  ship_phone: string | null;
  /** JSON AddressProblem[]. */
  address_problems: string;
  shipping_method_code: string | null;
  /** 1 when the seller picked the method (a re-quote keeps it). */
  shipping_method_chosen: number;
  products_cents: number;
  shipping_cents: number;
  praise_card_cents: number;
  other_fees_cents: number;
  total_cents: number;
  paid_cents: number;
  refunded_cents: number;
  ioss_number: string | null;
  store_currency: string | null;
  store_total_minor: number | null;
  ledger_tx_id: string | null;
  invoice_id: string | null;
  carrier: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  fulfillment_sync: 'none' | 'pending' | 'sent' | 'failed';
  fulfillment_error: string | null;
  store_fulfillment_id: string | null;
  search_text: string;
  item_count: number;
  first_item_title: string | null;
  first_item_image: string | null;
  store_created_at: number | null;
  store_updated_at: number | null;
  paid_at: number | null;
  shipped_at: number | null;
  delivered_at: number | null;
  cancelled_at: number | null;
  redacted_at: number | null;
  /** The order this one resends (an after-sales claim's resend, at no cost), or null. */
  resend_of: string | null;
  /** Fixed at payment (migration 028): the day paid in the seller's time zone, units, store revenue in USD cents. */
  paid_day: string | null;
  units: number;
  revenue_cents: number | null;
  created_at: number;
  updated_at: number;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  position: number;
  store_line_id: string | null;
  store_product_id: string | null;
  store_variant_id: string | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
  quantity: number;
  image: string | null;
  product_id: number | null;
  variant_id: number | null;
  unit_cost_cents: number | null;
  weight_g: number | null;
  store_unit_price_minor: number | null;
  /** JSON LineSource. */
  source: string | null;
  seller_sku_id: string | null;
}

export interface OrderEventsTable {
  id: string;
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  action: string;
  actor: 'seller' | 'admin' | 'system' | 'store';
  actor_id: string | null;
  note: string | null;
  created_at: number;
}

export interface OrderCheckpointsTable {
  id: string;
  order_id: string;
  at: number;
  location: string;
  description: string;
  created_by: string | null;
  created_at: number;
}

export interface OrderReservationsTable {
  order_id: string;
  variant_id: number;
  quantity: number;
  reserved_at: number;
  released_at: number | null;
}

export interface OrderCountersTable {
  name: string;
  last_seq: number;
}

/** Orders per seller, source and status, kept by triggers on `orders`. */
export interface OrderStatusCountsTable {
  user_id: string;
  source: string;
  status: string;
  n: number;
}

export interface ReferralSettingsTable {
  id: number;
  rate_bp: number;
  window_days: number;
  hold_days: number;
  min_payout_cents: number;
  payout_fee_cents: number;
  max_open_payouts: number;
  updated_by: string | null;
  updated_at: number;
}

export interface ReferralSettingsChangesTable {
  id: string;
  actor_id: string | null;
  /** JSON ReferralSettings. */
  before: string;
  after: string;
  created_at: number;
}

export interface ReferralCommissionsTable {
  id: string;
  order_id: string;
  order_no: string;
  referrer_id: string;
  referee_id: string;
  currency: string;
  base_cents: number;
  rate_bp: number;
  amount_cents: number;
  hold_days: number;
  status: CommissionStatus;
  paid_at: number;
  delivered_at: number | null;
  available_at: number | null;
  reversed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface ReferralWithdrawalsTable {
  id: string;
  number: string;
  user_id: string;
  method: WithdrawalMethod;
  status: WithdrawalStatus;
  currency: string;
  amount_cents: number;
  fee_cents: number;
  paypal_email: string | null;
  /** JSON BankDetails. */
  bank: string | null;
  reference: string | null;
  reason: string | null;
  idempotency_key: string;
  decided_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  team_members: TeamMembersTable;
  audit_log: AuditLogTable;
  audit_retention: AuditRetentionTable;
  menu_layout: MenuLayoutTable;
  data_exports: DataExportsTable;
  user_two_factor: UserTwoFactorTable;
  recovery_codes: RecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  known_devices: KnownDevicesTable;
  sign_in_challenges: SignInChallengesTable;
  codes: CodesTable;
  rate_limits: RateLimitsTable;
  outbox: OutboxTable;
  jobs: JobsTable;
  notifications: NotificationsTable;
  uploads: UploadsTable;
  user_settings: UserSettingsTable;
  shipping_methods: ShippingMethodsTable;
  user_shipping: UserShippingTable;
  user_shipping_rules: UserShippingRulesTable;
  user_track_settings: UserTrackSettingsTable;
  user_track_carriers: UserTrackCarriersTable;
  user_praise_cards: UserPraiseCardsTable;
  user_email_prefs: UserEmailPrefsTable;
  policy_pages: PolicyPagesTable;
  warehouses: WarehousesTable;
  suppliers: SuppliersTable;
  categories: CategoriesTable;
  shipping_templates: ShippingTemplatesTable;
  shipping_template_rules: ShippingTemplateRulesTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  import_list_items: ImportListItemsTable;
  import_list_variants: ImportListVariantsTable;
  private_products: PrivateProductsTable;
  sourcing_requests: SourcingRequestsTable;
  sourcing_request_events: SourcingRequestEventsTable;
  catalogue_imports: CatalogueImportsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  recharges: RechargesTable;
  recharge_events: RechargeEventsTable;
  gateway_notifications: GatewayNotificationsTable;
  stores: StoresTable;
  oauth_states: OauthStatesTable;
  parked_installs: ParkedInstallsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  privacy_requests: PrivacyRequestsTable;
  pricing_rule_sets: PricingRuleSetsTable;
  listings: ListingsTable;
  listing_variants: ListingVariantsTable;
  push_batches: PushBatchesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  order_checkpoints: OrderCheckpointsTable;
  order_reservations: OrderReservationsTable;
  order_counters: OrderCountersTable;
  order_status_counts: OrderStatusCountsTable;
  request_answers: RequestAnswersTable;
  referral_settings: ReferralSettingsTable;
  referral_settings_changes: ReferralSettingsChangesTable;
  referral_commissions: ReferralCommissionsTable;
  referral_withdrawals: ReferralWithdrawalsTable;
  cloud_counters: { name: string; last_seq: number };
  cloud_settings: { user_id: string; when_short: WhenShort; updated_at: number };
  seller_skus: SellerSkusTable;
  seller_stock: SellerStockTable;
  stock_movements: StockMovementsTable;
  stock_purchases: StockPurchasesTable;
  stock_purchase_lines: StockPurchaseLinesTable;
  inbound_shipments: InboundShipmentsTable;
  inbound_lines: InboundLinesTable;
  order_stock_allocations: OrderStockAllocationsTable;
  product_price_tiers: { product_id: number; min_quantity: number; discount_bp: number };
  storage_charges: StorageChargesTable;
  warehouse_audit: WarehouseAuditTable;
  support_counters: { name: string; last_seq: number };
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  support_settings: {
    id: number;
    first_response_hours: number;
    resolution_hours: number;
    auto_close_days: number;
    claim_delay_days_near: number;
    claim_delay_days_far: number;
    claim_window_days: number;
    updated_by: string | null;
    updated_at: number;
  };
  support_canned: {
    id: string;
    title: string;
    locale: Locale;
    body: string;
    created_by: string | null;
    created_at: number;
    updated_at: number;
  };
  support_claims: SupportClaimsTable;
  support_claim_lines: {
    claim_id: string;
    item_id: string;
    title: string;
    variant_title: string | null;
    quantity: number;
    amount_cents: number;
  };
  live_events: { id: Generated<number>; user_id: string; data: string; created_at: number };
  seller_daily: SellerDailyTable;
  seller_product_daily: SellerProductDailyTable;
  seller_product_monthly: SellerProductMonthlyTable;
  seller_status_daily: SellerStatusDailyTable;
  kysely_migration: { name: string; timestamp: string };
  kysely_migration_lock: { id: string; is_locked: Generated<number> };
}

export interface SellerSkusTable {
  id: string;
  user_id: string;
  variant_id: number | null;
  code: string;
  name: string;
  image: string | null;
  weight_g: number;
  low_stock_threshold: number | null;
  created_at: number;
}

export interface SellerStockTable {
  sku_id: string;
  warehouse_code: string;
  user_id: string;
  code: string;
  name: string;
  on_hand: number;
  reserved: number;
  inbound: number;
  avg_cost_cents: number;
  threshold: number | null;
  low_notified: number;
  updated_at: number;
}

export interface StockMovementsTable {
  id: Generated<number>;
  user_id: string;
  sku_id: string;
  warehouse_code: string;
  kind: MovementKind;
  on_hand_delta: number;
  reserved_delta: number;
  on_hand_after: number;
  reserved_after: number;
  order_id: string | null;
  purchase_id: string | null;
  inbound_id: string | null;
  reference: string | null;
  reason: string | null;
  actor_id: string | null;
  created_at: number;
}

export interface StockPurchasesTable {
  id: string;
  number: string;
  user_id: string;
  warehouse_code: string;
  status: PurchaseStatus;
  units: number;
  total_cents: number;
  ledger_tx_id: string | null;
  invoice_id: string | null;
  created_at: number;
  updated_at: number;
  put_away_at: number | null;
}

export interface StockPurchaseLinesTable {
  purchase_id: string;
  variant_id: number;
  sku_id: string;
  position: number;
  quantity: number;
  put_away_qty: number;
  cost_cents: number;
  discount_bp: number;
  unit_cents: number;
  line_cents: number;
}

export interface InboundShipmentsTable {
  id: string;
  number: string;
  user_id: string;
  warehouse_code: string;
  status: InboundStatus;
  carrier: string | null;
  tracking_number: string | null;
  expected_at: string | null;
  note: string | null;
  units: number;
  created_at: number;
  updated_at: number;
  shipped_at: number | null;
  received_at: number | null;
  closed_at: number | null;
}

export interface InboundLinesTable {
  shipment_id: string;
  sku_id: string;
  position: number;
  quantity: number;
  received_qty: number | null;
}

export interface OrderStockAllocationsTable {
  order_id: string;
  sku_id: string;
  warehouse_code: string;
  quantity: number;
  state: 'reserved' | 'released' | 'shipped';
  reserved_at: number;
  settled_at: number | null;
}

export interface StorageChargesTable {
  user_id: string;
  month: string;
  units: number;
  amount_cents: number;
  status: 'charged' | 'unpaid';
  ledger_tx_id: string | null;
  invoice_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface TeamMembersTable {
  id: string;
  account_id: string;
  email: string;
  /** The member's own account, once they accepted. */
  user_id: string | null;
  status: TeamMemberStatus;
  role: TeamRole;
  /** JSON array of Permission. */
  permissions: string;
  /** JSON array of store ids, or null for every store. */
  store_ids: string | null;
  invite_token_hash: string | null;
  invite_expires_at: number | null;
  invited_by: string;
  created_at: number;
  accepted_at: number | null;
  last_active_at: number | null;
}

export interface AuditLogTable {
  id: string;
  at: number;
  /** Who did it: a person's user id, or null for the system. */
  actor_user_id: string | null;
  /** The account it belongs to, when it belongs to one. */
  account_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  before: string | null;
  after: string | null;
  request_id: string | null;
  ip: string | null;
}

export interface AuditRetentionTable {
  id: number;
  prune_before: number;
}

export interface MenuLayoutTable {
  id: number;
  /** JSON: the contracts' MenuLayoutEntry[]. */
  entries: string;
  updated_at: number;
  updated_by: string;
}

export interface WarehouseAuditTable {
  id: string;
  actor_id: string | null;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  created_at: number;
}

export interface SupportTicketsTable {
  id: string;
  number: string;
  user_id: string;
  category: TicketCategory;
  subject: string;
  status: TicketStatus;
  order_id: string | null;
  order_no: string | null;
  product_id: number | null;
  recharge_id: string | null;
  context: string | null;
  assignee_id: string | null;
  rating: number | null;
  rating_comment: string | null;
  waiting_since: number | null;
  queue_at: number;
  last_message_at: number;
  last_support_message_at: number | null;
  seller_read_at: number | null;
  first_response_at: number | null;
  resolved_at: number | null;
  closed_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface SupportMessagesTable {
  id: string;
  ticket_id: string;
  author: 'seller' | 'support';
  author_id: string;
  body: string;
  internal: number;
  /** JSON { id, name, mime, size }[]. */
  attachments: string;
  created_at: number;
}

export interface SupportClaimsTable {
  id: string;
  user_id: string;
  order_id: string;
  order_no: string;
  ticket_id: string;
  kind: 'refund' | 'resend';
  reason: 'not_received' | 'damaged' | 'wrong_item' | 'missing_item';
  status: 'pending' | 'refunded' | 'resent' | 'rejected';
  amount_cents: number;
  refunded_cents: number | null;
  resend_order_id: string | null;
  resend_order_no: string | null;
  decision_note: string | null;
  decided_by: string | null;
  decided_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A seller's paid orders per paid day and store (migration 028); `store_key` is '' for manual orders. */
export interface SellerDailyTable {
  user_id: string;
  day: string;
  store_key: string;
  orders: number;
  units: number;
  revenue_cents: number;
  cost_cents: number;
  refunded_cents: number;
  shipped: number;
  ship_ms: number;
  delivered: number;
  deliver_ms: number;
}

export interface SellerProductDailyTable {
  user_id: string;
  day: string;
  store_key: string;
  /** The catalogue product, 0 for lines without one. */
  product_key: number;
  units: number;
  revenue_cents: number;
  cost_cents: number;
  refunded_cents: number;
}

/** `seller_product_daily` summed per month (YYYY-MM). */
export interface SellerProductMonthlyTable extends Omit<SellerProductDailyTable, 'day'> {
  month: string;
}

export interface SellerStatusDailyTable {
  user_id: string;
  day: string;
  store_key: string;
  status: OrderStatus;
  orders: number;
}

/** A download of all of an account's data (ZIP of JSON and CSV), built by the `privacy.export` job. */
export interface DataExportsTable {
  id: string;
  user_id: string;
  requested_by: 'self' | 'admin';
  /** The person who asked: the seller, or the admin acting on the seller's request. */
  actor_id: string;
  status: 'queued' | 'running' | 'ready' | 'failed' | 'expired';
  progress: number;
  bytes: number | null;
  /** The ZIP's path under DATA_DIR/exports while it is kept. */
  file: string | null;
  error: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  expires_at: number | null;
}
