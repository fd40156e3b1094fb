import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postForm } from '@/lib/http';
import { accountKeys, userPath } from './keys';

/** Changes the password (the current one is required); the server signs out the other sessions. */
export function changePassword(userId: string, oldPassword: string, password: string) {
  return postForm<{ ok: true }>(`${userPath(userId)}/pwd1`, { oldPassword, password }, { silent: true });
}

export function useChangePassword(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ oldPassword, password }: { oldPassword: string; password: string }) =>
      changePassword(userId, oldPassword, password),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions(userId) }),
  });
}
