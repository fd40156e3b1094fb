import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ManualOrderCreate, ManualOrderQuote } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { orderKeys } from './order-keys';

/** POST /api/orders/manual/quote: what a manual order would cost, the methods that carry it, the address problems. */
export const quoteManualOrder = (body: ManualOrderCreate) =>
  postJson<ManualOrderQuote>('/api/orders/manual/quote', body, { silent: true });

/** The quote of a complete draft (null: not complete yet); the last answer stays shown while the next one loads. */
export function useManualQuote(body: ManualOrderCreate | null) {
  return useQuery({
    queryKey: orderKeys.manualQuote(body),
    queryFn: () => (body ? quoteManualOrder(body) : Promise.reject(new Error('no draft to price'))),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    // Stock and prices move: a quote is good for the time the seller spends on the form, not longer.
    staleTime: 60_000,
    gcTime: 60_000,
  });
}
