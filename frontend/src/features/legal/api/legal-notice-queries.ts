import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import type { operations } from '@/lib/api/schema';

export type LegalNotice = operations['getLegalNotice']['responses'][200]['content']['application/json'];
export type LegalNoticeOperator = NonNullable<LegalNotice['operator']>;

/** Query keys of the legal notice: every key starts with `legalNoticeKeys.all`. */
export const legalNoticeKeys = {
  all: ['legal-notice'] as const,
  current: () => [...legalNoticeKeys.all, 'current'] as const,
};

export const legalNoticeQueries = {
  /** Who runs the site, from the server's configuration (null while nobody configured it). */
  current: () =>
    queryOptions({
      queryKey: legalNoticeKeys.current(),
      queryFn: () => unwrap(api.GET('/api/legal-notice')),
      staleTime: 5 * 60_000,
    }),
};
