import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { setSessionLostHandler } from '../lib/http';
import { endSession } from '../stores/session-store';
import { Providers } from './providers';
import { routeTable } from './route-table';
import { buildRoutes } from './router';

// The forced-logout dialog's OK (seed section 4): forget the session, then start afresh.
setSessionLostHandler(() => {
  endSession();
  window.location.reload();
});

const router = createBrowserRouter(buildRoutes(routeTable));

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
