import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionList } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { accountKeys, userPath } from './keys';

export function sessionsQuery(userId: string) {
  return queryOptions({
    queryKey: accountKeys.sessions(userId),
    queryFn: () => get<SessionList>(`${userPath(userId)}/sessions`),
  });
}

export function useSessions(userId: string) {
  return useQuery(sessionsQuery(userId));
}

/** Signs out one other session. */
export function endSession(userId: string, sessionId: string) {
  return postJson<{ ok: true }>(`${userPath(userId)}/sessions/${encodeURIComponent(sessionId)}/end`);
}

/** Signs out every session but this one. */
export function endOtherSessions(userId: string) {
  return postJson<{ ended: number }>(`${userPath(userId)}/sessions/endOthers`);
}

export function useEndSession(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => endSession(userId, sessionId),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.sessions(userId) }),
  });
}

export function useEndOtherSessions(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => endOtherSessions(userId),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.sessions(userId) }),
  });
}
