import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountClosed, CloseAccountRequest, DataExport, PrivacyOverview } from '@dropport/contracts';
import { useNavigate } from 'react-router';
import { downloadFile } from '@/lib/download-file';
import { get, isApiError, postJson } from '@/lib/http';
import { endSession } from '@/stores/session-store';
import { accountKeys } from './keys';

/** How often the overview is asked again while an export is being built. */
export const EXPORT_POLL_MS = 2000;

/** Whether an export is still being built (its progress moves). */
export const isBuilding = (e: Pick<DataExport, 'status'>) => e.status === 'queued' || e.status === 'running';

/** While one of these exports is being built, the overview is asked again every 2 s; otherwise not at all. */
export const pollWhileBuilding = (exports: readonly DataExport[] | undefined) =>
  exports?.some(isBuilding) ? EXPORT_POLL_MS : false;

/** The file name of an export when the answer names none: the day it was asked for. */
export const exportFileName = (e: Pick<DataExport, 'createdAt'>) => `dropport-data-${e.createdAt.slice(0, 10)}.zip`;

/** Saves an export's ZIP under the server's name for it; errors are the caller's to tell. */
export const downloadExport = (url: string, e: DataExport) =>
  downloadFile(url, exportFileName(e), { silent: true, nameFromServer: true });

/** The person's own privacy paths: every one names them (a team member acting for an account has none). */
export const privacyPath = (userId: string, rest = '') => `/v1/users/${encodeURIComponent(userId)}/privacy${rest}`;

/** Where one of the person's ready exports downloads from. */
export const ownExportUrl = (userId: string) => (id: string) =>
  privacyPath(userId, `/exports/${encodeURIComponent(id)}/download`);

/** GET /v1/users/:userId/privacy: the person's exports and whether their account may close; polled while one is built. */
export function privacyQuery(userId: string) {
  return queryOptions({
    queryKey: accountKeys.privacy(userId),
    queryFn: () => get<PrivacyOverview>(privacyPath(userId), { silent: true }),
    refetchInterval: (q) => pollWhileBuilding(q.state.data?.exports),
  });
}

export function usePrivacy(userId: string) {
  return useQuery(privacyQuery(userId));
}

/** Puts an export answered by the server at the head of a list (in place of its older self). */
export const withExport = (exports: readonly DataExport[], e: DataExport) => [e, ...exports.filter((x) => x.id !== e.id)];

/** Asks for a ZIP of all the person's data; one at a time (asking again answers the one being built). */
export function useRequestExport(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<DataExport>(privacyPath(userId, '/exports'), undefined, { silent: true }),
    onSuccess: (e) =>
      qc.setQueryData<PrivacyOverview>(accountKeys.privacy(userId), (old) =>
        old ? { ...old, exports: withExport(old.exports, e) } : old,
      ),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.privacy(userId) }),
  });
}

/** Where the sign-in page opens after the account closed: it says so. */
export const CLOSED_LOGIN_PATH = '/login?closed=1';

/**
 * Closes the account. The server ends every session at once, so this browser forgets its own and opens the sign-in
 * page, which says the account is closed. A refusal while money or orders are unsettled (or for want of a code) reads
 * the overview again.
 */
export function useCloseAccount(userId: string) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: CloseAccountRequest) => postJson<AccountClosed>(privacyPath(userId, '/close'), body, { silent: true }),
    onSuccess: async () => {
      // Leave the signed-in pages first, or the guard would see the session end and add a `redirect` back.
      await navigate(CLOSED_LOGIN_PATH, { replace: true, flushSync: true });
      endSession();
    },
    onError: (e) => {
      // Something unsettled came up meanwhile, or two-factor sign-in was turned on elsewhere (the code field appears).
      if (isApiError(e, 'ACCOUNT_NOT_SETTLED') || isApiError(e, 'TWO_FACTOR_CODE_REQUIRED'))
        void qc.invalidateQueries({ queryKey: accountKeys.privacy(userId) });
    },
  });
}
