import { useQuery } from '@tanstack/react-query';
import type { RechargeOptions } from '@dropport/contracts';
import { get } from '@/lib/http';
import { rechargeKeys } from './recharge-keys';

/** Limits, methods and the bank account a transfer goes to. */
export const fetchRechargeOptions = () => get<RechargeOptions>('/api/wallet/recharge-options', { silent: true });

export function useRechargeOptions(enabled = true) {
  return useQuery({ queryKey: rechargeKeys.options(), queryFn: fetchRechargeOptions, staleTime: 5 * 60_000, enabled });
}
