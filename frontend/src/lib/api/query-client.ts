import { QueryClient } from '@tanstack/react-query';

/**
 * Defaults: no retries, no refetch on focus, data fresh until a query says otherwise, no polling.
 * The browser keeps one client for the page's life; the server makes one per render.
 */
export function createQueryClient(opts: { retryOnMount?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Number.POSITIVE_INFINITY, retryOnMount: opts.retryOnMount ?? true },
      mutations: { retry: false },
    },
  });
}

/**
 * A read that failed on the server (a 404 for an unknown id) must render as that failure on both sides:
 * react-query would otherwise show it as loading and retry it when the component mounts. The server and
 * the hydrating browser keep failures as they are; once hydrated, the browser retries on mount again.
 */
export function retryOnMountFromNowOn(client: QueryClient): void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: true } });
}

/**
 * Queries whose answer belongs to one visitor or one moment (live prices, region, a session) set
 * `meta: CLIENT_ONLY`: the server renders their loading state and leaves them to the browser.
 */
export const CLIENT_ONLY = { ssr: false } as const;

/**
 * Queries the server renders with but leaves out of the page's boot data (`meta: NOT_EMBEDDED`): what a
 * page needs only below its first screen or after an interaction, which the browser fetches when it does
 * (a directory's cards keep the server's markup until then). The page must not render anything from
 * them outside such deferred parts, or hydration would not match.
 */
export const NOT_EMBEDDED = { embed: false } as const;
