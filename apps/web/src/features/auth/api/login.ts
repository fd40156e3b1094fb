import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@dropport/contracts';
import { clearCredential } from '@/lib/credential';
import { postForm } from '@/lib/http';
import { deviceTokenFor } from '../known-device';

export interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

/**
 * Signs in, naming this browser's known-device token for the account when it has one. A failure clears any stored
 * credential and rethrows; the form shows the message. The answer may be a challenge instead of
 * a session: two-factor sign-in (login-two-factor.ts), or an emailed code (login-email-code.ts).
 */
export async function login({ username, password, remember }: LoginValues): Promise<LoginResult> {
  try {
    return await postForm<LoginResult>(
      '/v1/users/loginByPwd',
      { username: username.trim(), password, remember: String(remember), device: deviceTokenFor(username) },
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
