import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, statusOf, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import type { components } from '@/lib/api/schema';
import { adminKeys, type AdminSessionState } from './admin-queries';
import { SITE_LANGUAGES, type SiteLanguage } from '@coinatlas/domain/routes/localized';

export type AdminPost = components['schemas']['BlogAdminPost'];
export type PostContent = components['schemas']['BlogPostContent'];
export type CoverImage = components['schemas']['BlogCoverImage'];
export type PostLanguage = SiteLanguage;
export type Translation = NonNullable<PostContent['translations']['en']>;
export const POST_LANGUAGES: readonly PostLanguage[] = SITE_LANGUAGES;
export const LANGUAGE_NAMES: Record<PostLanguage, string> = { en: 'English', es: 'Spanish', de: 'German', pt: 'Portuguese' };

/** Query keys of the blog editor and calendar, under the admin root (signing out drops them). */
export const blogAdminKeys = {
  all: [...adminKeys.all, 'blog'] as const,
  posts: () => [...blogAdminKeys.all, 'posts'] as const,
  post: (id: number) => [...blogAdminKeys.posts(), id] as const,
  history: (id: number) => [...blogAdminKeys.all, 'history', id] as const,
  promotions: () => [...adminKeys.all, 'promotions'] as const,
};

export const blogAdminQueries = {
  posts: () =>
    queryOptions({
      queryKey: blogAdminKeys.posts(),
      queryFn: async () => (await unwrap(api.GET('/api/admin/blog/posts'))).posts,
      meta: CLIENT_ONLY,
    }),
  post: (id: number) =>
    queryOptions({
      queryKey: blogAdminKeys.post(id),
      queryFn: () => unwrap(api.GET('/api/admin/blog/posts/{id}', { params: { path: { id } } })),
      meta: CLIENT_ONLY,
      staleTime: Infinity,
    }),
  history: (id: number) =>
    queryOptions({
      queryKey: blogAdminKeys.history(id),
      queryFn: async () => (await unwrap(api.GET('/api/admin/blog/posts/{id}/history', { params: { path: { id } } }))).revisions,
      meta: CLIENT_ONLY,
    }),
  promotions: () =>
    queryOptions({
      queryKey: blogAdminKeys.promotions(),
      queryFn: async () => (await unwrap(api.GET('/api/admin/promotions'))).promotions,
      meta: CLIENT_ONLY,
    }),
};

export const usePosts = () => useQuery(blogAdminQueries.posts());
export const usePromotions = () => useQuery(blogAdminQueries.promotions());

/** The stored post a 409 carries: someone saved after this editor loaded the post. */
export function conflictOf(err: unknown): AdminPost | undefined {
  if (!(err instanceof ApiError) || err.status !== 409) return undefined;
  try {
    return (JSON.parse(err.body) as { current?: AdminPost }).current;
  } catch {
    return undefined;
  }
}

const csrf = (session: AdminSessionState) => ({ 'x-csrf-token': session.csrfToken ?? '' });
type Csrf = ReturnType<typeof csrf>;

function useBlogWrite<V, R>(session: AdminSessionState, fn: (v: V, header: Csrf) => Promise<R>, after?: (r: R) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => fn(v, csrf(session)),
    onSuccess: (r: R) => {
      after?.(r);
      void qc.invalidateQueries({ queryKey: blogAdminKeys.posts(), exact: true });
      void qc.invalidateQueries({ queryKey: [...blogAdminKeys.all, 'history'] });
    },
    onError: (err: Error) => {
      if (statusOf(err) === 401) void qc.invalidateQueries({ queryKey: adminKeys.session() });
    },
  });
}

export function useSavePost(session: AdminSessionState) {
  const qc = useQueryClient();
  return useBlogWrite(
    session,
    async (v: { id?: number; version?: number; post: PostContent; autosave?: boolean }, header) =>
      v.id === undefined
        ? unwrap(api.POST('/api/admin/blog/posts', { params: { header }, body: v.post }))
        : unwrap(
            api.PUT('/api/admin/blog/posts/{id}', {
              params: { path: { id: v.id }, header },
              body: { version: v.version!, post: v.post, autosave: v.autosave ?? false },
            }),
          ),
    (saved: AdminPost) => qc.setQueryData(blogAdminKeys.post(saved.id), saved),
  );
}

export function useReschedule(session: AdminSessionState) {
  return useBlogWrite(session, (v: { id: number; version: number; scheduledAt: string }, header) =>
    unwrap(
      api.POST('/api/admin/blog/posts/{id}/schedule', {
        params: { path: { id: v.id }, header },
        body: { version: v.version, scheduledAt: v.scheduledAt },
      }),
    ),
  );
}

export function useRestore(session: AdminSessionState) {
  const qc = useQueryClient();
  return useBlogWrite(
    session,
    (v: { id: number; version: number; fromVersion: number }, header) =>
      unwrap(
        api.POST('/api/admin/blog/posts/{id}/restore', {
          params: { path: { id: v.id }, header },
          body: { version: v.version, fromVersion: v.fromVersion },
        }),
      ),
    (saved: AdminPost) => qc.setQueryData(blogAdminKeys.post(saved.id), saved),
  );
}

export function usePreview(session: AdminSessionState) {
  return useMutation({
    mutationFn: async (markdown: string) =>
      (await unwrap(api.POST('/api/admin/blog/preview', { params: { header: csrf(session) }, body: { markdown } }))).html,
  });
}

export function useUploadCover(session: AdminSessionState) {
  return useMutation({
    mutationFn: async (file: File) =>
      unwrap(
        api.POST('/api/admin/blog/images', {
          params: { header: csrf(session) },
          body: file as never,
          headers: { 'content-type': 'application/octet-stream' },
          bodySerializer: (b: unknown) => b as string,
        }),
      ) as Promise<CoverImage>,
  });
}
