import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CloudSettings } from '@dropport/contracts';
import { get, putJson } from '@/lib/http';
import { cloudKeys } from './cloud-keys';

/** GET /api/cloud-warehouse/settings: what an order does when the seller's stock is short. */
export const fetchCloudSettings = () => get<CloudSettings>('/api/cloud-warehouse/settings', { silent: true });

export function useCloudSettings() {
  return useQuery({ queryKey: cloudKeys.settings(), queryFn: fetchCloudSettings });
}

export const saveCloudSettings = (body: CloudSettings) =>
  putJson<CloudSettings>('/api/cloud-warehouse/settings', body, { silent: true });

export function useSaveCloudSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveCloudSettings,
    onSuccess: (saved) => qc.setQueryData(cloudKeys.settings(), saved),
  });
}
