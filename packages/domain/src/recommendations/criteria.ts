import type { AvailabilityFact } from '../availability/availability.js';
import { partnerKey } from '../availability/availability.js';
import type { Provenance } from '../provenance/provenance.js';
import { currencyOf } from '../region/currency.js';
import type { Candidate, FactOrigin, RecCategory } from './catalogue.js';
import type { Incident } from './facts.js';
import { isActiveLicence, type LicenceFact } from '../payments/methods.js';

/**
 * The criteria behind the priorities: each priority of each category is a named rule over named fields of
 * the partner's record. A rule answers met, not met or unknown, with the facts it read (value and
 * provenance). The rules are deliberately plain, so the page can state each one in a sentence:
 *
 * - a fact that is absent is never read as "no": the criterion is unknown;
 * - a list the record keeps (features, capabilities, currencies) that does not name the thing asked for is
 *   also unknown, not "not met": the lists say what we recorded, not everything a partner offers;
 * - "not met" needs a fact that says so: a fee above the limit, a hardware wallet for "Free", a code base
 *   that is not open source, a platform list without a phone.
 *
 * Provenance does not change the answer: a catalogue fact counts like a checked one and is shown as "from
 * our catalogue, not checked" beside it (see match.ts for why, and for how the score is made).
 */

export type CriterionStatus = 'met' | 'not-met' | 'unknown';
export const CRITERION_STATUSES: readonly CriterionStatus[] = ['met', 'not-met', 'unknown'];

/** A fact a criterion read: the field of the record (or of `from`), its value as the partner API serves it, its provenance. */
export type UsedFact = Readonly<{ field: string; value: unknown; provenance: Provenance; from?: FactOrigin }>;

export type CriterionOutcome = Readonly<{ status: CriterionStatus; facts: readonly UsedFact[] }>;

/**
 * The live cost of buying through an exchange (fees and spread on a reference order, in percent of the
 * amount), from a named feed. Not used by the site yet: `GET /api/cost-to-buy` will supply it; the low-fees
 * criterion prefers it over the listed taker fee wherever it is given.
 */
export type LiveCost = Readonly<{ percent: number; provenance: Provenance }>;

export type EvalContext = Readonly<{
  /** The visitor's country (ISO alpha-2), or null when not known. */
  country: string | null;
  /** Live costs by partner key (`exchange/kraken`). */
  liveCosts?: ReadonlyMap<string, LiveCost>;
}>;

/** Limits the rules compare with (the page states them with the rule). */
export const LIMITS = {
  /** Low fees: first-tier taker fee (or pool fee) at most this, in percent. */
  takerFeePercent: 0.2,
  /** Low fees with a live cost: the whole cost of the reference buy at most this, in percent. */
  liveCostPercent: 0.5,
  /** High liquidity: 24-hour spot volume at least this, in USD. */
  spotVolumeUsd: 500_000_000,
  /** Altcoin choice: at least this many coins. */
  coins: 300,
  /** Many strategies: at least this many kinds of bot. */
  botTypes: 3,
  /** Works with many exchanges: at least this many. */
  exchanges: 10,
  /** High cashback: up to at least this, in percent. */
  cashbackPercent: 2,
} as const;

/** The fields each category's criteria read (the candidate builder copies exactly these from a record). */
export const CRITERIA_FIELDS: Readonly<Record<RecCategory, readonly string[]>> = {
  exchanges: [
    'category',
    'fees.trading',
    'facts.poolFee',
    'facts.spotVolume24hUsd',
    'facts.features',
    'facts.incidents',
    'facts.coinsAtLeast',
    'facts.fiat',
    'facts.platforms',
  ],
  'trading-bots': ['facts.capabilities', 'facts.botTypes', 'facts.exchangeCount'],
  'payment-cards': ['facts.cashbackUpToPercent', 'facts.capabilities', 'facts.stakingRequired', 'offers.0'],
  wallets: [
    'category',
    'facts.openSource',
    'facts.chains',
    'facts.moreChains',
    'facts.platforms',
    'facts.connectivity',
    'facts.backup',
    'facts.easeOfUse',
    'facts.priceBand',
  ],
  tools: ['facts.capabilities'],
  apps: ['facts.capabilities', 'facts.pricing'],
};

type Rule = (c: Candidate, ctx: EvalContext) => CriterionOutcome;

