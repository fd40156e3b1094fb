import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '@/lib/http';
import { invalidateDashboards } from '@/features/workplace';
import { notificationsKeys } from './notifications-keys';

export type MarkReadSelection = { ids: string[] } | { all: true };

export const markRead = (selection: MarkReadSelection) => postJson<{ updated: number }>('/api/notifications/read', selection);

/** Marks some or all notifications read; the bell, the lists and the Workplace's unread figure follow at once. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: async () => {
      // The Workplace shows the unread count too.
      void invalidateDashboards(qc);
      await qc.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}

/** Whether a pending mark-read call is marking this notification (or, for null, all of them). */
export function isMarking(
  mutation: { isPending: boolean; variables?: MarkReadSelection | undefined },
  id: string | null,
): boolean {
  const v = mutation.variables;
  if (!mutation.isPending || !v) return false;
  return id === null ? 'all' in v : 'ids' in v && v.ids.includes(id);
}
