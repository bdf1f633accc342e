import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';

/** Posts per page of the blog list. */
export const BLOG_PAGE_SIZE = 9;

/** Query keys of the blog: every key starts with `blogKeys.all`. */
export const blogKeys = {
  all: ['blog'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (page: number) => [...blogKeys.lists(), { page }] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  detail: (slug: string) => [...blogKeys.details(), slug] as const,
};

export const blogQueries = {
  list: (page: number) =>
    queryOptions({
      queryKey: blogKeys.list(page),
      queryFn: () => unwrap(api.GET('/api/blog/posts', { params: { query: { page, pageSize: BLOG_PAGE_SIZE } } })),
      staleTime: 60_000,
    }),
  detail: (slug: string) =>
    queryOptions({
      queryKey: blogKeys.detail(slug),
      queryFn: () => unwrap(api.GET('/api/blog/posts/{slug}', { params: { path: { slug } } })),
      staleTime: 60_000,
    }),
};
