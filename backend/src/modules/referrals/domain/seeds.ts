import type { Partner } from '@coinatlas/domain/partners/partner';
import { EXAMPLE_CODE, type ReferralCodeInput } from '@coinatlas/domain/referrals/referral-code';

/**
 * The row a partner starts with: its official address and the example code, inactive. Visitors see
 * nothing until the operator enters a real code and activates it (an example code cannot be activated).
 */
export const seedFor = (p: Partner): ReferralCodeInput => ({
  entityType: p.type,
  entityId: p.id,
  name: p.name,
  description: '',
  code: EXAMPLE_CODE,
  url: p.officialUrl,
  discount: '',
  isActive: false,
});
