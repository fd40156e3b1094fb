import type { MarketPage } from '@dropport/contracts';
import { TtlCache } from '../../lib/ttl-cache.js';
import type { CategoryRow } from './categories.service.js';
import type { ProductPage } from './product.service.js';

/** A page of the plain list as every seller sees it: the cards but for the seller's own marks. */
export type SharedPage = Omit<MarketPage, 'items'> & { items: Omit<MarketPage['items'][number], 'inImportList'>[] };

/**
 * What the market reads for every seller alike, kept between requests: the category tree, pages of the plain list
 * (per filter, sort, cursor and ship-to) and product pages. Each answer is served for at most MARKET_CACHE_MS and
 * never after a catalogue write in this process; stock and popularity changed by orders show within that time. What
 * is the seller's own (the import-list mark, who may see a private product) is read on every request.
 */
export interface MarketReads {
  categories: TtlCache<CategoryRow[]>;
  pages: TtlCache<SharedPage>;
  products: TtlCache<ProductPage | undefined>;
}

export function marketReads(ttlMs: number, now: () => number): MarketReads {
  return {
    categories: new TtlCache(ttlMs, 1, now),
    pages: new TtlCache(ttlMs, 2000, now),
    products: new TtlCache(ttlMs, 5000, now),
  };
}
