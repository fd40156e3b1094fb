import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recharge } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { afterMove } from './recharge-keys';

/** Withdraws a bank transfer recharge that was not confirmed yet. */
export const cancelRecharge = (id: string) => postJson<Recharge>(`/api/wallet/recharges/${encodeURIComponent(id)}/cancel`);

export function useCancelRecharge() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: cancelRecharge, onSuccess: (saved) => afterMove(qc, saved) });
}
