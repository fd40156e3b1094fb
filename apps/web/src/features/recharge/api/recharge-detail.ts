import { useQuery } from '@tanstack/react-query';
import { rechargeOutcome, type Recharge } from '@dropport/contracts';
import { get } from '@/lib/http';
import { rechargeKeys } from './recharge-keys';

/** One of the seller's recharges. */
export const fetchRecharge = (id: string) => get<Recharge>(`/api/wallet/recharges/${encodeURIComponent(id)}`, { silent: true });

export function useRecharge(id: string | null) {
  return useQuery({
    queryKey: rechargeKeys.detail(id ?? ''),
    queryFn: () => fetchRecharge(id ?? ''),
    enabled: !!id,
    staleTime: 0,
  });
}

/** How often /pay-success asks, and for how long before it says the confirmation is late. */
export const POLL_MS = 2000;
export const POLL_FOR_MS = 120_000;

/**
 * The recharge, asked for again every POLL_MS until its outcome is known (success or failure) or POLL_FOR_MS have
 * passed since `since`: the gateway's notification reaches the server on its own schedule.
 */
export function useRechargePolling(id: string | null, since: number) {
  return useQuery({
    queryKey: rechargeKeys.detail(id ?? ''),
    queryFn: () => fetchRecharge(id ?? ''),
    enabled: !!id,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status && rechargeOutcome(status) !== 'pending') return false;
      return Date.now() - since < POLL_FOR_MS ? POLL_MS : false;
    },
    refetchIntervalInBackground: true,
  });
}
