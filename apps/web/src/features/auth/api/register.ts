import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@dropport/contracts';
import { postForm } from '@/lib/http';

/** The server's minimum password length (it also refuses common passwords). */
export const PASSWORD_MIN = 8;

export interface RegisterValues {
  email: string;
  password: string;
  inviteCode?: string;
}

/** Creates a seller account and signs it in; the server emails a 6-digit code to verify the address. */
export function register({ email, password, inviteCode }: RegisterValues): Promise<LoginResponse> {
  return postForm<LoginResponse>(
    '/v1/users/regByPwd',
    { email: email.trim(), password, inviteCode: inviteCode?.trim() || undefined, remember: 'false' },
    { silent: true },
  );
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
