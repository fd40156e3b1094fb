import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportSettings } from '@dropport/contracts';
import { get, putJson } from '@/lib/http';
import { adminSupportKeys } from './admin-support-keys';

const URL = '/api/admin/support/settings';

/** Admin: the SLA targets and the auto-close delay. */
export const fetchSupportSettings = () => get<SupportSettings>(URL, { silent: true });

export function useSupportSettings() {
  return useQuery({ queryKey: adminSupportKeys.settings(), queryFn: fetchSupportSettings, staleTime: 0 });
}

/** Saves them; the form shows a refusal. */
export const saveSupportSettings = (body: SupportSettings) => putJson<SupportSettings>(URL, body, { silent: true });

export function useSaveSupportSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSupportSettings,
    onSuccess: (saved) => qc.setQueryData(adminSupportKeys.settings(), saved),
  });
}
