import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http';

/** Server state lives here; the http client already told the user about failures, so no retry on 4xx. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => failures < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
