import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkplaceTodo } from '@dropport/contracts';
import { get } from '@/lib/http';
import { workplaceKeys } from './dashboard';

/** GET /api/dashboard/todo: what waits on the seller (the "To do" block tells its own failure). */
export const fetchWorkplaceTodo = () => get<WorkplaceTodo>('/api/dashboard/todo', { silent: true });

/**
 * The seller's to-dos, keyed by user under the Workplace's key. Always read again when the Workplace opens (stale at
 * once): paying, mapping or replying on other pages changes them, and those pages do not know the Workplace.
 */
export function workplaceTodoQuery(userId: string) {
  return queryOptions({ queryKey: workplaceKeys.todo(userId), queryFn: fetchWorkplaceTodo, staleTime: 0 });
}

export function useWorkplaceTodo(userId: string) {
  return useQuery(workplaceTodoQuery(userId));
}
