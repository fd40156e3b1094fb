import { useMutation } from '@tanstack/react-query';
import { postForm } from '@/lib/http';
import { useSessionStore } from '@/stores/session-store';

export interface CodeSent {
  sent: true;
  expiresInSeconds: number;
}

/** Confirms the account's email address with the emailed 6-digit code. */
export function verifyEmail({ userId, code }: { userId: string; code: string }): Promise<{ ok: true }> {
  return postForm<{ ok: true }>(`/v1/users/${encodeURIComponent(userId)}/verifyEmail`, { code: code.trim() }, { silent: true });
}

/** Sends a fresh verification code (the same call without a code). */
export function resendVerification({ userId }: { userId: string }): Promise<CodeSent> {
  return postForm<CodeSent>(`/v1/users/${encodeURIComponent(userId)}/verifyEmail`, {});
}

export function useVerifyEmail() {
  const patchUser = useSessionStore((s) => s.patchUser);
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => patchUser({ emailVerified: true }) });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
