import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSettingUpdate } from '@dropport/contracts';
import { basicSettingQuery, saveBasicSetting, settingsKeys } from '@/lib/user-setting';

export { basicSettingQuery, saveBasicSetting, settingsKeys };

export function useBasicSetting(userId: string) {
  return useQuery(basicSettingQuery(userId));
}

export function useSaveBasicSetting(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (change: UserSettingUpdate) => saveBasicSetting(userId, change),
    onSuccess: (saved) => qc.setQueryData(settingsKeys.basic(userId), saved),
  });
}
