import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackSetting, TrackSettingUpdate } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { shippingKeys } from './shipping-keys';

export function trackSettingQuery(userId: string) {
  return queryOptions({
    queryKey: shippingKeys.track(userId),
    queryFn: () => get<TrackSetting>(`/v1/userTrackSetting/${encodeURIComponent(userId)}`),
  });
}

export function useTrackSetting(userId: string) {
  return useQuery(trackSettingQuery(userId));
}

/** Replaces how tracking reaches the seller's stores (JSON body naming the seller); the form shows a refusal itself. */
export function saveTrackSetting(change: TrackSettingUpdate): Promise<TrackSetting> {
  return postJson<TrackSetting>('/v1/userTrackSetting', change, { silent: true });
}

export function useSaveTrackSetting(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveTrackSetting,
    onSuccess: (saved) => qc.setQueryData(shippingKeys.track(userId), saved),
  });
}
