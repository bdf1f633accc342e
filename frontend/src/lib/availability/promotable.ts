import { partnerKey, unavailablePartners, type PartnerAvailability } from '@coinatlas/domain/availability/availability';

/**
 * The partners (`type/id`) the banner may not promote to a visitor. With a confirmed country: those recorded
 * as not available there. Without one we do not know where the visitor is, and the banner cannot ask, so it
 * leaves out every partner recorded as not available anywhere: a guess never decides what is promoted.
 */
export function promotionExclusions(list: readonly PartnerAvailability[], country: string | null): ReadonlySet<string> {
  if (country) return unavailablePartners(list, country);
  return new Set(list.filter((p) => p.availability.some((a) => a.status === 'not-available')).map((p) => partnerKey(p.type, p.id)));
}
