import { useMutation } from '@tanstack/react-query';
import { postForm } from '@/lib/http';
import type { CodeSent } from './verify-email';

/** Step one: the server emails a code (and answers the same whether or not the account exists). */
export function sendResetCode({ email }: { email: string }): Promise<CodeSent> {
  return postForm<CodeSent>('/v1/users/resetPwdByEmail', { email: email.trim() }, { silent: true });
}

/** Step two: address, code and the new password. */
export function resetPassword(values: { email: string; code: string; password: string }): Promise<{ ok: true }> {
  return postForm<{ ok: true }>(
    '/v1/users/resetPwdByEmail',
    { email: values.email.trim(), code: values.code.trim(), password: values.password },
    { silent: true },
  );
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
