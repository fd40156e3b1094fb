import { Navigate, type RouteObject } from 'react-router';
import { flattenRoutes, type AppRoute, type FlatRoute } from '@/lib/access';
import { loadConsoleMessages } from '@/lib/i18n';
import { loadAntdProviders } from '@/lib/antd-frame';
import { PageSpinner } from './page-spinner';
import { RouteError } from './route-error';
import { RootShell } from './root-shell';

/** What every page but the sign-in page needs besides its own code: the console's strings and antd's providers. */
const loadConsoleKit = () => Promise.all([loadConsoleMessages(), loadAntdProviders()]);

function toRouteObject(route: FlatRoute): RouteObject {
  const base = { path: route.path, handle: { route } };
  if (route.redirect) return { ...base, element: <Navigate to={route.redirect} replace /> };
  const page = route.page;
  if (!page) throw new Error(`Route ${route.name} has neither a page nor a redirect`);
  const needs = route.meta.light ? () => undefined : loadConsoleKit;
  return {
    ...base,
    lazy: async () => {
      const [module] = await Promise.all([page(), needs()]);
      return { Component: module.default };
    },
  };
}

/** React Router's routes from the route table: every page lazy, console pages inside the signed-in layout. */
export function buildRoutes(table: readonly AppRoute[]): RouteObject[] {
  const flat = flattenRoutes(table);
  return [
    {
      element: <RootShell table={table} />,
      hydrateFallbackElement: <PageSpinner fullScreen />,
      errorElement: <RouteError />,
      children: [
        ...flat.filter((r) => r.layout !== 'console').map(toRouteObject),
        {
          lazy: async () => {
            const [module] = await Promise.all([import('./layout/app-layout'), loadConsoleKit()]);
            return { Component: module.AppLayout };
          },
          children: flat.filter((r) => r.layout === 'console').map(toRouteObject),
        },
      ],
    },
  ];
}
