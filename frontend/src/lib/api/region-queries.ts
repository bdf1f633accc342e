import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { CLIENT_ONLY } from '@/lib/api/query-client';

/** Query keys of the visitor's region as our API sees it (from the trusted proxy's country header). */
export const regionKeys = {
  all: ['region'] as const,
  detected: () => [...regionKeys.all, 'detected'] as const,
};

export const regionQueries = {
  /** The answer cannot change during a visit, so it is fetched once. */
  detected: () =>
    queryOptions({
      queryKey: regionKeys.detected(),
      queryFn: () => unwrap(api.GET('/api/region')),
      staleTime: Number.POSITIVE_INFINITY,
      meta: CLIENT_ONLY,
    }),
};
