import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PurchaseInput,
  PurchaseQuote,
  PurchaseRequest,
  PurchaseStatus,
  StockOffer,
  StockPurchase,
  StockPurchasePage,
} from '@dropport/contracts';
import { invalidateMyWallet } from '@/features/wallet';
import { get, postJson } from '@/lib/http';
import { cloudKeys, invalidateCloudWarehouse } from './cloud-keys';
import { PAGE } from './inventory';

/** GET /api/cloud-warehouse/offer/:productId: the variants, price tiers and warehouses of buying a product ahead. */
export const fetchOffer = (productId: number) => get<StockOffer>(`/api/cloud-warehouse/offer/${productId}`, { silent: true });

export function useOffer(productId: number | null) {
  return useQuery({
    queryKey: cloudKeys.offer(productId ?? 0),
    queryFn: () => fetchOffer(productId ?? 0),
    enabled: productId !== null,
  });
}

/** POST /api/cloud-warehouse/purchases/quote: what a purchase would cost now, and the balance; nothing is bought. */
export const quotePurchase = (body: PurchaseInput) =>
  postJson<PurchaseQuote>('/api/cloud-warehouse/purchases/quote', body, { silent: true });

/** The quote of a purchase (null: nothing to price yet); the last answer stays shown while the next one loads. */
export function usePurchaseQuote(body: PurchaseInput | null) {
  return useQuery({
    queryKey: cloudKeys.quote(body),
    queryFn: () => (body ? quotePurchase(body) : Promise.reject(new Error('nothing to price'))),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    // Costs and the balance move: a quote is good while the seller fills the drawer, not longer.
    staleTime: 30_000,
    gcTime: 60_000,
    retry: false,
  });
}

/** POST /api/cloud-warehouse/purchases: buys the units, paid from the balance; once per idempotency key. */
export const createPurchase = (body: PurchaseRequest) =>
  postJson<StockPurchase>('/api/cloud-warehouse/purchases', body, { silent: true });

export function useCreatePurchase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    // The units are inbound, the purchase listed, the balance lower.
    onSuccess: () => Promise.all([invalidateCloudWarehouse(qc), invalidateMyWallet(qc)]),
  });
}

/** One page of the seller's stock purchases, newest first, of one status or all. */
export const fetchPurchases = (status: PurchaseStatus | null, cursor: string | null) =>
  get<StockPurchasePage>('/api/cloud-warehouse/purchases', {
    params: { status: status ?? undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function usePurchases(status: PurchaseStatus | null) {
  return useInfiniteQuery({
    queryKey: cloudKeys.purchases(status),
    queryFn: ({ pageParam }) => fetchPurchases(status, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The warehouse puts units away where this console does not see it.
    staleTime: 0,
  });
}
