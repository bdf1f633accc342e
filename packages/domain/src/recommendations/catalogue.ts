import type { PartnerType } from '../partners/partner.js';

/**
 * The categories and priorities shared by the recommendation wizard and the advisor, and the rules over
 * their candidates. The candidates themselves (rating, fit, texts) are the partner records' data; category
 * and priority labels are page chrome in the client's `recommendations` locale files, keyed by these ids.
 */
export const REC_CATEGORIES = ['exchanges', 'trading-bots', 'payment-cards', 'wallets', 'tools', 'apps'] as const;
export type RecCategory = (typeof REC_CATEGORIES)[number];

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
  wallets: [
    'offline-keys',
    'open-source',
    'ease-of-use',
    'coin-support',
    'mobile-access',
    'backup-options',
    'defi-web3',
    'free-to-use',
  ],
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

/** The range of the match score of a recommendation record (a candidate's fit for one priority). */
export const RECORD_MATCH_SCORE = { min: 88, max: 99 } as const;

/**
 * One service we recommend in a category. `fit` lists the priorities it is strong on, each with the match
 * score of its recommendation record (88-99); `rating` is the partner's one editorial rating out of 5.
 * The candidates are data (the partner records in backend/content); every rule below takes them as an
 * argument, in catalogue order (the order of the records within their category).
 */
export type Candidate = Readonly<{
  category: RecCategory;
  /** The partner's id; the tracked link is /go/{type}/{id}. */
  id: string;
  type: PartnerType;
  rating: number;
  fit: Readonly<Partial<Record<string, number>>>;
}>;

export const isCategory = (v: unknown): v is RecCategory => (REC_CATEGORIES as readonly unknown[]).includes(v);

/**
 * A candidate as the site shows it: the partner's one rating, its fit scores and its texts in one
 * language, from the partner record.
 */
export type CandidateWithText = Candidate &
  Readonly<{
    name: string;
    /** Position within its category (catalogue order: ties in a ranking go to the earlier one). */
    order: number;
    description: string;
    benefits: readonly string[];
    /** Why it fits, by priority it is strong on. */
    why: Readonly<Partial<Record<string, string>>>;
    /** Its exclusive offer in plain words, when it has one. */
    offer?: string;
  }>;

/** The candidates of one category, in the order given. */
export const candidatesOf = <C extends Candidate>(candidates: readonly C[], category: RecCategory): C[] =>
  candidates.filter((x) => x.category === category);

/** The priorities a category offers, keeping only known ones, each once, in the order given. */
export function validPriorities(category: RecCategory, priorities: readonly string[]): string[] {
  const allowed: readonly string[] = PRIORITIES[category];
  return priorities.filter((p, i) => allowed.includes(p) && priorities.indexOf(p) === i);
}

/** The candidate's strongest priorities, best first (ties in the category's priority order): its highlights. */
export function strengths(cand: Candidate, n = 3): string[] {
  const order: readonly string[] = PRIORITIES[cand.category];
  return Object.entries(cand.fit)
    .sort(([a, x], [b, y]) => (y ?? 0) - (x ?? 0) || order.indexOf(a) - order.indexOf(b))
    .slice(0, n)
    .map(([p]) => p);
}

/** Number of distinct services the recommendations compare (shown as a computed claim, never a made-up one). */
export const distinctServices = (list: readonly Candidate[]) => new Set(list.map((x) => `${x.type}/${x.id}`)).size;

/**
 * What makes a set of candidates unusable, one line each: a category without candidates, a priority no
 * candidate of its category answers (the wizard would have nothing to rank for it), a candidate listed
 * twice in a category, a fit for a priority of another category, a match score outside its range, or a
 * candidate that is not a listed partner (`isListed`).
 */
export function candidateProblems(
  candidates: readonly Candidate[],
  isListed: (type: PartnerType, id: string) => boolean = () => true,
): string[] {
  const out: string[] = [];
  for (const c of REC_CATEGORIES) {
    const pool = candidatesOf(candidates, c);
    if (pool.length === 0) out.push(`category '${c}' has no candidate`);
    else
      for (const p of PRIORITIES[c])
        if (!pool.some((x) => x.fit[p] !== undefined)) out.push(`priority '${p}' of '${c}' has no candidate`);
    const seen = new Set<string>();
    for (const x of pool) {
      const key = `${x.type}/${x.id}`;
      if (seen.has(key)) out.push(`${key} is a candidate of '${c}' twice`);
      seen.add(key);
    }
  }
  for (const x of candidates) {
    const key = `${x.type}/${x.id}`;
    if (!isListed(x.type, x.id)) out.push(`${key} is not a listed partner`);
    const allowed: readonly string[] = PRIORITIES[x.category];
    for (const [p, score] of Object.entries(x.fit)) {
      if (!allowed.includes(p)) out.push(`${key}: '${p}' is not a priority of '${x.category}'`);
      if (score === undefined || !Number.isInteger(score) || score < RECORD_MATCH_SCORE.min || score > RECORD_MATCH_SCORE.max)
        out.push(`${key}: the match score of '${p}' in '${x.category}' must be a whole number in ${RECORD_MATCH_SCORE.min}-${RECORD_MATCH_SCORE.max}`);
    }
  }
  return out;
}
