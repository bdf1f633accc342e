import type { PartnerType } from './partner.js';

/**
 * Whether a partner's page holds enough facts to help a visitor decide (issue 37). A page under the
 * threshold answers `noindex` and stays out of the sitemap until an editor fills its record; the partner desk
 * shows which facts would lift it, and `npm run pages:thin` prints how many pages fall under it.
 *
 * The score counts facts, not words: each question a page of its kind can answer from the record (what it
 * costs, where it is available, how it is licensed, which networks…) counts once when the record answers it.
 * A provider's page (see partnerPages in ./pages) counts the facts of every record it shows, each question
 * once. A written review answers a visitor's questions on its own, so a reviewed page is never thin.
 */

/** A question a partner page answers from its record. */
export const PAGE_FACTS = [
  'tradingFee',
  'availability',
  'paymentMethods',
  'licences',
  'transferFees',
  'kyc',
  'founded',
  'headquarters',
  'coins',
  'fiat',
  'networks',
  'features',
  'incidents',
  'openSource',
  'securityModel',
  'price',
  'connectivity',
  'platforms',
  'backup',
  'easeOfUse',
  'bestFor',
  'pricing',
  'capabilities',
  'network',
  'cashback',
  'issuedIn',
  'stakingRequired',
  'botTypes',
  'exchangeCount',
  'factNotes',
  'featureList',
  'pros',
  'cons',
  'ratingBreakdown',
] as const;
export type PageFact = (typeof PAGE_FACTS)[number];

/**
 * The questions each kind's page can answer, most helpful first: the order the desk suggests them in. Every
 * kind's record can hold at least THIN_PAGE_THRESHOLD of them except a tool's, whose record holds what it
 * does, its features and a rating breakdown: a tool's page is indexed with a written review.
 */
export const KIND_FACTS: Readonly<Record<PartnerType, readonly PageFact[]>> = {
  exchange: [
    'tradingFee',
    'availability',
    'paymentMethods',
    'licences',
    'transferFees',
    'kyc',
    'founded',
    'headquarters',
    'coins',
    'fiat',
    'networks',
    'features',
    'incidents',
    'ratingBreakdown',
  ],
  wallet: [
    'networks',
    'openSource',
    'securityModel',
    'price',
    'connectivity',
    'platforms',
    'backup',
    'easeOfUse',
    'bestFor',
    'ratingBreakdown',
  ],
  app: ['platforms', 'pricing', 'capabilities', 'availability', 'featureList', 'pros', 'cons', 'price', 'ratingBreakdown'],
  payment_card: [
    'network',
    'cashback',
    'availability',
    'issuedIn',
    'capabilities',
    'stakingRequired',
    'factNotes',
    'featureList',
    'ratingBreakdown',
  ],
  trading_bot: ['capabilities', 'botTypes', 'exchangeCount', 'featureList', 'ratingBreakdown'],
  tool: ['capabilities', 'featureList', 'ratingBreakdown'],
};

/**
 * A page needs at least this many facts to be indexed: enough for a visitor to tell the partner from its
 * neighbours on more than its name (an exchange's identity check, founding year, headquarters and currencies
 * alone are four; with its fees, countries, licences or payment methods it helps someone decide).
 */
export const THIN_PAGE_THRESHOLD = 5;

/** What the score reads of a record: its facts, fee, country and licence lists, its texts in one language, its rating. */
export type PageRecord = Readonly<{
  type: PartnerType;
  facts?: Readonly<Record<string, unknown>> | null;
  fees?: Readonly<Record<string, unknown>> | null;
  availability?: readonly unknown[] | null;
  licences?: readonly unknown[] | null;
  paymentMethods?: readonly unknown[] | null;
  factNotes?: readonly unknown[] | null;
  rating?: Readonly<{ breakdown?: unknown }> | null;
  /** the record's texts in one language (every language has the same fields) */
  text?: Readonly<Record<string, unknown>> | null;
}>;

/** Whether a value says something: not absent, not an empty list or text. */
const said = (v: unknown): boolean => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** A fact of the record's `facts` that holds a value. */
const fact = (r: PageRecord, key: string): boolean => {
  const f = r.facts?.[key];
  return typeof f === 'object' && f !== null && 'value' in f && said((f as { value: unknown }).value);
};

/** Whether the record answers one question. */
function answers(r: PageRecord, q: PageFact): boolean {
  const text = r.text ?? {};
  switch (q) {
    case 'tradingFee':
      return fact(r, 'poolFee') || said(r.fees?.trading) || said(r.fees?.spread);
    case 'transferFees':
      return said(r.fees?.deposit) || said(r.fees?.withdrawal);
    case 'availability':
      return said(r.availability);
    case 'paymentMethods':
      return said(r.paymentMethods);
    case 'licences':
      return said(r.licences);
    case 'factNotes':
      return said(r.factNotes);
    case 'coins':
      return fact(r, 'coinsAtLeast');
    case 'networks':
      return fact(r, 'chains');
    case 'price':
      // a wallet's price band or list prices; an app's price in words
      return fact(r, 'priceBand') || fact(r, 'prices') || said(text.price);
    case 'cashback':
      return fact(r, 'cashbackUpToPercent');
    case 'securityModel':
    case 'bestFor':
    case 'pros':
    case 'cons':
      return said(text[q]);
    case 'featureList':
      return said(text.features);
    case 'ratingBreakdown':
      return typeof r.rating?.breakdown === 'object' && r.rating.breakdown !== null && Object.keys(r.rating.breakdown).length > 0;
    default:
      return fact(r, q);
  }
}

export type PageFactScore = Readonly<{
  /** how many of its questions the page answers (each once, over every record it shows) */
  score: number;
  threshold: number;
  /** under the threshold and without a written review: `noindex` until an editor fills it */
  thin: boolean;
  hasReview: boolean;
  /** the questions it answers, in the order of PAGE_FACTS */
  present: readonly PageFact[];
  /** the questions its kinds could answer and its records do not, most helpful first: what would lift it */
  missing: readonly PageFact[];
}>;

/**
 * The score of a page showing `records` (the page's own record first, then its provider's other roles), with
 * or without a written review.
 */
export function pageFactScore(records: readonly PageRecord[], hasReview: boolean): PageFactScore {
  const asked = new Set<PageFact>();
  for (const r of records) for (const q of KIND_FACTS[r.type]) asked.add(q);
  const present = PAGE_FACTS.filter((q) => records.some((r) => KIND_FACTS[r.type].includes(q) && answers(r, q)));
  const missing = [...asked].filter((q) => !present.includes(q));
  const score = present.length;
  return { score, threshold: THIN_PAGE_THRESHOLD, thin: !hasReview && score < THIN_PAGE_THRESHOLD, hasReview, present, missing };
}
