import { useQuery } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigation } from 'react-router';
import { canAccess, firstAccessiblePath, inServerMenu, menuNames, type AppRoute, type FlatRoute } from '@/lib/access';
import { readCredential } from '@/lib/credential';
import { isApiError } from '@/lib/http';
import { useAppStore } from '@/stores/app-store';
import { endSession, useGranted, useSessionStore, useViewRole } from '@/stores/session-store';
// The guard loads with the sign-in page, which loads no antd; the auth feature's entry also carries its antd forms.
// eslint-disable-next-line no-restricted-imports -- so the guard takes the user query from its own module.
import { userInfoQuery } from '@/features/auth/api/user-info';
import { PageSpinner } from './page-spinner';

// Rare, and drawn with antd: its code loads when needed.
const UserLoadFailed = lazy(() => import('./user-load-failed'));

/** The route-table row of the page being shown (the deepest match that carries one). */
export function useCurrentRoute(): FlatRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { route?: FlatRoute } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}

export function loginPath(location: { pathname: string; search: string }): string {
  return `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * The route guard: signed-out users go to login with the way back in `redirect`;
 * a signed-in user's info is loaded before the page (a refusal signs out; a network or server failure offers
 * a retry, since the session may well be fine); a route's roles are checked against the role the console is
 * viewed in; with the menu from the server, a route must be in that menu or on the white list.
 */
export function Guard({ table, children }: { table: readonly AppRoute[]; children: ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const route = useCurrentRoute();
  const credential = readCredential();
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const role = useViewRole();
  const granted = useGranted();
  const menuFromServer = useAppStore((s) => s.menuFromServer);
  const serverMenu = useAppStore((s) => s.serverMenu);
  const requiresAuth = route?.meta.requiresAuth ?? false;
  const needsInfo = requiresAuth && !!credential && user?.id !== credential.userId;
  const info = useQuery({ ...userInfoQuery(credential?.userId ?? ''), enabled: needsInfo });
  const sessionGone = isApiError(info.error) && info.error.status >= 400 && info.error.status < 500;

  useEffect(() => {
    if (needsInfo && info.data) setUser(info.data);
  }, [needsInfo, info.data, setUser]);
  // The console's first render (frame, menu and page, with antd working out its styles) is the longest piece of
  // work of a visit: drawn as a transition, React does it in slices, and the page stays responsive meanwhile.
  const [drawnFor, setDrawnFor] = useState<string | null>(null);
  const signedInAs = requiresAuth && !needsInfo ? (user?.id ?? null) : null;
  useEffect(() => {
    if (signedInAs !== null) startTransition(() => setDrawnFor(signedInAs));
  }, [signedInAs]);
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
        <Suspense fallback={<PageSpinner fullScreen />}>
          <UserLoadFailed reason={info.error.message} onRetry={() => void info.refetch()} />
        </Suspense>
      );
    }
    return <PageSpinner fullScreen />;
  }
  if (drawnFor !== user.id) return <PageSpinner fullScreen />;
  const server = menuFromServer && serverMenu.length > 0 ? menuNames(serverMenu) : null;
  const allowed = [...route.parents, route].every((r) => canAccess(r.meta, role, granted));
  if (!allowed || (server && !inServerMenu(route, server))) {
    const fallback = firstAccessiblePath(table, role, server, granted);
    return <Navigate to={fallback && fallback !== location.pathname ? fallback : '/403'} replace />;
  }
  return children;
}
