import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client';

/** Query keys of the partner index: every key starts with `partnerIndexKeys.all`. */
export const partnerIndexKeys = { all: ['partner-index'] as const };

/** Every partner's type, id, name and section, from the content records (search and the admin form use it). */
export const partnerIndexQueries = {
  all: () =>
    queryOptions({
      queryKey: partnerIndexKeys.all,
      queryFn: () => unwrap(api.GET('/api/content/index')),
      staleTime: 5 * 60_000,
    }),
};
