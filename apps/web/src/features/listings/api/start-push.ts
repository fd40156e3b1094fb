import { useMutation } from '@tanstack/react-query';
import type { PushBatch, PushRequest } from '@dropport/contracts';
import { postJson } from '@/lib/http';

/** POST /api/listings/push: one job per item and store; answers the batch to follow. */
export const startPush = (req: PushRequest) => postJson<PushBatch>('/api/listings/push', req, { silent: true });

export function useStartPush() {
  return useMutation({ mutationFn: startPush });
}
