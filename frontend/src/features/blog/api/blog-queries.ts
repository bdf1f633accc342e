import { queryOptions } from '@tanstack/react-query';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { api, unwrap } from '@/lib/api/client';

/** Posts per page of the blog list. */
export const BLOG_PAGE_SIZE = 9;

/** Query keys of the blog: every key starts with `blogKeys.all`. */
export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (page: number, lang: SiteLanguage = 'en') => [...blogKeys.lists(), { page, lang }] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  detail: (slug: string, lang: SiteLanguage = 'en') => [...blogKeys.details(), slug, lang] as const,
};

export const blogQueries = {
  /** One page of the posts that have a version in `lang`. */
  list: (page: number, lang: SiteLanguage = 'en') =>
    queryOptions({
      queryKey: blogKeys.list(page, lang),
      queryFn: () => unwrap(api.GET('/api/blog/posts', { params: { query: { page, pageSize: BLOG_PAGE_SIZE, lang } } })),
      staleTime: 60_000,
    }),
  /** A post's version in `lang` (404 when the post has none). */
  detail: (slug: string, lang: SiteLanguage = 'en') =>
    queryOptions({
      queryKey: blogKeys.detail(slug, lang),
      queryFn: () => unwrap(api.GET('/api/blog/posts/{slug}', { params: { path: { slug }, query: { lang } } })),
      staleTime: 60_000,
    }),
};
