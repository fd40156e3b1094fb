import { queryOptions } from '@tanstack/react-query';
import type { InventoryPage, InventoryRow } from '@dropport/contracts';
import { cloudKeys } from './cloud-keys';
import { fetchInventory } from './inventory';

/** The largest page the inventory gives, and how many of them are read at most for one search. */
const LIMIT = 100;
const MAX_PAGES = 5;

/** One of the seller's own products (not a catalogue variant) held in the cloud warehouse, over every warehouse. */
export interface OwnProduct {
  skuId: string;
  /** The seller's own code for it. */
  sku: string;
  name: string;
  /** Units available to ship, summed over the warehouses. */
  available: number;
  /** Where it is held, in the inventory's order, with the units available there. */
  warehouses: { code: string; name: string; available: number }[];
}

/** The inventory's own rows (one per SKU and warehouse) as one entry per SKU, availability summed and listed. */
export function ownProducts(rows: readonly InventoryRow[]): OwnProduct[] {
  const bySku = new Map<string, OwnProduct>();
  for (const r of rows) {
    if (!r.own) continue;
    let p = bySku.get(r.skuId);
    if (!p) {
      p = { skuId: r.skuId, sku: r.sku, name: r.name, available: 0, warehouses: [] };
      bySku.set(r.skuId, p);
    }
    p.available += r.available;
    p.warehouses.push({ code: r.warehouseCode, name: r.warehouseName, available: r.available });
  }
  return [...bySku.values()];
}

/**
 * The seller's own products matching `q` (code or name; all when empty), read from GET /api/cloud-warehouse/inventory,
 * which lists catalogue stock too: pages are read until the end (at most MAX_PAGES of them) and the own rows kept.
 * Under the feature's key, so `invalidateCloudWarehouse` reaches it. The orders feature maps a store line to one.
 */
export function ownProductsQueryOptions(q: string) {
  const search = q.trim();
  return queryOptions({
    queryKey: [...cloudKeys.all, 'ownProducts', search] as const,
    queryFn: async (): Promise<OwnProduct[]> => {
      const rows: InventoryRow[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer: InventoryPage = await fetchInventory(search ? { q: search } : {}, cursor, LIMIT);
        rows.push(...answer.items);
        cursor = answer.nextCursor;
        if (!cursor) break;
      }
      return ownProducts(rows);
    },
    // Units move where this console does not see them (goods received, orders shipped): read again when shown.
    staleTime: 0,
  });
}
