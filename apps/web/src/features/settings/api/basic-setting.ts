import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSetting, UserSettingUpdate } from '@dropport/contracts';
import { get, postJson } from '../../../lib/http';

export const settingsKeys = {
  all: ['settings'] as const,
  basic: (userId: string) => [...settingsKeys.all, 'basic', userId] as const,
};

const path = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/setting`;

export function basicSettingQuery(userId: string) {
  return queryOptions({ queryKey: settingsKeys.basic(userId), queryFn: () => get<UserSetting>(path(userId)) });
}

export function useBasicSetting(userId: string) {
  return useQuery(basicSettingQuery(userId));
}

/** Saves the changed fields, sent as query parameters as the seed's call takes them. */
export function saveBasicSetting(userId: string, change: UserSettingUpdate): Promise<UserSetting> {
  return postJson<UserSetting>(path(userId), undefined, { params: change, silent: true });
}

export function useSaveBasicSetting(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: UserSettingUpdate) => saveBasicSetting(userId, change),
    onSuccess: (saved) => qc.setQueryData(settingsKeys.basic(userId), saved),
  });
}
