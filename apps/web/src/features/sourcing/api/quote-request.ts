import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SourcingDetail, SourcingQuote } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { afterMove } from './sourcing-keys';

/** Admin: quotes a price with a catalogue product; the dialog shows a refusal itself. */
export const quoteRequest = (id: string, body: SourcingQuote) =>
  postJson<SourcingDetail>(`/api/admin/sourcing/${encodeURIComponent(id)}/quote`, body, { silent: true });

export function useQuoteRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SourcingQuote }) => quoteRequest(id, body),
    onSuccess: (saved) => afterMove(qc, saved),
  });
}
