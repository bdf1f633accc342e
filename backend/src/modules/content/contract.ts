// The content module's contract: what it offers the other modules (`app.partners`, `app.contentDates`).
import type { Partner, PartnerStatus, PartnerType } from '@coinatlas/domain/partners/partner';
import type { AvailabilityFact } from '@coinatlas/domain/availability/availability';
import type { FeeFacts, PaymentMethodFact } from '@coinatlas/domain/fees/fees';
import type { CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
import type { TextLanguage } from '../../platform/module.js';

/**
 * The listed partners, read from the editorial content records (the content module offers it as
 * `app.partners`): every lookup of the server (links, referral seeds, promotion checks, page resolvers,
 * recommendations) reads this one source.
 */
export type PartnerDirectory = Readonly<{
  all: readonly PartnerRecord[];
  find(type: PartnerType, id: string): PartnerRecord | undefined;
  /** Whether the partner has a written review. */
  hasReview(type: PartnerType, id: string): boolean;
  /** The date its written review was last updated (YYYY-MM-DD), when it has one. */
  reviewUpdated(type: PartnerType, id: string): string | undefined;
  /** Every recommendation candidate in catalogue order (category, then position), texts in `lang`. */
  candidates(lang: TextLanguage): readonly CandidateWithText[];
}>;

/**
 * A listed partner with the day its record was last edited (`updated`), the newest day an editor checked
 * any of its facts against a source (`lastChecked`, null while everything is from our catalogue), its status,
 * and whether that status lets the site promote it (offers, /go/ referral links, referral
 * codes, promotions, recommendations; see `isPromotable` in the shared domain).
 */
export type PartnerRecord = Partner &
  Readonly<{
    updated: string;
    lastChecked: string | null;
    status: PartnerStatus;
    promotable: boolean;
    availability?: readonly AvailabilityFact[];
    /** An exchange's id in the market-data library, where the record names one (confirmed against the library's own list). */
    marketId?: string;
    /** An exchange's fee facts (deposit by method, trading schedule, spread, withdrawal), each with its provenance. */
    fees?: FeeFacts;
    /** An exchange's fiat payment methods (one entry per method and currency), each with its provenance. */
    paymentMethods?: readonly PaymentMethodFact[];
    /** An exchange's kind (centralized, decentralized...), as its record says. */
    category?: string;
  }>;

/**
 * When the editorial records that are not partners were last edited (YYYY-MM-DD): the latest `updated`
 * of the concept explainers and of the analysis-guide entries; undefined when there are none. Offered by the
 * content module as `app.contentDates`.
 */
export type ContentDates = Readonly<{ concepts: string | undefined; guide: string | undefined }>;

declare module 'fastify' {
  interface FastifyInstance {
    partners: PartnerDirectory;
    contentDates: ContentDates;
  }
}
