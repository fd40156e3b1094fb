import { Navigate, type RouteObject } from 'react-router';
import { flattenRoutes, type AppRoute, type FlatRoute } from '../lib/access';
import { PageSpinner } from './page-spinner';
import { RouteError } from './route-error';
import { RootShell } from './root-shell';

function toRouteObject(route: FlatRoute): RouteObject {
  const base = { path: route.path, handle: { route } };
  if (route.redirect) return { ...base, element: <Navigate to={route.redirect} replace /> };
  const page = route.page;
  if (!page) throw new Error(`Route ${route.name} has neither a page nor a redirect`);
  return { ...base, lazy: async () => ({ Component: (await page()).default }) };
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
          lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
          children: flat.filter((r) => r.layout === 'console').map(toRouteObject),
        },
      ],
    },
  ];
}
