import { useQuery } from '@tanstack/react-query';
import type { AdminRecharge } from '@dropport/contracts';
import { get } from '@/lib/http';
import { rechargeKeys } from './recharge-keys';

/** Admin: one recharge with its seller, what they confirmed and who reviewed it. */
export const fetchAdminRecharge = (id: string) =>
  get<AdminRecharge>(`/api/admin/recharges/${encodeURIComponent(id)}`, { silent: true });

export function useAdminRecharge(id: string | null) {
  return useQuery({
    queryKey: rechargeKeys.adminDetail(id ?? ''),
    queryFn: () => fetchAdminRecharge(id ?? ''),
    enabled: !!id,
    staleTime: 0,
  });
}
