import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankTransferConfirm, Recharge } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { afterMove } from './recharge-keys';

/** The seller's confirmation of a bank transfer, with its proof; the form shows a refusal itself. */
export const confirmTransfer = (id: string, body: BankTransferConfirm) =>
  postJson<Recharge>(`/api/wallet/recharges/${encodeURIComponent(id)}/confirm`, body, { silent: true });

export function useConfirmTransfer(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BankTransferConfirm) => confirmTransfer(id, body),
    onSuccess: (saved) => afterMove(qc, saved),
  });
}
