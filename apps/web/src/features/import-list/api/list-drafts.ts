import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { IMPORT_PAGE_SIZE, type ImportDraftPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { importListKeys } from './import-list-keys';

/** GET /api/import-list: a page of the seller's items, newest first. */
export function listDrafts(cursor?: string): Promise<ImportDraftPage> {
  return get<ImportDraftPage>('/api/import-list', { params: { cursor, limit: IMPORT_PAGE_SIZE }, silent: true });
}

export function draftsQuery() {
  return infiniteQueryOptions({
    queryKey: importListKeys.lists(),
    queryFn: ({ pageParam }) => listDrafts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The server prices each item with the seller's pricing rules and shipping default, which change on other pages
    // (and the catalogue under them): the list is read again each time the page opens.
    staleTime: 0,
  });
}

export function useDrafts() {
  return useInfiniteQuery(draftsQuery());
}
