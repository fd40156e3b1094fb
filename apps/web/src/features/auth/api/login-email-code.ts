import { useMutation } from '@tanstack/react-query';
import type { EmailCodeLoginResult } from '@dropport/contracts';
import { postJson } from '@/lib/http';

/** Finishes a sign-in that asked for the code emailed to the account; two-factor, when on, may still follow. */
export function loginByEmailCode(values: { challenge: string; code: string }): Promise<EmailCodeLoginResult> {
  return postJson<EmailCodeLoginResult>('/v1/users/loginByEmailCode', values, { silent: true });
}

export function useLoginByEmailCode() {
  return useMutation({ mutationFn: loginByEmailCode });
}
