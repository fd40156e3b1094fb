import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminErased, AdminPrivacyRequest, AdminPrivacyView, DataExport } from '@dropport/contracts';
import { pollWhileBuilding } from '@/features/account';
import { get, postJson } from '@/lib/http';
import { adminUserKeys } from './admin-users';

const privacyPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/privacy`;

/** Where the admin downloads a user's export (asked for by the user or by an admin). */
export const adminExportUrl = (id: string) => `/api/admin/privacy/exports/${encodeURIComponent(id)}/download`;

/** A user's exports, what keeps their account open and where closing stands; polled while an export is built. */
export function useAdminPrivacy(userId: string) {
  return useQuery({
    queryKey: adminUserKeys.privacy(userId),
    queryFn: () => get<AdminPrivacyView>(privacyPath(userId), { silent: true }),
    refetchInterval: (q) => pollWhileBuilding(q.state.data?.exports),
  });
}

export type PrivacyAction = 'export' | 'erase';

/**
 * On the user's request, with the reason the audit log keeps: an export of all their data, or erasing their personal
 * data at once (refused while money or orders are unsettled). Either changes the user's page.
 */
export function useAdminPrivacyAction(userId: string, action: PrivacyAction) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPrivacyRequest): Promise<DataExport | AdminErased> =>
      action === 'export'
        ? postJson<DataExport>(`${privacyPath(userId)}/exports`, body, { silent: true })
        : postJson<AdminErased>(`${privacyPath(userId)}/erase`, body, { silent: true }),
    onSettled: () => qc.invalidateQueries({ queryKey: adminUserKeys.all }),
  });
}
