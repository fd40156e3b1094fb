import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralSettings, ReferralSettingsView } from '@dropport/contracts';
import { get, putJson } from '@/lib/http';
import { adminReferralKeys } from './admin-referral-keys';

const URL = '/api/admin/referral/settings';

/** Admin: the programme's rules now, and their latest changes. */
export const fetchReferralSettings = () => get<ReferralSettingsView>(URL, { silent: true });

export function useReferralSettings() {
  return useQuery({ queryKey: adminReferralKeys.settings(), queryFn: fetchReferralSettings, staleTime: 0 });
}

/** Admin: new rules for commissions earned from now on; the form shows a refusal itself. */
export const saveReferralSettings = (body: ReferralSettings) => putJson<ReferralSettingsView>(URL, body, { silent: true });

export function useSaveReferralSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveReferralSettings,
    onSuccess: (view) => qc.setQueryData(adminReferralKeys.settings(), view),
  });
}
