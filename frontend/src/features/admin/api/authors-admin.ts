import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, statusOf, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import type { components } from '@/lib/api/schema';
import { adminKeys, type AdminSessionState } from './admin-queries';

export type AdminAuthor = components['schemas']['AdminAuthorProfile'];
export type AuthorProfileInput = components['schemas']['AuthorProfileInput'];
export type ReviewByline = components['schemas']['ReviewByline'];

/** Query keys of the author profiles, under the admin root (signing out drops them). */
export const authorAdminKeys = {
  all: [...adminKeys.all, 'authors'] as const,
  profiles: () => [...authorAdminKeys.all, 'profiles'] as const,
  reviews: () => [...authorAdminKeys.all, 'reviews'] as const,
};

export const authorAdminQueries = {
  profiles: () =>
    queryOptions({
      queryKey: authorAdminKeys.profiles(),
      queryFn: async () => (await unwrap(api.GET('/api/admin/authors'))).profiles,
      meta: CLIENT_ONLY,
    }),
  reviews: () =>
    queryOptions({
      queryKey: authorAdminKeys.reviews(),
      queryFn: async () => (await unwrap(api.GET('/api/admin/review-bylines'))).reviews,
      meta: CLIENT_ONLY,
    }),
};

export const useAuthorProfiles = () => useQuery(authorAdminQueries.profiles());
export const useReviewBylines = () => useQuery(authorAdminQueries.reviews());

/** The stored profile a 409 carries: someone saved after this editor loaded it. */
export function profileConflictOf(err: unknown): AdminAuthor | undefined {
  if (!(err instanceof ApiError) || err.status !== 409) return undefined;
  try {
    return (JSON.parse(err.body) as { current?: AdminAuthor }).current;
  } catch {
    return undefined;
  }
}

const csrf = (session: AdminSessionState) => ({ 'x-csrf-token': session.csrfToken ?? '' });
type Csrf = ReturnType<typeof csrf>;

function useAuthorWrite<V, R>(session: AdminSessionState, fn: (v: V, header: Csrf) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => fn(v, csrf(session)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: authorAdminKeys.all }),
    onError: (err: Error) => {
      if (statusOf(err) === 401) void qc.invalidateQueries({ queryKey: adminKeys.session() });
      // a stale save: the list shows what is stored now
      if (statusOf(err) === 409) void qc.invalidateQueries({ queryKey: authorAdminKeys.profiles() });
    },
  });
}

export function useCreateAuthor(session: AdminSessionState) {
  return useAuthorWrite(session, (body: AuthorProfileInput & { slug: string }, header) =>
    unwrap(api.POST('/api/admin/authors', { params: { header }, body })),
  );
}

export function useUpdateAuthor(session: AdminSessionState) {
  return useAuthorWrite(session, (v: { id: number; version: number; profile: AuthorProfileInput }, header) =>
    unwrap(
      api.PUT('/api/admin/authors/{id}', { params: { path: { id: v.id }, header }, body: { version: v.version, profile: v.profile } }),
    ),
  );
}

export function useDeleteAuthor(session: AdminSessionState) {
  return useAuthorWrite(session, async (v: { id: number; version: number }, header) => {
    await unwrap(api.DELETE('/api/admin/authors/{id}', { params: { path: { id: v.id }, query: { version: v.version }, header } }));
  });
}

export function useSetReviewByline(session: AdminSessionState) {
  return useAuthorWrite(session, (v: { type: ReviewByline['type']; id: string; authorId: number | null }, header) =>
    unwrap(
      api.PUT('/api/admin/review-bylines/{type}/{id}', {
        params: { path: { type: v.type, id: v.id }, header },
        body: { authorId: v.authorId },
      }),
    ),
  );
}
