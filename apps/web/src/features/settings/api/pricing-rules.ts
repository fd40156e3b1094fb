import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PriceRuleSet, PricingRules, PricingRulesOverview } from '@dropport/contracts';
import { get, http, putJson } from '@/lib/http';

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

/** The overview with one scope's rules as the server answered them after a save or a reset. */
export function withScope(overview: PricingRulesOverview, rules: PricingRules): PricingRulesOverview {
  if (rules.storeId === null) return { ...overview, default: rules };
  const others = overview.stores.filter((s) => s.storeId !== rules.storeId);
  // A store without its own set prices with the default one and is not listed among the stores' sets.
  return { ...overview, stores: rules.source === 'store' ? [...others, rules] : others };
}

/**
 * A save or reset answers the scope's rules: they go into the cache at once, so the form shows them and the success
 * message appears without waiting for the overview to be read again (which still happens, in the background).
 */
function useApplyRules() {
  const qc = useQueryClient();
  return (rules: PricingRules) => {
    qc.setQueryData<PricingRulesOverview>(pricingKeys.overview(), (old) => (old ? withScope(old, rules) : old));
    void qc.invalidateQueries({ queryKey: pricingKeys.all });
  };
}

export function useSavePricingRules() {
  const apply = useApplyRules();
  return useMutation({
    mutationFn: ({ scope, set }: { scope: string; set: PriceRuleSet }) => savePricingRules(scope, set),
    onSuccess: apply,
  });
}

export function useDeletePricingRules() {
  const apply = useApplyRules();
  return useMutation({
    mutationFn: (scope: string) => deletePricingRules(scope),
    onSuccess: apply,
  });
}
