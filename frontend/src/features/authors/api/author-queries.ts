import { queryOptions } from '@tanstack/react-query';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type PublicAuthor = components['schemas']['PublicAuthor'];

/** Query keys of the author pages: every key starts with `authorKeys.all`. */
export const authorKeys = {
  all: ['authors'] as const,
  detail: (slug: string, lang: SiteLanguage = 'en') => [...authorKeys.all, slug, lang] as const,
};

export const authorQueries = {
  /** An author's page in `lang` (404 for a slug no profile has). */
  detail: (slug: string, lang: SiteLanguage = 'en') =>
    queryOptions({
      queryKey: authorKeys.detail(slug, lang),
      queryFn: () => unwrap(api.GET('/api/authors/{slug}', { params: { path: { slug }, query: { lang } } })),
      staleTime: 60_000,
    }),
};
