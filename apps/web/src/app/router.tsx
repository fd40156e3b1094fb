import { Navigate, type RouteObject } from 'react-router';
import type { AppRoute } from '../lib/access';
import { PageSpinner } from './page-spinner';
import { RouteError } from './route-error';
import { RootShell } from './root-shell';

function toRouteObject(route: AppRoute): RouteObject {
  const base = { path: route.path, handle: { route } };
  if (route.redirect) return { ...base, element: <Navigate to={route.redirect} replace /> };
  const page = route.page;
  if (!page) throw new Error(`Route ${route.name} has neither a page nor a redirect`);
  return { ...base, lazy: async () => ({ Component: (await page()).default }) };
}

/** React Router's routes from the route table: pages are lazy, console pages sit inside the signed-in layout. */
export function buildRoutes(table: readonly AppRoute[]): RouteObject[] {
  return [
    {
      element: <RootShell table={table} />,
      hydrateFallbackElement: <PageSpinner fullScreen />,
      errorElement: <RouteError />,
      children: [
        ...table.filter((r) => r.layout !== 'console').map(toRouteObject),
        {
          lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
          children: table.filter((r) => r.layout === 'console').map(toRouteObject),
        },
      ],
    },
  ];
}
