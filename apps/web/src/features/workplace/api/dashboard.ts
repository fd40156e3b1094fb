import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@dropport/contracts';
import { get } from '@/lib/http';

export const workplaceKeys = {
  all: ['workplace'] as const,
  dashboard: (userId: string, tz: string) => [...workplaceKeys.all, 'dashboard', userId, tz] as const,
  /** The "To do" block: under `all`, so `invalidateDashboards` (notifications, live events) refreshes it too. */
  todo: (userId: string) => [...workplaceKeys.all, 'todo', userId] as const,
};

/** After a change the Workplace sums up elsewhere (notifications read): its dashboard and to-dos are read again. */
export function invalidateDashboards(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ queryKey: workplaceKeys.all });
}

/** The browser's time zone: the sign-in chart counts days as the seller lives them. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function fetchDashboard(userId: string, tz: string): Promise<Dashboard> {
  return get<Dashboard>(`/v1/users/${encodeURIComponent(userId)}/dashboard`, { params: { tz } });
}

export function dashboardQuery(userId: string, tz = browserTimeZone()) {
  return queryOptions({ queryKey: workplaceKeys.dashboard(userId, tz), queryFn: () => fetchDashboard(userId, tz) });
}

export function useDashboard(userId: string) {
  return useQuery(dashboardQuery(userId));
}
