import { useMutation } from '@tanstack/react-query';
import type { User } from '@dropport/contracts';
import { postForm } from '@/lib/http';
import { useSessionStore } from '@/stores/session-store';
import { userPath } from './keys';

/** Step 1: a code goes to the new address. */
export function sendEmailCode(userId: string, email: string) {
  return postForm<{ sent: true; expiresInSeconds: number }>(`${userPath(userId)}/email`, { email }, { silent: true });
}

/** Step 2: with the code, the account moves to the new address. */
export function confirmEmail(userId: string, email: string, code: string) {
  return postForm<User>(`${userPath(userId)}/email`, { email, code }, { silent: true });
}

export function useSendEmailCode(userId: string) {
  return useMutation({ mutationFn: (email: string) => sendEmailCode(userId, email) });
}

export function useConfirmEmail(userId: string) {
  return useMutation({
    mutationFn: ({ email, code }: { email: string; code: string }) => confirmEmail(userId, email, code),
    onSuccess: (user) => useSessionStore.getState().patchUser(user),
  });
}
