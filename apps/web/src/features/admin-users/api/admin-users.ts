import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserAction, AdminUserDetail, AdminUserPage, AuditPage, AuditQuery } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';

export const adminUserKeys = {
  all: ['admin-users'] as const,
  search: (q: string) => [...adminUserKeys.all, 'search', { q }] as const,
  detail: (id: string) => [...adminUserKeys.all, 'detail', id] as const,
  audit: (f: AuditFilters) => [...adminUserKeys.all, 'audit', f] as const,
  privacy: (id: string) => [...adminUserKeys.all, 'privacy', id] as const,
};

export type AuditFilters = Pick<AuditQuery, 'actor' | 'account' | 'action' | 'from' | 'to'>;

export function useUserSearch(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminUserKeys.search(q),
      queryFn: ({ pageParam }) =>
        get<AdminUserPage>('/api/admin/users', { params: { q: q.trim() || undefined, cursor: pageParam, limit: 50 } }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: adminUserKeys.detail(id),
    queryFn: () => get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`),
  });
}

/** One action on a user; the answer is the user as they now are, and their story moves in the audit log. */
export function useUserAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: AdminUserAction) =>
      postJson<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}/actions`, a, { silent: true }),
    onSuccess: (detail) => qc.setQueryData(adminUserKeys.detail(id), detail),
    onSettled: () => qc.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}

const clean = (f: AuditFilters) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));

export function useAudit(f: AuditFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminUserKeys.audit(f),
      queryFn: ({ pageParam }) => get<AuditPage>('/api/admin/audit', { params: { ...clean(f), cursor: pageParam, limit: 50 } }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  );
}

export const auditCsvParams = clean;
