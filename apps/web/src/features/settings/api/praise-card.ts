import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PraiseCard, PraiseCardUpdate } from '@dropport/contracts';
import { get, postJson } from '@/lib/http';
import { settingsKeys } from './basic-setting';

export const praiseCardKey = (userId: string) => [...settingsKeys.all, 'praiseCard', userId] as const;

const path = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/praiseCard`;

export function praiseCardQuery(userId: string) {
  return queryOptions({ queryKey: praiseCardKey(userId), queryFn: () => get<PraiseCard>(path(userId)) });
}

export function usePraiseCard(userId: string) {
  return useQuery(praiseCardQuery(userId));
}

/** Replaces the card (JSON); the page shows the server's refusal itself. */
export function savePraiseCard(userId: string, card: PraiseCardUpdate): Promise<PraiseCard> {
  return postJson<PraiseCard>(path(userId), card, { silent: true });
}

export function useSavePraiseCard(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (card: PraiseCardUpdate) => savePraiseCard(userId, card),
    onSuccess: (saved) => qc.setQueryData(praiseCardKey(userId), saved),
  });
}
