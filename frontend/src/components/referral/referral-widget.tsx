import type { PartnerType } from '@domain/referrals/domain/partners/partner';

export type ReferralWidgetProps = {
  type: PartnerType;
  entityId: string;
  /** Shown in the heading, e.g. 'Get Started with Cryptohopper'. */
  title?: string;
  className?: string;
};

/** Referral code, copy button and QR dialog for one entity; renders nothing without an active code. */
export function ReferralWidget(_props: ReferralWidgetProps) {
  return null;
}
