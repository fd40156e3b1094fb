import {
  errorMessage,
  ERRORS,
  type ErrorCode,
  type ListingIssue,
  type ListingSummary,
  type Locale,
  type PushBatch,
  type StoreCurrency,
} from '@dropport/contracts';
import { iso, isoOrNull } from '../../lib/time.js';
import type { BatchRow, ListingWithStore } from './listings.repo.js';

const isErrorCode = (c: string): c is ErrorCode => Object.hasOwn(ERRORS, c);

/** A stored error code and params as the caller reads them: with the message in their language. */
export function issueOf(code: string | null, params: string | null, locale: Locale): ListingIssue | null {
  if (code === null) return null;
  const p = params ? (JSON.parse(params) as Record<string, unknown>) : {};
  return { code, params: p, message: isErrorCode(code) ? errorMessage(code, locale, p) : code };
}

export function toSummary(r: ListingWithStore, variantCount: number, locale: Locale): ListingSummary {
  const images = JSON.parse(r.images) as string[];
  return {
    id: r.id,
    productId: Number(r.product_id),
    title: r.title,
    image: images[0] ?? null,
    store: { id: r.store_id, name: r.s_name, shopDomain: r.s_shop_domain, currency: r.s_currency as StoreCurrency },
    status: r.status,
    currency: r.currency as StoreCurrency,
    priceMinCents: r.price_min_cents,
    priceMaxCents: r.price_max_cents,
    variantCount,
    storeProductUrl: r.store_product_url,
    error: r.status === 'failed' ? issueOf(r.error_code, r.error_params, locale) : null,
    syncStatus: r.sync_status,
    syncProblem: r.sync_status === 'problem' ? issueOf(r.sync_problem_code, r.sync_problem_params, locale) : null,
    lastSyncedAt: isoOrNull(r.last_synced_at === null ? null : Number(r.last_synced_at)),
    pushedAt: isoOrNull(r.pushed_at === null ? null : Number(r.pushed_at)),
    createdAt: iso(Number(r.created_at)),
    updatedAt: iso(Number(r.updated_at)),
  };
}

export function toBatch(
  b: BatchRow,
  rows: ListingWithStore[],
  locale: Locale,
  alreadyListed: PushBatch['alreadyListed'] = [],
): PushBatch {
  return {
    id: b.id,
    total: Number(b.total),
    done: Number(b.done),
    failed: Number(b.failed),
    status: b.status,
    items: rows.map((r) => ({
      listingId: r.id,
      importItemId: r.import_item_id,
      productId: Number(r.product_id),
      title: r.title,
      storeId: r.store_id,
      storeName: r.s_name,
      status: r.status,
      error: r.status === 'failed' ? issueOf(r.error_code, r.error_params, locale) : null,
      storeProductUrl: r.store_product_url,
    })),
    alreadyListed,
    createdAt: iso(Number(b.created_at)),
  };
}
