// The policy pages' calls: the console's Policy pages and the public /text page both read them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, PolicyKind, PolicyList, PolicyPage, PolicySlug, PolicyUpdate } from '@dropport/contracts';
import { get, putJson } from './http';

export const policiesKeys = {
  all: ['policies'] as const,
  list: (kind: PolicyKind, locale: Locale) => [...policiesKeys.all, 'list', kind, locale] as const,
  page: (slug: PolicySlug, locale: Locale) => [...policiesKeys.all, 'page', slug, locale] as const,
};

export function policyListQuery(kind: PolicyKind, locale: Locale) {
  return queryOptions({
    queryKey: policiesKeys.list(kind, locale),
    queryFn: () => get<PolicyList>('/api/policies', { params: { kind, locale } }),
  });
}

export function policyPageQuery(slug: PolicySlug, locale: Locale) {
  return queryOptions({
    queryKey: policiesKeys.page(slug, locale),
    queryFn: () => get<PolicyPage>(`/api/policies/${slug}`, { params: { locale } }),
  });
}

export const usePolicyList = (kind: PolicyKind, locale: Locale) => useQuery(policyListQuery(kind, locale));
export const usePolicyPage = (slug: PolicySlug, locale: Locale) => useQuery(policyPageQuery(slug, locale));

/** An admin's edit of one page in one language; every reader's copy is refetched. */
export function useSavePolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, locale, change }: { slug: PolicySlug; locale: Locale; change: PolicyUpdate }) =>
      putJson<PolicyPage>(`/api/admin/policies/${slug}/${locale}`, change, { silent: true }),
    onSuccess: (saved) => {
      qc.setQueryData(policiesKeys.page(saved.slug, saved.locale), saved);
      return qc.invalidateQueries({ queryKey: policiesKeys.all });
    },
  });
}
