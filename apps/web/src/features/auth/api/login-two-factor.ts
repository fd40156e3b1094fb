import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@dropport/contracts';
import { postJson } from '@/lib/http';

export interface TwoFactorValues {
  challenge: string;
  /** The app's 6-digit code, or else a recovery code. */
  code?: string;
  recoveryCode?: string;
  remember: boolean;
}

/** The second step of signing in: the challenge from the password step and a code. */
export function loginByTwoFactor(values: TwoFactorValues): Promise<LoginResponse> {
  return postJson<LoginResponse>('/v1/users/loginByTwoFactor', values, { silent: true });
}

export function useLoginByTwoFactor() {
  return useMutation({ mutationFn: loginByTwoFactor });
}
