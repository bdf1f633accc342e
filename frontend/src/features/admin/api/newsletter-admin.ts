import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, statusOf, unwrap } from '@/lib/api/client';
import { CLIENT_ONLY } from '@/lib/api/query-client';
import type { operations } from '@/lib/api/schema';
import { adminKeys, type AdminSessionState } from './admin-queries';
import { type SiteLanguage } from '@coinatlas/domain/routes/localized';

export type NewsletterIssue = operations['adminNewsletterIssue']['responses'][200]['content']['application/json'];
export type NewsletterIssueInput = operations['adminCreateNewsletterIssue']['requestBody']['content']['application/json'];
export type NewsletterLang = SiteLanguage;
export type RecentPost = operations['adminNewsletterPosts']['responses'][200]['content']['application/json']['posts'][number];

export const newsletterAdminKeys = {
  all: [...adminKeys.all, 'newsletter'] as const,
  posts: () => [...newsletterAdminKeys.all, 'posts'] as const,
  issues: () => [...newsletterAdminKeys.all, 'issues'] as const,
  issue: (id: number) => [...newsletterAdminKeys.all, 'issue', id] as const,
  preview: (id: number, lang: NewsletterLang, version: string) => [...newsletterAdminKeys.all, 'preview', id, lang, version] as const,
};

/** How often a send's progress is read again while emails are still queued. */
const PROGRESS_POLL_MS = 1500;

export const newsletterAdminQueries = {
  posts: () =>
    queryOptions({
      queryKey: newsletterAdminKeys.posts(),
      queryFn: () => unwrap(api.GET('/api/admin/newsletter/posts')),
      meta: CLIENT_ONLY,
    }),
  issues: () =>
    queryOptions({
      queryKey: newsletterAdminKeys.issues(),
      queryFn: () => unwrap(api.GET('/api/admin/newsletter/issues')),
      meta: CLIENT_ONLY,
      refetchInterval: (q) => (q.state.data?.issues.some((i) => i.status === 'sending') ? PROGRESS_POLL_MS : false),
    }),
  preview: (id: number, lang: NewsletterLang, version: string) =>
    queryOptions({
      queryKey: newsletterAdminKeys.preview(id, lang, version),
      queryFn: () => unwrap(api.GET('/api/admin/newsletter/issues/{id}/preview', { params: { path: { id }, query: { lang } } })),
      meta: CLIENT_ONLY,
    }),
};

export const useRecentPosts = () => useQuery(newsletterAdminQueries.posts());
export const useNewsletterIssues = () => useQuery(newsletterAdminQueries.issues());
export const useIssuePreview = (id: number, lang: NewsletterLang, version: string, enabled: boolean) =>
  useQuery({ ...newsletterAdminQueries.preview(id, lang, version), enabled });

const csrf = (session: AdminSessionState) => ({ 'x-csrf-token': session.csrfToken ?? '' });

/** Every newsletter write: refreshes the issue list, and the session after a 401. */
function useNewsletterWrite<TData, TVariables>(mutationFn: (v: TVariables) => Promise<TData>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void qc.invalidateQueries({ queryKey: newsletterAdminKeys.issues() }),
    onError: (error: Error) => {
      if (statusOf(error) === 401) void qc.invalidateQueries({ queryKey: adminKeys.session() });
    },
  });
}

export function useSaveIssue(session: AdminSessionState) {
  return useNewsletterWrite(({ id, input }: { id?: number; input: NewsletterIssueInput }) =>
    id === undefined
      ? unwrap(api.POST('/api/admin/newsletter/issues', { params: { header: csrf(session) }, body: input }))
      : unwrap(api.PUT('/api/admin/newsletter/issues/{id}', { params: { path: { id }, header: csrf(session) }, body: input })),
  );
}

export function useSendTest(session: AdminSessionState) {
  return useNewsletterWrite(({ id, lang }: { id: number; lang: NewsletterLang }) =>
    unwrap(api.POST('/api/admin/newsletter/issues/{id}/test', { params: { path: { id }, header: csrf(session) }, body: { lang } })),
  );
}

export function useSendIssue(session: AdminSessionState) {
  return useNewsletterWrite(({ id }: { id: number }) =>
    unwrap(api.POST('/api/admin/newsletter/issues/{id}/send', { params: { path: { id }, header: csrf(session) } })),
  );
}
