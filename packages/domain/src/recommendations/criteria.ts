import { partnerKey } from '../availability/availability.js';
import { currencyOf } from '../region/currency.js';
import type { Candidate, RecCategory } from './catalogue.js';
import type { Incident } from './facts.js';
import {
  activeLicences,
  asList,
  atLeast,
  availableIn,
  flag,
  listNames,
  out,
  UNKNOWN,
  used,
  type CriterionOutcome,
  type CriterionStatus,
  type EvalContext,
  type Rule,
  type UsedFact,
} from './criteria-rules.js';
import { backups, coinSupport, defiWeb3, freeWallet, mobileAccess, offlineKeys, openSource } from './wallet-criteria.js';

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

export type { CriterionOutcome, CriterionStatus, EvalContext, LiveCost, UsedFact } from './criteria-rules.js';
export const CRITERION_STATUSES: readonly CriterionStatus[] = ['met', 'not-met', 'unknown'];

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
