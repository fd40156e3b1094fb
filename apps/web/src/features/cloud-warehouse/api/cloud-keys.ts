import type { QueryClient } from '@tanstack/react-query';
import type { InboundStatus, PurchaseInput, PurchaseStatus } from '@dropport/contracts';
import type { InventoryFilters, MovementFilters } from '../filters';

export const cloudKeys = {
  all: ['cloudWarehouse'] as const,
  warehouses: () => [...cloudKeys.all, 'warehouses'] as const,
  inventories: () => [...cloudKeys.all, 'inventory'] as const,
  inventory: (filters: InventoryFilters) => [...cloudKeys.inventories(), filters] as const,
  skus: (q: string) => [...cloudKeys.all, 'skus', q] as const,
  settings: () => [...cloudKeys.all, 'settings'] as const,
  offer: (productId: number) => [...cloudKeys.all, 'offer', productId] as const,
  quote: (body: PurchaseInput | null) => [...cloudKeys.all, 'quote', body] as const,
  purchases: (status: PurchaseStatus | null) => [...cloudKeys.all, 'purchases', status] as const,
  inbounds: () => [...cloudKeys.all, 'inbound'] as const,
  inbound: (status: InboundStatus | null) => [...cloudKeys.inbounds(), 'list', status] as const,
  shipment: (id: string) => [...cloudKeys.inbounds(), 'one', id] as const,
  movements: (filters: MovementFilters) => [...cloudKeys.all, 'movements', filters] as const,
};

/**
 * After the seller's stock changed (a purchase paid, a shipment saved or sent, a threshold set; elsewhere an order
 * paid or cancelled reserves or releases units): the inventory, purchases, shipments and movements read again.
 */
export async function invalidateCloudWarehouse(qc: QueryClient): Promise<void> {
  await qc.invalidateQueries({ queryKey: cloudKeys.all });
}