const used = (c: Candidate, field: string): UsedFact | undefined => {
  const f = c.facts[field];
  return f ? { field, value: f.value, provenance: f.provenance, ...(f.from ? { from: f.from } : {}) } : undefined;
};
const out = (status: CriterionStatus, ...facts: (UsedFact | undefined)[]): CriterionOutcome => ({
  status,
  facts: facts.filter((f): f is UsedFact => f !== undefined),
});
const UNKNOWN = out('unknown');
const asList = (f: UsedFact | undefined): readonly unknown[] => (f && Array.isArray(f.value) ? f.value : []);
const asNumber = (f: UsedFact | undefined): number | undefined => (f && typeof f.value === 'number' ? f.value : undefined);

/** Met when the record's list at `field` names any of `wanted`; unknown otherwise (with the list, if any). */
const listNames =
  (field: string, wanted: readonly string[]): Rule =>
  (c) => {
    const f = used(c, field);
    if (!f) return UNKNOWN;
    return out(asList(f).some((x) => wanted.includes(x as string)) ? 'met' : 'unknown', f);
  };

/** Met when the number at `field` is at least `min`; `belowIs` says what a smaller number means. */
const atLeast =
  (field: string, min: number, belowIs: CriterionStatus): Rule =>
  (c) => {
    const f = used(c, field);
    const n = asNumber(f);
    if (n === undefined) return UNKNOWN;
    return out(n >= min ? 'met' : belowIs, f);
  };

/** Met when the boolean at `field` equals `metWhen`, not met on the other value. */
const flag =
  (field: string, metWhen: boolean): Rule =>
  (c) => {
    const f = used(c, field);
    if (!f || typeof f.value !== 'boolean') return UNKNOWN;
    return out(f.value === metWhen ? 'met' : 'not-met', f);
  };

const availabilityFact = (a: AvailabilityFact): UsedFact => ({
  field: 'availability',
  value: a.reason ? { country: a.country, status: a.status, reason: a.reason } : { country: a.country, status: a.status },
  provenance: a.provenance,
});

/**
 * A licence a criterion read: one entry of the record's `licences`, each with its own provenance. The value
 * leaves out the register's ids and address (the partner page shows those).
 */
const licenceFact = (l: LicenceFact): UsedFact => ({
  field: 'licences',
  value: { regulator: l.regulator, regulatorCountry: l.regulatorCountry, type: l.type, status: l.status, covers: l.covers },
  provenance: l.provenance,
});
/** The licences that let the exchange serve customers now (authorised or registered). */
const activeLicences = (c: Candidate): UsedFact[] => (c.licences ?? []).filter(isActiveLicence).map(licenceFact);

/** The UK, Switzerland and the European Economic Area. */
export const EUROPE: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'GB',
  'CH',
];

const availableIn =
  (countries: readonly string[]): Rule =>
  (c) => {
    const entries = (c.availability ?? []).filter((a) => countries.includes(a.country));
    const yes = entries.filter((a) => a.status === 'available');
    if (yes.length > 0) return out('met', ...yes.map(availabilityFact));
    const no = entries.filter((a) => a.status === 'not-available');
    if (no.length > 0 && no.length === countries.length) return out('not-met', ...no.map(availabilityFact));
    return out('unknown', ...no.map(availabilityFact));
  };

// ---- exchanges -------------------------------------------------------------------------------------

const headlineFee: Rule = (c, ctx) => {
  const live = ctx.liveCosts?.get(partnerKey(c.type, c.id));
  if (live) {
    const f: UsedFact = { field: 'live.costToBuy', value: { percent: live.percent }, provenance: live.provenance };
    return out(live.percent <= LIMITS.liveCostPercent ? 'met' : 'not-met', f);
  }
  const trading = used(c, 'fees.trading');
  const tiers = trading && (trading.value as { tiers?: { taker: number }[] }).tiers;
  const first = tiers?.[0];
  if (trading && first) return out(first.taker <= LIMITS.takerFeePercent ? 'met' : 'not-met', trading);
  const pool = used(c, 'facts.poolFee');
  if (pool) {
    const { min, max } = pool.value as { min: number; max: number };
    if (max <= LIMITS.takerFeePercent) return out('met', pool);
    if (min > LIMITS.takerFeePercent) return out('not-met', pool);
    return out('unknown', pool); // it depends on the pool the swap goes through
  }
  return UNKNOWN;
};

