import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@dropport/contracts';
import { postForm } from '@/lib/http';
import { authKeys } from './keys';

/** The signed-in user's info. Silent, session loss included: the guard decides what a failure means. */
export function fetchUserInfo(): Promise<UserInfo> {
  return postForm<UserInfo>('/api/user/info', {}, { silent: true, handlesSessionLoss: true });
}

export function userInfoQuery(userId: string) {
  return queryOptions({ queryKey: authKeys.info(userId), queryFn: fetchUserInfo, staleTime: 0, retry: false });
}
