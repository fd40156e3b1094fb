import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPrefs, EmailPrefsUpdate } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { settingsKeys } from './basic-setting';

export const emailPrefsKey = (userId: string) => [...settingsKeys.all, 'emailPrefs', userId] as const;

const path = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/emailPrefs`;

export function emailPrefsQuery(userId: string) {
  return queryOptions({ queryKey: emailPrefsKey(userId), queryFn: () => get<EmailPrefs>(path(userId)) });
}

export function useEmailPrefs(userId: string) {
  return useQuery(emailPrefsQuery(userId));
}

/** Saves the events' choices (JSON); the page shows the server's refusal itself. */
export function saveEmailPrefs(userId: string, change: EmailPrefsUpdate): Promise<EmailPrefs> {
  return postJson<EmailPrefs>(path(userId), change, { silent: true });
}

export function useSaveEmailPrefs(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: EmailPrefsUpdate) => saveEmailPrefs(userId, change),
    onSuccess: (saved) => qc.setQueryData(emailPrefsKey(userId), saved),
  });
}
