import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './client';
import type { operations } from './schema';
import { CLIENT_ONLY } from '@/lib/api/query-client';

/** Query keys of the visitor's region as our API sees it (from the trusted proxy's country header). */
export const regionKeys = {
  all: ['region'] as const,
  detected: () => [...regionKeys.all, 'detected'] as const,
};

type Detected = operations['getRegion']['responses'][200]['content']['application/json'];

export const regionQueries = {
  /**
   * The answer cannot change during a visit, so it is fetched once. The one call most pages make by
   * themselves (the header's suggestion, a moment after the load): a plain GET, typed by the same generated
   * schema, so the typed client's code (openapi-fetch, see client.ts) still loads only when the visitor acts.
   */
  detected: () =>
    queryOptions({
      queryKey: regionKeys.detected(),
      queryFn: async (): Promise<Detected> => {
        const res = await fetch('/api/region', { credentials: 'include' });
        if (!res.ok) throw new ApiError(res.status, res.statusText, await res.text());
        return (await res.json()) as Detected;
      },
      staleTime: Number.POSITIVE_INFINITY,
      meta: CLIENT_ONLY,
    }),
};
