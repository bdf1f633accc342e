import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

export const siteConfigQuery = {
  queryKey: ['/api/site-config'],
  queryFn: () => unwrap(api.GET('/api/site-config')),
  staleTime: 5 * 60_000,
} as const;

export const useSiteConfig = () => useQuery(siteConfigQuery);
