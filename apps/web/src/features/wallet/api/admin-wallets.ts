import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminWalletPage } from '@dropport/contracts';
import { get } from '@/lib/http';
import { walletKeys } from './wallet-keys';

const PAGE = 20;

/** Admin: sellers' wallets, searched by email or name. */
export function fetchAdminWallets(q: string, cursor: string | null) {
  return get<AdminWalletPage>('/api/admin/wallets', {
    params: { q: q || undefined, cursor: cursor ?? undefined, limit: PAGE },
    silent: true,
  });
}

export function useAdminWallets(q: string) {
  return useInfiniteQuery({
    queryKey: walletKeys.adminList(q),
    queryFn: ({ pageParam }) => fetchAdminWallets(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
