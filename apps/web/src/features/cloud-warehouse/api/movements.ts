import { useInfiniteQuery } from '@tanstack/react-query';
import type { StockMovementPage } from '@dropport/contracts';
import { downloadFile } from '@/lib/download-file';
import { get } from '@/lib/http';
import type { MovementFilters } from '../filters';
import { cloudKeys } from './cloud-keys';
import { PAGE } from './inventory';

/** One page of the seller's stock movements under `filters`, newest first. */
export const fetchMovements = (filters: MovementFilters, cursor: string | null) =>
  get<StockMovementPage>('/api/cloud-warehouse/movements', {
    params: { ...filters, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useMovements(filters: MovementFilters) {
  return useInfiniteQuery({
    queryKey: cloudKeys.movements(filters),
    queryFn: ({ pageParam }) => fetchMovements(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export const MOVEMENTS_CSV_URL = '/api/cloud-warehouse/movements.csv';

/** The file name of an export: the day it was made, so two exports do not overwrite each other. */
export const movementsFileName = (today: string = new Date().toISOString().slice(0, 10)) =>
  `dropport-stock-movements-${today}.csv`;

/** The movements under `filters` as CSV (MOVEMENT_CSV_COLUMNS), fetched with the session's credential. */
export const exportMovements = (filters: MovementFilters) =>
  downloadFile(MOVEMENTS_CSV_URL, movementsFileName(), { params: { ...filters }, silent: true });
