import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { fetchUserInfo } from '@/features/auth';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { useTabBarStore } from '@/stores/tab-bar-store';

/**
 * After the session switched account (a switch, or an accepted invitation): reads who the console now acts for,
 * forgets every answer and tab of the account left, and opens the Workplace.
 */
export function useEnterAccount() {
  const navigate = useNavigate();
  return useCallback(async () => {
    const info = await fetchUserInfo();
    queryClient.clear();
    useTabBarStore.getState().reset();
    useSessionStore.getState().setUser(info);
    await navigate('/dashboard/workplace', { replace: true });
  }, [navigate]);
}
