import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults: no retries, no refetch on focus, data fresh until a query says otherwise, no polling.
 * The browser keeps one client for the page's life; the server makes one per render.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
}

/**
 * Queries whose answer belongs to one visitor or one moment (live prices, region, a session) set
 * `meta: CLIENT_ONLY`: the server renders their loading state and leaves them to the browser.
 */
export const CLIENT_ONLY = { ssr: false } as const;
