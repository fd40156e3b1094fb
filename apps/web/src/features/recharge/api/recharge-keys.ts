import type { QueryClient } from '@tanstack/react-query';
import type { AdminRecharge, Recharge, RechargeMethod, RechargeStatus } from '@dropport/contracts';

/** Which recharges a list shows: one status and/or one method, or all. */
export interface RechargeFilter {
  status: RechargeStatus | null;
  method: RechargeMethod | null;
}

export const rechargeKeys = {
  all: ['recharge'] as const,
  options: () => [...rechargeKeys.all, 'options'] as const,
  lists: () => [...rechargeKeys.all, 'list'] as const,
  mine: (filter: RechargeFilter) => [...rechargeKeys.lists(), 'mine', filter] as const,
  queue: (filter: RechargeFilter) => [...rechargeKeys.lists(), 'queue', filter] as const,
  detail: (id: string) => [...rechargeKeys.all, 'detail', id] as const,
  adminDetail: (id: string) => [...rechargeKeys.all, 'admin-detail', id] as const,
  proof: (url: string) => [...rechargeKeys.all, 'proof', url] as const,
};

/** After a seller's move (create, confirm, cancel): the recharge shows its new state at once, every list again. */
export async function afterMove(qc: QueryClient, saved: Recharge): Promise<void> {
  qc.setQueryData(rechargeKeys.detail(saved.id), saved);
  await qc.invalidateQueries({ queryKey: rechargeKeys.lists() });
}

/** After an admin's decision: the drawer shows it at once, and the queue is fetched again. */
export async function afterReview(qc: QueryClient, saved: AdminRecharge): Promise<void> {
  qc.setQueryData(rechargeKeys.adminDetail(saved.id), saved);
  await qc.invalidateQueries({ queryKey: rechargeKeys.lists() });
}
