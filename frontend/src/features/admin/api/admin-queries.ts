import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { referralCodeQueries } from '@/lib/api/referral-code-queries';
import type { operations } from '@/lib/api/schema';
import { CLIENT_ONLY } from '@/lib/api/query-client';

export type AdminSessionState = operations['getAdminSession']['responses'][200]['content']['application/json'];
export type ClickTotals = operations['getReferralClicks']['responses'][200]['content']['application/json'];
export type BlogAnalyticsReport = operations['getBlogAnalytics']['responses'][200]['content']['application/json'];
export type BlogAnalyticsQuery = NonNullable<operations['getBlogAnalytics']['parameters']['query']>;
export type ContentPerformanceReport = operations['getContentPerformance']['responses'][200]['content']['application/json'];
export type ContentPerformanceQuery = NonNullable<operations['getContentPerformance']['parameters']['query']>;
export type { ReferralCode } from '@/lib/api/referral-code-queries';

/** How many days of referral clicks the admin pages count. */
export const CLICK_DAYS = 30;

/**
 * Query keys of the admin area: every key starts with `adminKeys.all`, so signing out can drop them all.
 * The admin's list of referral codes belongs to the referral-code resource (`referralCodeKeys`).
 */
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
  referralClicks: (days: number) => [...adminKeys.all, 'referral-clicks', days] as const,
  blogAnalytics: (query: BlogAnalyticsQuery) => [...adminKeys.all, 'blog-analytics', query] as const,
  contentPerformance: (query: ContentPerformanceQuery) => [...adminKeys.all, 'content-performance', query] as const,
};

export const adminQueries = {
  session: () =>
    queryOptions({
      queryKey: adminKeys.session(),
      queryFn: () => unwrap(api.GET('/api/admin/session')),
      staleTime: 60_000,
      meta: CLIENT_ONLY,
    }),
  referralClicks: (days: number) =>
    queryOptions({
      queryKey: adminKeys.referralClicks(days),
      queryFn: () => unwrap(api.GET('/api/admin/referral-clicks', { params: { query: { days } } })),
      staleTime: 60_000,
      meta: CLIENT_ONLY,
    }),
  blogAnalytics: (query: BlogAnalyticsQuery) =>
    queryOptions({
      queryKey: adminKeys.blogAnalytics(query),
      queryFn: () => unwrap(api.GET('/api/admin/blog-analytics', { params: { query } })),
      staleTime: 30_000,
      // a new range keeps the last figures on screen until its own arrive
      placeholderData: keepPreviousData,
      meta: CLIENT_ONLY,
    }),
  contentPerformance: (query: ContentPerformanceQuery) =>
    queryOptions({
      queryKey: adminKeys.contentPerformance(query),
      queryFn: () => unwrap(api.GET('/api/admin/content-performance', { params: { query } })),
      staleTime: 30_000,
      placeholderData: keepPreviousData,
      meta: CLIENT_ONLY,
    }),
};

export function useAdminSession(enabled = true) {
  return useQuery({ ...adminQueries.session(), enabled });
}

/** Every referral code, inactive ones included. */
export function useAdminCodes() {
  return useQuery(referralCodeQueries.withInactive());
}

export function useClickTotals() {
  return useQuery(adminQueries.referralClicks(CLICK_DAYS));
}

export function useBlogAnalytics(query: BlogAnalyticsQuery, enabled = true) {
  return useQuery({ ...adminQueries.blogAnalytics(query), enabled });
}

/** The figures of a range as CSV text, one row per day, post and language (as the export endpoint writes it). */
export async function exportBlogAnalytics(query: BlogAnalyticsQuery): Promise<string> {
  const { data } = await api.GET('/api/admin/blog-analytics/export', { params: { query }, parseAs: 'text' });
  return data ?? '';
}

export function useContentPerformance(query: ContentPerformanceQuery) {
  return useQuery(adminQueries.contentPerformance(query));
}

/** Content performance as CSV text: one row per page, or per partner and page that sent it clicks. */
export async function exportContentPerformance(query: ContentPerformanceQuery, kind: 'pages' | 'partners'): Promise<string> {
  const { data } = await api.GET('/api/admin/content-performance/export', { params: { query: { ...query, kind } }, parseAs: 'text' });
  return data ?? '';
}
