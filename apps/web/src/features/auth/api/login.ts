import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@dropport/contracts';
import { clearCredential } from '../../../lib/credential';
import { postForm } from '../../../lib/http';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

/**
 * Signs in. A failure clears any stored credential and rethrows (seed section 8); the form shows the message.
 * An account with two-factor sign-in answers a challenge instead of a session (see login-two-factor.ts).
 */
export async function login({ username, password, remember }: LoginValues): Promise<LoginResult> {
  try {
    return await postForm<LoginResult>(
      '/v1/users/loginByPwd',
      { username: username.trim(), password, remember: String(remember) },
      { silent: true },
    );
  } catch (error) {
    clearCredential();
    throw error;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
