import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';

/** Query keys of the public site configuration (social links and the like). */
export const siteConfigKeys = {
  all: ['site-config'] as const,
  current: () => [...siteConfigKeys.all, 'current'] as const,
};

export const siteConfigQueries = {
  current: () =>
    queryOptions({
      queryKey: siteConfigKeys.current(),
      queryFn: () => unwrap(api.GET('/api/site-config')),
      staleTime: 5 * 60_000,
    }),
};

export const useSiteConfig = () => useQuery(siteConfigQueries.current());