const security: Rule = (c) => {
  const incidents = used(c, 'facts.incidents');
  const open = (asList(incidents) as Incident[]).filter((i) => !i.clientsMadeWhole);
  if (open.length > 0) return out('not-met', incidents);
  const features = used(c, 'facts.features');
  const licences = activeLicences(c);
  const reserves = asList(features).includes('proofOfReserves');
  if (reserves || licences.length > 0) return out('met', reserves ? features : undefined, ...licences, incidents);
  return out('unknown', incidents);
};

/**
 * Met on a licence or registration in force, or a New York trust charter. Never "not met": the licence list
 * says what we recorded (each entry with its source), so a list without one is not proof that none is held.
 */
const regulation: Rule = (c) => {
  const licences = activeLicences(c);
  if (licences.length > 0) return out('met', ...licences);
  const features = used(c, 'facts.features');
  if (asList(features).includes('nyTrustCompany')) return out('met', features);
  return UNKNOWN;
};

const isDex = (c: Candidate) => c.facts.category?.value === 'decentralized';

const beginner: Rule = (c) => {
  const kind = used(c, 'category');
  if (isDex(c)) return out('not-met', kind);
  const fiat = used(c, 'facts.fiat');
  if (kind?.value === 'centralized' && asList(fiat).length > 0) return out('met', kind, fiat);
  return out('unknown', kind);
};

const deposits: Rule = (c, ctx) => {
  const kind = used(c, 'category');
  if (isDex(c)) return out('not-met', kind);
  const fiat = used(c, 'facts.fiat');
  if (!fiat) return UNKNOWN;
  const currencies = asList(fiat);
  const own = currencyOf(ctx.country);
  if (own) return out(currencies.includes(own) ? 'met' : 'unknown', fiat);
  return out(currencies.length > 0 ? 'met' : 'not-met', fiat);
};

const mobile: Rule = (c) => {
  const platforms = used(c, 'facts.platforms');
  if (!platforms) return UNKNOWN;
  return out(asList(platforms).some((p) => p === 'ios' || p === 'android') ? 'met' : 'not-met', platforms);
};

// ---- wallets ---------------------------------------------------------------------------------------

const walletKind = (c: Candidate) => c.facts.category?.value;

const offlineKeys: Rule = (c) => {
  const kind = used(c, 'category');
  if (!kind) return UNKNOWN;
  return out(kind.value === 'hardware' ? 'met' : 'not-met', kind);
};

const openSource: Rule = (c) => {
  const f = used(c, 'facts.openSource');
  if (!f) return UNKNOWN;
  return out(f.value === 'yes' ? 'met' : 'not-met', f);
};

const coinSupport: Rule = (c) => {
  const chains = used(c, 'facts.chains');
  const more = used(c, 'facts.moreChains');
  if (more?.value === true) return out('met', chains, more);
  const list = asList(chains);
  if (['bitcoin', 'evm', 'solana'].every((x) => list.includes(x))) return out('met', chains, more);
  if (chains && more?.value === false) return out('not-met', chains, more);
  return out('unknown', chains, more);
};

const mobileAccess: Rule = (c) => {
  const platforms = used(c, 'facts.platforms');
  const connectivity = used(c, 'facts.connectivity');
  if (asList(platforms).some((p) => p === 'ios' || p === 'android')) return out('met', platforms);
  if (asList(connectivity).some((p) => p === 'bluetooth' || p === 'nfc' || p === 'qr')) return out('met', connectivity);
  if (platforms || connectivity) return out('not-met', platforms, connectivity);
  return UNKNOWN;
};

const backups: Rule = (c) => {
  const f = used(c, 'facts.backup');
  if (!f) return UNKNOWN;
  return out(asList(f).some((b) => b !== 'seed-phrase') ? 'met' : 'not-met', f);
};

const defiWeb3: Rule = (c) => {
  const chains = used(c, 'facts.chains');
  if (!chains) return UNKNOWN;
  const list = asList(chains);
  if (list.includes('evm') || list.includes('solana')) return out('met', chains);
  return out('unknown', chains, used(c, 'facts.moreChains'));
};

const freeWallet: Rule = (c) => {
  const kind = used(c, 'category');
  if (walletKind(c) === 'software') return out('met', kind);
  if (walletKind(c) === 'hardware') return out('not-met', kind, used(c, 'facts.priceBand'));
  return UNKNOWN;
};

