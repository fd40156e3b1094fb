import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceRuleSet, PricingRules, PricingRulesOverview } from '@dropport/contracts';
import { get, http, putJson } from '../../../lib/http';

export const pricingKeys = {
  all: ['pricing-rules'] as const,
  overview: () => [...pricingKeys.all, 'overview'] as const,
};

const scopePath = (scope: string) => `/api/pricing-rules/${encodeURIComponent(scope)}`;

/** The default set, each store's own set, the exchange rates and the default ship-to country. */
export function pricingOverviewQuery() {
  return queryOptions({ queryKey: pricingKeys.overview(), queryFn: () => get<PricingRulesOverview>('/api/pricing-rules') });
}

export function usePricingOverview() {
  return useQuery(pricingOverviewQuery());
}

/** Saves a scope's set (`default` or a store id); refusals are shown in the form. */
export const savePricingRules = (scope: string, set: PriceRuleSet) =>
  putJson<PricingRules>(scopePath(scope), set, { silent: true });

/** Deletes a scope's own set: a store goes back to the default set, the default to the suggested one. */
export const deletePricingRules = async (scope: string) =>
  (await http.delete(scopePath(scope), { silent: true })) as unknown as PricingRules;

export function useSavePricingRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, set }: { scope: string; set: PriceRuleSet }) => savePricingRules(scope, set),
    onSuccess: () => qc.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}

export function useDeletePricingRules() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (scope: string) => deletePricingRules(scope),
    onSuccess: () => qc.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
