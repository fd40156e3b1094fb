import enUS from './locales/en-US.json' with { type: 'json' };
import esES from './locales/es-ES.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

/** Every error the API can answer with: its code and HTTP status. Messages live in locales/*.json under "errors". */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400 },
  LOGIN_FAILED: { status: 400 },
  CODE_INVALID: { status: 400 },
  PASSWORD_TOO_SHORT: { status: 400 },
  PASSWORD_TOO_COMMON: { status: 400 },
  PASSWORD_WRONG: { status: 400 },
  INVITE_CODE_UNKNOWN: { status: 400 },
  UPLOAD_TYPE_NOT_ALLOWED: { status: 400 },
  UPLOAD_MISSING: { status: 400 },
  AUTH_REQUIRED: { status: 401 },
  SESSION_EXPIRED: { status: 401 },
  FORBIDDEN: { status: 403 },
  EMAIL_NOT_VERIFIED: { status: 403 },
  NOT_FOUND: { status: 404 },
  USER_NOT_FOUND: { status: 404 },
  SESSION_NOT_FOUND: { status: 404 },
  POLICY_NOT_FOUND: { status: 404 },
  TWO_FACTOR_CODE_INVALID: { status: 400 },
  TWO_FACTOR_CHALLENGE_EXPIRED: { status: 400 },
  TWO_FACTOR_NOT_ENABLED: { status: 409 },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409 },
  TWO_FACTOR_SETUP_REQUIRED: { status: 409 },
  SIGN_IN_CODE_INVALID: { status: 400 },
  AUTO_PAY_LIMIT_REQUIRED: { status: 400 },
  IOSS_NUMBER_REQUIRED: { status: 400 },
  COUNTRY_UNKNOWN: { status: 400 },
  PROVINCE_UNKNOWN: { status: 400 },
  SHIPPING_METHOD_UNKNOWN: { status: 400 },
  SHIPPING_FALLBACK_SAME: { status: 400 },
  SHIPPING_RULE_DUPLICATE: { status: 400 },
  TRACKING_URL_INVALID: { status: 400 },
  PRAISE_CARD_DESIGN_REQUIRED: { status: 400 },
  PRAISE_CARD_DESIGN_INVALID: { status: 400 },
  EMAIL_EVENT_UNKNOWN: { status: 400 },
  NOTIFICATION_TYPE_UNKNOWN: { status: 400 },
  PRODUCT_NOT_FOUND: { status: 404 },
  VARIANT_NOT_FOUND: { status: 404 },
  CATEGORY_UNKNOWN: { status: 400 },
  CATEGORY_NOT_EMPTY: { status: 409 },
  CATEGORY_TAKEN: { status: 409 },
  CATEGORY_NOT_FOUND: { status: 404 },
  CATEGORY_CYCLE: { status: 400 },
  CATEGORY_TOO_DEEP: { status: 400 },
  COST_RANGE_INVALID: { status: 400 },
  CURSOR_INVALID: { status: 400 },
  SHIPPING_NOT_AVAILABLE: { status: 422 },
  TEMPLATE_NOT_FOUND: { status: 404 },
  TEMPLATE_IN_USE: { status: 409 },
  TEMPLATE_RULE_DUPLICATE: { status: 400 },
  TEMPLATE_DAYS_INVALID: { status: 400 },
  SUPPLIER_NOT_FOUND: { status: 404 },
  WAREHOUSE_UNKNOWN: { status: 400 },
  SKU_TAKEN: { status: 409 },
  VARIANT_OPTIONS_INVALID: { status: 400 },
  VARIANT_OPTIONS_DUPLICATE: { status: 400 },
  IMPORT_NOT_FOUND: { status: 404 },
  CSV_INVALID: { status: 400 },
  IMPORT_ITEM_NOT_FOUND: { status: 404 },
  IMPORT_IMAGE_UNKNOWN: { status: 400 },
  IMPORT_VARIANT_UNKNOWN: { status: 400 },
  IMPORT_VARIANT_REQUIRED: { status: 400 },
  IMPORT_COMPARE_AT_TOO_LOW: { status: 400 },
  SOURCING_NOT_FOUND: { status: 404 },
  INVOICE_NOT_FOUND: { status: 404 },
  SOURCING_TRANSITION_INVALID: { status: 409 },
  SOURCING_URL_OR_DESCRIPTION: { status: 400 },
  SOURCING_IMAGE_INVALID: { status: 400 },
  CURRENCY_UNSUPPORTED: { status: 400 },
  DATE_RANGE_INVALID: { status: 400 },
  AMOUNT_INVALID: { status: 400 },
  INSUFFICIENT_BALANCE: { status: 422 },
  IDEMPOTENCY_KEY_REUSED: { status: 409 },
  REQUEST_IN_PROGRESS: { status: 409 },
  REFUND_EXCEEDS_PAYMENT: { status: 409 },
  COMMISSION_INSUFFICIENT: { status: 422 },
  PAYOUT_BELOW_MINIMUM: { status: 400 },
  PAYOUT_FEE_EXCEEDS_AMOUNT: { status: 400 },
  PAYOUTS_TOO_MANY: { status: 409 },
  TWO_FACTOR_CODE_REQUIRED: { status: 400 },
  WITHDRAWAL_NOT_FOUND: { status: 404 },
  WITHDRAWAL_TRANSITION_INVALID: { status: 409 },
  WAREHOUSE_NOT_FOUND: { status: 404 },
  WAREHOUSE_CODE_TAKEN: { status: 409 },
  WAREHOUSE_NOT_STOCKING: { status: 409 },
  WAREHOUSE_HAS_STOCK: { status: 409 },
  SELLER_SKU_NOT_FOUND: { status: 404 },
  SELLER_SKU_TAKEN: { status: 409 },
  STOCK_PURCHASE_NOT_FOUND: { status: 404 },
  STOCK_PURCHASE_SHORT: { status: 409 },
  PUT_AWAY_EXCEEDS_PURCHASE: { status: 409 },
  STOCK_ADJUSTMENT_INVALID: { status: 409 },
  INBOUND_NOT_FOUND: { status: 404 },
  INBOUND_TRANSITION_INVALID: { status: 409 },
  INBOUND_COUNT_INVALID: { status: 400 },
  TICKET_NOT_FOUND: { status: 404 },
  TICKET_CLOSED: { status: 409 },
  TICKET_NOT_RATEABLE: { status: 409 },
  TICKET_ATTACHMENT_INVALID: { status: 400 },
  TICKET_LINK_NOT_FOUND: { status: 404 },
  TICKET_ASSIGNEE_INVALID: { status: 400 },
  CANNED_REPLY_NOT_FOUND: { status: 404 },
  CLAIM_NOT_FOUND: { status: 404 },
  CLAIM_NOT_SHIPPED: { status: 409 },
  CLAIM_TOO_EARLY: { status: 409 },
  CLAIM_ALREADY_DELIVERED: { status: 409 },
  CLAIM_NOT_DELIVERED: { status: 409 },
  CLAIM_WINDOW_CLOSED: { status: 409 },
  CLAIM_PHOTO_REQUIRED: { status: 400 },
  CLAIM_QUANTITY_INVALID: { status: 400 },
  CLAIM_RESEND_UNAVAILABLE: { status: 409 },
  CLAIM_ALREADY_DECIDED: { status: 409 },
  RECHARGE_NOT_FOUND: { status: 404 },
  RECHARGE_TRANSITION_INVALID: { status: 409 },
  RECHARGE_AMOUNT_OUT_OF_RANGE: { status: 400 },
  RECHARGE_PROOF_INVALID: { status: 400 },
  RECHARGE_TRANSFER_DATE_INVALID: { status: 400 },
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 503 },
  GATEWAY_SIGNATURE_INVALID: { status: 401 },
  GATEWAY_PAYMENT_MISMATCH: { status: 422 },
  STORE_DOMAIN_INVALID: { status: 400 },
  STORE_NOT_FOUND: { status: 404 },
  STORE_OAUTH_SIGNATURE_INVALID: { status: 400 },
  STORE_OAUTH_STALE: { status: 400 },
  STORE_OAUTH_STATE_UNKNOWN: { status: 400 },
  STORE_OAUTH_STATE_USED: { status: 409 },
  STORE_OAUTH_STATE_OTHER_SELLER: { status: 403 },
  STORE_OAUTH_SHOP_MISMATCH: { status: 400 },
  STORE_OAUTH_CODE_INVALID: { status: 400 },
  STORE_CLAIM_INVALID: { status: 400 },
  STORE_LINKED_ELSEWHERE: { status: 409 },
  STORE_CURRENCY_UNSUPPORTED: { status: 422 },
  STORE_ACCESS_REVOKED: { status: 409 },
  STORE_NOT_ACTIVE: { status: 409 },
  SHOPIFY_UNAVAILABLE: { status: 503 },
  SHOPIFY_WEBHOOK_SIGNATURE_INVALID: { status: 401 },
  PRICE_RULES_GAP: { status: 422 },
  PRICE_RULES_OPEN_END: { status: 422 },
  PRICE_RULE_RANGE_INVALID: { status: 422 },
  PRICE_RULE_MARKUP_INVALID: { status: 422 },
  PRICE_RULE_COMPARE_AT_INVALID: { status: 422 },
  LISTING_NOT_FOUND: { status: 404 },
  LISTING_NOT_ACTIVE: { status: 409 },
  LISTING_NOT_RETRYABLE: { status: 409 },
  LISTING_VARIANT_UNKNOWN: { status: 400 },
  LISTING_COMPARE_AT_TOO_LOW: { status: 400 },
  LISTING_PUSH_REFUSED: { status: 422 },
  LISTING_PRODUCT_INACTIVE: { status: 409 },
  LISTING_PRODUCT_GONE: { status: 404 },
  LISTING_VARIANT_GONE: { status: 409 },
  LISTING_STORE_PRODUCT_GONE: { status: 404 },
  LISTING_NO_VARIANTS: { status: 422 },
  PUSH_BATCH_NOT_FOUND: { status: 404 },
  ORDER_NOT_FOUND: { status: 404 },
  ORDER_STATUS_INVALID: { status: 409 },
  ORDER_ALREADY_PAID: { status: 409 },
  ORDER_NOT_PAYABLE: { status: 409 },
  ORDER_ITEMS_UNMAPPED: { status: 409 },
  ORDER_ADDRESS_INVALID: { status: 422 },
  ORDER_SHIPPING_REQUIRED: { status: 422 },
  ORDER_ITEM_NOT_FOUND: { status: 404 },
  OUT_OF_STOCK: { status: 409 },
  TRACKING_CSV_INVALID: { status: 400 },
  ORDER_CSV_INVALID: { status: 400 },
  SKU_UNKNOWN: { status: 400 },
  EMAIL_TAKEN: { status: 409 },
  ACCOUNT_DISABLED: { status: 403 },
  ACCOUNT_CLOSED: { status: 403 },
  ACCOUNT_NOT_SETTLED: { status: 409 },
  ACCOUNT_ERASED: { status: 409 },
  DATA_EXPORT_NOT_FOUND: { status: 404 },
  DATA_EXPORT_NOT_READY: { status: 409 },
  LAST_ADMIN: { status: 409 },
  ADMIN_SELF_ACTION: { status: 409 },
  MENU_LAYOUT_ENTRIES: { status: 400 },
  MENU_LAYOUT_ROLE: { status: 400 },
  MENU_LAYOUT_LOCKED: { status: 400 },
  TEAM_PERMISSION_REQUIRED: { status: 403 },
  TEAM_STORES_LIMITED: { status: 403 },
  TEAM_MEMBER_NOT_FOUND: { status: 404 },
  TEAM_INVITE_INVALID: { status: 410 },
  TEAM_INVITE_EMAIL_MISMATCH: { status: 403 },
  TEAM_ALREADY_MEMBER: { status: 409 },
  TEAM_SELF_INVITE: { status: 400 },
  TEAM_FULL: { status: 409 },
  TEAM_STORE_UNKNOWN: { status: 400 },
  TEAM_ACCOUNT_UNKNOWN: { status: 404 },
  TEAM_OWNER_ONLY: { status: 403 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  TOO_MANY_ATTEMPTS: { status: 429 },
  TOO_MANY_REQUESTS: { status: 429 },
  INTERNAL: { status: 500 },
  NOT_READY: { status: 503 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof ERRORS;

export const LOCALES = ['en-US', 'es-ES', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export const VALIDATION_ISSUES = [
  'empty',
  'required',
  'tooShort',
  'tooLong',
  'email',
  'url',
  'format',
  'oneOf',
  'type',
  'invalid',
  'body',
  'controlChar',
] as const;
export type ValidationIssue = (typeof VALIDATION_ISSUES)[number];

type Messages = { errors: Record<ErrorCode, string>; validation: Record<ValidationIssue, string> };
const MESSAGES: Record<Locale, Messages> = { 'en-US': enUS, 'es-ES': esES, 'pt-BR': ptBR };

/** The error body every non-2xx API answer carries. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  params: Record<string, unknown>;
}

/** Picks the best supported locale from an Accept-Language header (q-values honoured, language-only matches allowed). */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const wanted = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((r) => r.trim()).find((r) => r.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const lang = tag.split('-')[0];
    const byLang = LOCALES.find((l) => l.slice(0, 2) === lang);
    if (byLang) return byLang;
  }
  return DEFAULT_LOCALE;
}

/** The localized message of an error code, with {{param}} placeholders filled. */
export function errorMessage(code: ErrorCode, locale: Locale, params: Record<string, unknown> = {}): string {
  return fill(MESSAGES[locale].errors[code] ?? MESSAGES[DEFAULT_LOCALE].errors[code], params, locale);
}

/** The localized text of one validation issue (the {{issue}} of VALIDATION_FAILED). */
export function validationIssueText(issue: ValidationIssue, locale: Locale, params: Record<string, unknown> = {}): string {
  return fill(MESSAGES[locale].validation[issue], params);
}

/**
 * A file size as a seller reads it in their language: whole megabytes from 1 MB up ("5 MB", "2,5 MB"), kilobytes
 * below. Sizes are binary (1 MB = 1024 × 1024 bytes), as the server's limits are set.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = bytes / (1024 * 1024);
  const [value, unit] = mb >= 1 ? [mb, 'megabyte'] : [Math.max(1, Math.round(bytes / 1024)), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * Fills {{param}} placeholders. A number whose name ends in `Cents` reads as money in the message's language
 * (in `params.currency`, USD when none is given): {{neededCents}} with 1250 reads "$12.50" in en-US. One whose name
 * ends in `Bytes` reads as a file size: {{limitBytes}} with 5242880 reads "5 MB".
 */
function fill(template: string, params: Record<string, unknown>, locale: Locale = DEFAULT_LOCALE): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => {
    const v = params[k];
    if (typeof v === 'number' && k.endsWith('Bytes')) return formatFileSize(v, locale);
    if (typeof v === 'number' && k.endsWith('Cents')) {
      const currency = typeof params.currency === 'string' ? params.currency : 'USD';
      return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(v / 100);
    }
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  });
}

export { MESSAGES as ERROR_MESSAGES };
