import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { isUsable } from '@coinatlas/domain/referrals/referral-code';
import { api, unwrap } from './client';
import type { components } from './schema';
import { CLIENT_ONLY } from '@/lib/api/query-client';

export type ReferralCode = components['schemas']['ReferralCode'];

/**
 * Query keys of the referral-code resource. Every key starts with `referralCodeKeys.all`, so invalidating
 * that root after a change reaches the visitors' list, the admin list and the per-type lists alike.
 */
export const referralCodeKeys = {
  all: ['referral-codes'] as const,
  lists: () => [...referralCodeKeys.all, 'list'] as const,
  /** What visitors see: the active codes. */
  active: () => [...referralCodeKeys.lists(), 'active'] as const,
  /** Every code, inactive ones included (signed-in admins only). */
  withInactive: () => [...referralCodeKeys.lists(), 'with-inactive'] as const,
  /** The active codes of one partner type. */
  byType: (type: PartnerType) => [...referralCodeKeys.lists(), 'type', type] as const,
};

/** Codes change rarely: five minutes of freshness for what visitors see. */
const VISITOR_STALE_MS = 5 * 60_000;

export const referralCodeQueries = {
  /**
   * Every active code in one small request, shared by all widgets of a visit (a directory page shows dozens
   * of widgets; one list beats one request each).
   */
  active: () =>
    queryOptions({
      queryKey: referralCodeKeys.active(),
      queryFn: () => unwrap(api.GET('/api/referral-codes')),
      staleTime: VISITOR_STALE_MS,
    }),
  /** The admin's table: always fetched afresh, since the admin is the one changing it. */
  withInactive: () =>
    queryOptions({
      queryKey: referralCodeKeys.withInactive(),
      queryFn: () => unwrap(api.GET('/api/referral-codes', { params: { query: { includeInactive: true } } })),
      staleTime: 0,
      meta: CLIENT_ONLY,
    }),
  byType: (type: PartnerType) =>
    queryOptions({
      queryKey: referralCodeKeys.byType(type),
      queryFn: () => unwrap(api.GET('/api/referral-codes/type/{type}', { params: { path: { type } } })),
      staleTime: VISITOR_STALE_MS,
    }),
};

export function useActiveReferralCodes() {
  return useQuery(referralCodeQueries.active());
}

/** The usable code of one entity (active, with both a code and a url), or null. */
export function useReferralCode(type: PartnerType, entityId: string) {
  return useQuery({
    ...referralCodeQueries.active(),
    select: (codes: ReferralCode[]) => codes.find((c) => c.entityType === type && c.entityId === entityId && isUsable(c)) ?? null,
  });
}
