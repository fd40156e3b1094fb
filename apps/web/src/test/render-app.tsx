import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/app/providers';
import { routeTable } from '@/app/route-table';
import { buildRoutes } from '@/app/router';

/** The whole console (route table, guard, lazy pages) at `path`, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(routeTable), { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view, location: () => router.state.location.pathname + router.state.location.search };
}
