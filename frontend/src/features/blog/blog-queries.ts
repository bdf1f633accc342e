import { api, unwrap } from '@/lib/api/client';

export const blogListQuery = (page: number) => ({
  queryKey: ['/api/blog/posts', page],
  queryFn: () => unwrap(api.GET('/api/blog/posts', { params: { query: { page, pageSize: 9 } } })),
  staleTime: 60_000,
});

export const blogPostQuery = (slug: string) => ({
  queryKey: ['/api/blog/posts/{slug}', slug],
  queryFn: () => unwrap(api.GET('/api/blog/posts/{slug}', { params: { path: { slug } } })),
  staleTime: 60_000,
});
