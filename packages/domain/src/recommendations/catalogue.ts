import type { AvailabilityFact } from '../availability/availability.js';
import type { PartnerType } from '../partners/partner.js';
import type { Provenance } from '../provenance/provenance.js';
import type { LicenceFact } from '../payments/methods.js';

/**
 * The categories and priorities shared by the recommendation wizard, the advisor, the journey and
 * `GET /api/recommendations`, and the shape of a candidate. Every partner of a category's type is a
 * candidate (see `CATEGORY_TYPE`); what it is scored on are the facts of its record, each with its
 * provenance (see criteria.ts). Category and priority labels are page chrome in the client's
 * `recommendations` locale files, keyed by these ids.
 */
export const REC_CATEGORIES = ['exchanges', 'trading-bots', 'payment-cards', 'wallets', 'tools', 'apps'] as const;
export type RecCategory = (typeof REC_CATEGORIES)[number];

/** The partner type whose records are the candidates of each category. */
export const CATEGORY_TYPE: Readonly<Record<RecCategory, PartnerType>> = {
  exchanges: 'exchange',
  'trading-bots': 'trading_bot',
  'payment-cards': 'payment_card',
  wallets: 'wallet',
  tools: 'tool',
  apps: 'app',
};

/** The priorities a visitor can pick per category: 12 for exchanges, 8 for each other category. */
export const PRIORITIES = {
  exchanges: [
    'low-fees',
    'high-liquidity',
    'best-security',
    'regulatory-compliance',
    'altcoin-support',
    'advanced-features',
    'beginner-friendly',
    'fiat-deposits',
    'staking-rewards',
    'derivatives',
    'proof-of-reserves',
    'mobile-app',
  ],
  'trading-bots': [
    'ease-of-use',
    'strategy-variety',
    'backtesting',
    'exchange-support',
    'free-to-start',
    'strategy-marketplace',
    'paper-trading',
    'signal-automation',
  ],
  'payment-cards': [
    'high-cashback',
    'crypto-rewards',
    'no-staking-needed',
    'welcome-bonus',
    'premium-perks',
    'self-custody',
    'europe-availability',
    'us-availability',
  ],
  wallets: ['offline-keys', 'open-source', 'ease-of-use', 'coin-support', 'mobile-access', 'backup-options', 'defi-web3', 'free-to-use'],
  tools: [
    'on-chain-data',
    'charting',
    'derivatives-data',
    'defi-analytics',
    'tax-reporting',
    'portfolio-tracking',
    'free-plan',
    'wallet-intelligence',
  ],
  apps: [
    'beginner-friendly',
    'buy-and-sell',
    'price-alerts',
    'portfolio-tracking',
    'advanced-charts',
    'self-custody',
    'defi-access',
    'free-to-use',
  ],
} as const satisfies Record<RecCategory, readonly string[]>;

export type Priority<C extends RecCategory = RecCategory> = (typeof PRIORITIES)[C][number];

/** The record a fact was read from, when it is not the candidate's own (an exchange's app record). */
export type FactOrigin = Readonly<{ type: PartnerType; id: string }>;

/**
 * One fact of a record as the criteria read it: the value exactly as the partner API serves it, where it
 * comes from, and the record it belongs to when that is not the candidate's own.
 */
export type CandidateFact = Readonly<{ value: unknown; provenance: Provenance; from?: FactOrigin }>;

/**
 * One partner as the recommendations see it: its identity, its availability by country, and the facts
 * its category's criteria read, keyed by their path in the record (`fees.trading`, `facts.coinsAtLeast`,
 * `category`…). `rating` is present only for the kinds the methodology rates (see
 * `@coinatlas/domain/ratings/weights`): it orders equal scores, never makes one.
 */
/** The page a record is shown on when it is a section of its provider's page (one provider, one page). */
export type CandidatePage = Readonly<{ type: PartnerType; id: string; section: string }>;

export type Candidate = Readonly<{
  category: RecCategory;
  /** The partner's id; its page is partnerPageHref (its own, or `page`'s section), its tracked link /go/{type}/{id}. */
  id: string;
  type: PartnerType;
  name: string;
  /** Present when it is shown as a section of its provider's page: links land there (its own address redirects). */
  page?: CandidatePage;
  rating?: number;
  availability?: readonly AvailabilityFact[];
  /** An exchange's licences and registrations, each with its own provenance (the regulation criteria read them). */
  licences?: readonly LicenceFact[];
  facts: Readonly<Record<string, CandidateFact>>;
}>;

export const isCategory = (v: unknown): v is RecCategory => (REC_CATEGORIES as readonly unknown[]).includes(v);

/**
 * A sign-up offer of the partner as its record holds it, in one language: the sentence with `{{name}}`
 * placeholders for its values, the plain-words summary where it has one, and its provenance.
 */
export type CandidateOffer = Readonly<{
  id: string;
  text: string;
  values: Readonly<Record<string, unknown>>;
  summary?: string;
  provenance: Provenance;
}>;

/** A candidate as the site shows it: plus the record's own one-line description and offer, in one language. */
export type CandidateWithText = Candidate &
  Readonly<{
    /** The record's own sentence about the partner (its card text), when it has one. */
    description?: string;
    /** Its first sign-up offer, when it has one (the partner may be promoted). */
    offer?: CandidateOffer;
  }>;

/** The candidates of one category, in the order given. */
export const candidatesOf = <C extends Candidate>(candidates: readonly C[], category: RecCategory): C[] =>
  candidates.filter((x) => x.category === category);

/**
 * The priorities a category offers among those given, each once, in the category's own order: the order
 * in which a visitor picked them never changes a result or its explanation.
 */
export function validPriorities(category: RecCategory, priorities: readonly string[]): string[] {
  const chosen = new Set(priorities);
  return (PRIORITIES[category] as readonly string[]).filter((p) => chosen.has(p));
}

/** Number of distinct services the recommendations compare (shown as a computed claim, never a made-up one). */
export const distinctServices = (list: readonly Candidate[]) => new Set(list.map((x) => `${x.type}/${x.id}`)).size;
