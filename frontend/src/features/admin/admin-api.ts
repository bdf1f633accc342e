import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api/client';
import type { components, operations } from '@/lib/api/schema';

export type AdminSessionState = operations['getAdminSession']['responses'][200]['content']['application/json'];
export type ReferralCode = components['schemas']['ReferralCode'];
export type ClickTotals = operations['getReferralClicks']['responses'][200]['content']['application/json'];

export const ADMIN_SESSION_KEY = ['admin', 'session'] as const;
export const ADMIN_CODES_KEY = ['referral-codes', 'admin'] as const;
export const CLICK_DAYS = 30;
export const ADMIN_CLICKS_KEY = ['admin', 'referral-clicks', CLICK_DAYS] as const;

export function useAdminSession(enabled = true) {
  return useQuery({
    queryKey: ADMIN_SESSION_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/session')),
    staleTime: 60_000,
    enabled,
  });
}

export function useAdminCodes() {
  return useQuery({
    queryKey: ADMIN_CODES_KEY,
    queryFn: () => unwrap(api.GET('/api/referral-codes', { params: { query: { includeInactive: true } } })),
    staleTime: 0,
  });
}

export function useClickTotals() {
  return useQuery({
    queryKey: ADMIN_CLICKS_KEY,
    queryFn: () => unwrap(api.GET('/api/admin/referral-clicks', { params: { query: { days: CLICK_DAYS } } })),
    staleTime: 60_000,
  });
}

/** The header every admin mutation carries (the server also checks the Origin). */
export const csrfHeaders = (session: AdminSessionState) => ({ 'x-csrf-token': session.csrfToken ?? '' });

export const statusOf = (err: unknown): number | undefined => (err instanceof ApiError ? err.status : undefined);
export const serverMessage = (err: unknown): string | undefined => (err instanceof ApiError ? err.serverMessage : undefined);

/** After a 401 on an admin call the session is gone: refetching it shows the sign-in screen. */
export function useSessionExpiredHandler() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
}
