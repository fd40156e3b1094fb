import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recharge, RechargeCreate } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { afterMove } from './recharge-keys';

/** Starts a recharge: a card checkout, or a bank reference to quote. The form shows a refusal itself. */
export const createRecharge = (body: RechargeCreate) => postJson<Recharge>('/api/wallet/recharges', body, { silent: true });

export function useCreateRecharge() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createRecharge, onSuccess: (saved) => afterMove(qc, saved) });
}
