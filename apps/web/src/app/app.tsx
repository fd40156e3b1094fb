import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setSessionLostHandler } from '@/lib/http';
import { Providers } from './providers';
import { routeTable } from './route-table';
import { buildRoutes } from './router';
import { leaveForLogin } from './session-lost';

setSessionLostHandler(() => leaveForLogin());

const router = createBrowserRouter(buildRoutes(routeTable));

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