// ---- apps and cards --------------------------------------------------------------------------------

const freeApp: Rule = (c) => {
  const f = used(c, 'facts.pricing');
  if (!f) return UNKNOWN;
  return out(f.value === 'free' || f.value === 'freemium' ? 'met' : 'not-met', f);
};

const welcomeOffer: Rule = (c) => {
  const f = used(c, 'offers.0');
  return f ? out('met', f) : UNKNOWN;
};

const capability = (wanted: string) => listNames('facts.capabilities', [wanted]);

/** The rule of each priority of each category. */
export const CRITERIA: { readonly [C in RecCategory]: Readonly<Record<string, Rule>> } = {
  exchanges: {
    'low-fees': headlineFee,
    'high-liquidity': atLeast('facts.spotVolume24hUsd', LIMITS.spotVolumeUsd, 'not-met'),
    'best-security': security,
    'regulatory-compliance': regulation,
    // "at least N coins" below the limit does not say the exchange has fewer: unknown
    'altcoin-support': atLeast('facts.coinsAtLeast', LIMITS.coins, 'unknown'),
    'advanced-features': listNames('facts.features', ['futures', 'options', 'margin', 'tradingBots', 'copyTrading', 'limitOrders']),
    'beginner-friendly': beginner,
    'fiat-deposits': deposits,
    'staking-rewards': listNames('facts.features', ['staking', 'earn']),
    derivatives: listNames('facts.features', ['futures', 'options']),
    'proof-of-reserves': listNames('facts.features', ['proofOfReserves']),
    'mobile-app': mobile,
  },
  'trading-bots': {
    'ease-of-use': capability('templates'),
    'strategy-variety': (c) => {
      const f = used(c, 'facts.botTypes');
      if (!f) return UNKNOWN;
      return out(asList(f).length >= LIMITS.botTypes ? 'met' : 'unknown', f);
    },
    backtesting: capability('backtesting'),
    'exchange-support': atLeast('facts.exchangeCount', LIMITS.exchanges, 'not-met'),
    'free-to-start': capability('free-plan'),
    'strategy-marketplace': capability('marketplace'),
    'paper-trading': capability('paper-trading'),
    'signal-automation': capability('signal-automation'),
  },
  'payment-cards': {
    'high-cashback': atLeast('facts.cashbackUpToPercent', LIMITS.cashbackPercent, 'not-met'),
    'crypto-rewards': capability('crypto-rewards'),
    'no-staking-needed': flag('facts.stakingRequired', false),
    'welcome-bonus': welcomeOffer,
    'premium-perks': capability('premium-plans'),
    'self-custody': capability('self-custody'),
    'europe-availability': availableIn(EUROPE),
    'us-availability': availableIn(['US']),
  },
  wallets: {
    'offline-keys': offlineKeys,
    'open-source': openSource,
    'ease-of-use': flag('facts.easeOfUse', true),
    'coin-support': coinSupport,
    'mobile-access': mobileAccess,
    'backup-options': backups,
    'defi-web3': defiWeb3,
    'free-to-use': freeWallet,
  },
  tools: {
    'on-chain-data': capability('on-chain-data'),
    charting: capability('charting'),
    'derivatives-data': capability('derivatives-data'),
    'defi-analytics': capability('defi-analytics'),
    'tax-reporting': capability('tax-reports'),
    'portfolio-tracking': capability('portfolio-tracking'),
    'free-plan': capability('free-plan'),
    'wallet-intelligence': capability('wallet-labels'),
  },
  apps: {
    'beginner-friendly': capability('simple-mode'),
    'buy-and-sell': capability('buy-sell'),
    'price-alerts': capability('price-alerts'),
    'portfolio-tracking': capability('portfolio-tracking'),
    'advanced-charts': capability('advanced-charts'),
    'self-custody': capability('self-custody'),
    'defi-access': capability('defi'),
    'free-to-use': freeApp,
  },
};

/** Evaluates one priority of the candidate's category; a priority the category does not offer is unknown. */
export function evaluateCriterion(c: Candidate, priority: string, ctx: EvalContext): CriterionOutcome {
  const rule = CRITERIA[c.category][priority];
  return rule ? rule(c, ctx) : UNKNOWN;
}
