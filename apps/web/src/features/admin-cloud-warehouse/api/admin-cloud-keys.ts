import type { QueryClient } from '@tanstack/react-query';
import type { InboundStatus, PurchaseStatus } from '@dropport/contracts';

/** What the admin's inventory of one seller is asked with. */
export interface AdminInventoryFilters {
  userId: string;
  warehouse?: string | undefined;
  q?: string | undefined;
  low?: boolean | undefined;
}

export const adminCloudKeys = {
  all: ['admin-cloud-warehouse'] as const,
  warehouses: () => [...adminCloudKeys.all, 'warehouses'] as const,
  purchaseLists: () => [...adminCloudKeys.all, 'purchases'] as const,
  purchases: (status: PurchaseStatus | null) => [...adminCloudKeys.purchaseLists(), status] as const,
  inboundLists: () => [...adminCloudKeys.all, 'inbound'] as const,
  inbound: (status: InboundStatus | null) => [...adminCloudKeys.inboundLists(), status] as const,
  inventoryLists: () => [...adminCloudKeys.all, 'inventory'] as const,
  inventory: (f: AdminInventoryFilters) => [...adminCloudKeys.inventoryLists(), f] as const,
  tiers: (productId: number) => [...adminCloudKeys.all, 'tiers', productId] as const,
  audit: () => [...adminCloudKeys.all, 'audit'] as const,
};

type Part = 'warehouses' | 'purchases' | 'inbound' | 'inventory';
const LISTS: Record<Part, () => readonly unknown[]> = {
  warehouses: adminCloudKeys.warehouses,
  purchases: adminCloudKeys.purchaseLists,
  inbound: adminCloudKeys.inboundLists,
  inventory: adminCloudKeys.inventoryLists,
};

/** After an admin action: the lists it changed, and the audit list, which records every action. */
export async function afterAction(qc: QueryClient, parts: Part[]): Promise<void> {
  await Promise.all(
    [...parts.map((p) => LISTS[p]()), adminCloudKeys.audit()].map((queryKey) => qc.invalidateQueries({ queryKey })),
  );
}

/** Pages of the admin's lists. */
export const PAGE = 20;
