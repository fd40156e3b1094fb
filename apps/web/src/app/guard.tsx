import { Button, Flex, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useMatches, useNavigation } from 'react-router';
import { canAccess, firstAccessiblePath, type AppRoute } from '../lib/access';
import { readCredential } from '../lib/credential';
import { isApiError } from '../lib/http';
import { endSession, useSessionStore } from '../stores/session-store';
import { userInfoQuery } from '../features/auth/api/user-info';
import { PageSpinner } from './page-spinner';

/** The route-table row of the page being shown (the deepest match that carries one). */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { route?: AppRoute } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

export function loginPath(location: { pathname: string; search: string }): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * The route guard (seed section 6): signed-out users go to login with the way back in `redirect`;
 * a signed-in user's info is loaded before the page; a route's roles are checked against it.
 */
export function Guard({ table, children }: { table: readonly AppRoute[]; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const route = useCurrentRoute();
  const credential = readCredential();
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const requiresAuth = route?.meta.requiresAuth ?? false;
  const needsInfo = requiresAuth && !!credential && user?.id !== credential.userId;
  const info = useQuery({ ...userInfoQuery(credential?.userId ?? ''), enabled: needsInfo });
  const sessionGone = isApiError(info.error) && info.error.status === 401;

  useEffect(() => {
    if (needsInfo && info.data) setUser(info.data);
  }, [needsInfo, info.data, setUser]);
  useEffect(() => {
    if (needsInfo && sessionGone) endSession();
  }, [needsInfo, sessionGone]);

  if (!route || !requiresAuth) return children;
  if (!credential || (needsInfo && sessionGone)) {
    // A navigation under way decides where we land: signing out ends the session on its way to /login,
    // and must not be turned into a login that redirects back to the page being left.
    if (navigation.location) return <PageSpinner fullScreen />;
    return <Navigate to={loginPath(location)} replace />;
  }
  if (needsInfo || !user) {
    if (info.isError) {
      return (
        <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
          <Result
            status="warning"
            title={t('common.loadFailed')}
            subTitle={info.error.message}
            extra={
              <Button type="primary" onClick={() => void info.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        </Flex>
      );
    }
    return <PageSpinner fullScreen />;
  }
  if (!canAccess(route.meta, user.role)) {
    const fallback = firstAccessiblePath(table, user.role);
    return <Navigate to={fallback && fallback !== location.pathname ? fallback : '/404'} replace />;
  }
  return children;
}
