import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ShippingQuote } from '@dropport/contracts';
import { get } from '@/lib/http';
import { marketKeys, type QuoteKey } from './market-keys';

/**
 * GET /v1/shipping/template: every method shipping the product, or one variant of it, to a
 * country, cheapest first. SHIPPING_NOT_AVAILABLE (nothing serves the country) is shown by the calculator.
 */
export function getShippingQuote(q: QuoteKey): Promise<ShippingQuote> {
  return get<ShippingQuote>('/v1/shipping/template', {
    params: {
      productId: q.variantId === null ? q.productId : undefined,
      variantId: q.variantId ?? undefined,
      country: q.country,
      quantity: q.quantity,
    },
    silent: true,
  });
}

export function shippingQuoteQuery(q: QuoteKey) {
  return queryOptions({ queryKey: marketKeys.quote(q), queryFn: () => getShippingQuote(q), staleTime: 5 * 60_000 });
}

/** The quote for the calculator's inputs; the last answer stays on screen while the next one loads. */
export function useShippingQuote(q: QuoteKey | null) {
  return useQuery({
    ...shippingQuoteQuery(q ?? { productId: 0, variantId: null, country: '', quantity: 1 }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
