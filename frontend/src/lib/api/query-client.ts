import { QueryClient } from '@tanstack/react-query';

/** Defaults: no retries, no refetch on focus, data fresh until a query says otherwise, no polling. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { retry: false },
  },
});
