import { useQuery } from '@tanstack/react-query';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { isUsable } from '@coinatlas/domain/referrals/referral-code';
import { api, unwrap } from '@/lib/api/client';
import type { components } from '@/lib/api/schema';

export type ReferralCode = components['schemas']['ReferralCode'];

/**
 * Every active code in one small request, shared by all widgets of a visit (a directory page shows dozens
 * of widgets; one list beats one request each). Codes change rarely: five minutes of freshness.
 */
export const ACTIVE_REFERRAL_CODES_KEY = ['referral-codes', 'active'] as const;
export const activeReferralCodesQuery = {
  queryKey: ACTIVE_REFERRAL_CODES_KEY,
  queryFn: () => unwrap(api.GET('/api/referral-codes')),
  staleTime: 5 * 60_000,
};

export function useActiveReferralCodes() {
  return useQuery(activeReferralCodesQuery);
}

/** The usable code of one entity (spec: active, with both a code and a url), or null. */
export function useReferralCode(type: PartnerType, entityId: string) {
  return useQuery({
    ...activeReferralCodesQuery,
    select: (codes: ReferralCode[]) => codes.find((c) => c.entityType === type && c.entityId === entityId && isUsable(c)) ?? null,
  });
}
