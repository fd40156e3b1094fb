import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { accountKeys, userPath } from './keys';

const path = (userId: string) => `${userPath(userId)}/twoFactor`;

export function twoFactorQuery(userId: string) {
  return queryOptions({ queryKey: accountKeys.twoFactor(userId), queryFn: () => get<TwoFactorStatus>(path(userId)) });
}

export function useTwoFactor(userId: string) {
  return useQuery(twoFactorQuery(userId));
}

/** Starts the set-up: a new secret for the authenticator app. */
export function useSetupTwoFactor(userId: string) {
  return useMutation({ mutationFn: () => postJson<TwoFactorSetup>(`${path(userId)}/setup`, undefined, { silent: true }) });
}

/** Turns two-factor on with the first code; answers the recovery codes (shown once). */
export function useEnableTwoFactor(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => postJson<RecoveryCodes>(`${path(userId)}/enable`, { code }, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor(userId) }),
  });
}

export interface DisableValues {
  password: string;
  code?: string;
  recoveryCode?: string;
}

export function useDisableTwoFactor(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (values: DisableValues) => postJson<{ ok: true }>(`${path(userId)}/disable`, values, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor(userId) }),
  });
}

/** A new set of recovery codes; the old ones stop working. */
export function useRegenerateRecoveryCodes(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => postJson<RecoveryCodes>(`${path(userId)}/recoveryCodes`, { code }, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.twoFactor(userId) }),
  });
}
