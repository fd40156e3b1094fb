import { useQuery } from '@tanstack/react-query';
import type { PushPreview, PushPreviewRequest } from '@dropport/contracts';
import { postJson } from '@/lib/http';
import { listingKeys } from './listing-keys';

/** POST /api/listings/push/preview: each variant's price and compare-at as each chosen store would get them. */
export const fetchPushPreview = (req: PushPreviewRequest) =>
  postJson<PushPreview>('/api/listings/push/preview', req, { silent: true });

/** The prices a push would set, read again whenever the items or the chosen stores change. */
export function usePushPreview(itemIds: string[], storeIds: string[]) {
  return useQuery({
    queryKey: listingKeys.preview(itemIds, storeIds),
    queryFn: () => fetchPushPreview({ itemIds, storeIds }),
    enabled: itemIds.length > 0 && storeIds.length > 0,
  });
}
