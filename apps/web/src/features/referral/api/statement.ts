import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReferralMovementPage } from '@dropport/contracts';
import { downloadFile } from '@/lib/download-file';
import { get } from '@/lib/http';
import { PAGE } from './referees';
import { referralKeys } from './referral-keys';

/** One page of every movement of the seller's commission money, newest first. */
export const fetchReferralStatement = (cursor: string | null) =>
  get<ReferralMovementPage>('/api/referral/statement', {
    params: { cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });

export function useReferralStatement() {
  return useInfiniteQuery({
    queryKey: referralKeys.statement(),
    queryFn: ({ pageParam }) => fetchReferralStatement(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export const REFERRAL_CSV_URL = '/api/referral/statement.csv';

/** The file name of an export: the day it was made, so two exports do not overwrite each other. */
export const referralStatementFileName = (today: string = new Date().toISOString().slice(0, 10)) =>
  `dropport-referral-statement-${today}.csv`;

/** The whole commission statement as CSV (REFERRAL_CSV_COLUMNS), fetched with the session's credential. */
export const exportReferralStatement = () => downloadFile(REFERRAL_CSV_URL, referralStatementFileName(), { silent: true });
