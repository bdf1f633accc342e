import type { PartnerType } from '../partners/partner.js';

/**
 * The categories and priorities shared by the recommendation wizard and the advisor, and the candidates
 * each category recommends. Facts and numbers live here; every text (labels, descriptions, why-lists,
 * benefits, offers) lives in the client's `recommendations` locale files, keyed by these ids.
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

/** The spec's range for the match score of a recommendation record and for ratings. */
export const RECORD_MATCH_SCORE = { min: 88, max: 99 } as const;
export const RECORD_RATING = { min: 4.2, max: 4.8 } as const;

/**
 * One service we recommend in a category. `fit` lists the priorities it is strong on, each with the match
 * score of its recommendation record (88-99); `rating` is our editorial rating out of 5 (4.2-4.8).
 */
export type Candidate = Readonly<{
  category: RecCategory;
  /** The partner's id in the registry; the tracked link is /go/{type}/{id}. */
  id: string;
  type: PartnerType;
  rating: number;
  fit: Readonly<Partial<Record<string, number>>>;
}>;

const c = (category: RecCategory, type: PartnerType, id: string, rating: number, fit: Record<string, number>): Candidate => ({
  category,
  type,
  id,
  rating,
  fit,
});

export const CANDIDATES: readonly Candidate[] = [
  // Exchanges
  c('exchanges', 'exchange', 'binance', 4.7, {
    'high-liquidity': 98,
    'low-fees': 96,
    'altcoin-support': 95,
    derivatives: 95,
    'advanced-features': 94,
    'staking-rewards': 92,
    'proof-of-reserves': 92,
    'mobile-app': 90,
  }),
  c('exchanges', 'exchange', 'coinbase', 4.6, {
    'beginner-friendly': 97,
    'regulatory-compliance': 97,
    'mobile-app': 95,
    'fiat-deposits': 94,
    'best-security': 93,
    'staking-rewards': 89,
  }),
  c('exchanges', 'exchange', 'kraken', 4.6, {
    'best-security': 96,
    'proof-of-reserves': 95,
    'fiat-deposits': 95,
    'regulatory-compliance': 94,
    'advanced-features': 90,
  }),
  c('exchanges', 'exchange', 'okx', 4.5, {
    derivatives: 96,
    'advanced-features': 95,
    'proof-of-reserves': 94,
    'altcoin-support': 93,
    'low-fees': 92,
    'high-liquidity': 91,
  }),
  // Trading bots
  c('trading-bots', 'trading_bot', 'cryptohopper', 4.6, {
    'strategy-marketplace': 96,
    backtesting: 94,
    'paper-trading': 93,
    'ease-of-use': 90,
  }),
  c('trading-bots', 'trading_bot', '3commas', 4.5, {
    'strategy-variety': 95,
    'exchange-support': 94,
    'paper-trading': 92,
    'signal-automation': 90,
  }),
  c('trading-bots', 'trading_bot', 'pionex', 4.5, { 'free-to-start': 97, 'ease-of-use': 95, 'strategy-variety': 90 }),
  c('trading-bots', 'trading_bot', 'bitsgap', 4.4, {
    'strategy-variety': 92,
    'exchange-support': 92,
    backtesting: 90,
    'free-to-start': 88,
  }),
  c('trading-bots', 'trading_bot', 'coinrule', 4.3, { 'ease-of-use': 94, 'paper-trading': 90, 'strategy-marketplace': 89 }),
  c('trading-bots', 'trading_bot', 'cornix', 4.2, { 'signal-automation': 97, 'exchange-support': 88 }),
  // Payment cards
  c('payment-cards', 'payment_card', 'crypto-com', 4.4, {
    'welcome-bonus': 94,
    'high-cashback': 93,
    'crypto-rewards': 92,
    'us-availability': 90,
  }),
  c('payment-cards', 'payment_card', 'revolut-card', 4.5, {
    'europe-availability': 96,
    'premium-perks': 94,
    'welcome-bonus': 92,
    'no-staking-needed': 88,
  }),
  c('payment-cards', 'payment_card', 'coinbase-card', 4.3, {
    'us-availability': 95,
    'no-staking-needed': 93,
    'crypto-rewards': 90,
    'welcome-bonus': 89,
  }),
  c('payment-cards', 'payment_card', 'nexo-card', 4.4, { 'europe-availability': 93, 'welcome-bonus': 90, 'crypto-rewards': 88 }),
  c('payment-cards', 'payment_card', 'binance-card', 4.3, { 'high-cashback': 92, 'crypto-rewards': 91, 'welcome-bonus': 88 }),
  c('payment-cards', 'payment_card', 'plutus-card', 4.2, {
    'europe-availability': 92,
    'high-cashback': 90,
    'premium-perks': 90,
    'crypto-rewards': 89,
    'welcome-bonus': 88,
  }),
  c('payment-cards', 'payment_card', 'gnosis-pay', 4.3, { 'self-custody': 98, 'no-staking-needed': 92, 'europe-availability': 90 }),
  // Wallets
  c('wallets', 'tool', 'trezor', 4.7, { 'open-source': 98, 'offline-keys': 97, 'backup-options': 93, 'ease-of-use': 91 }),
  c('wallets', 'tool', 'ledger', 4.6, { 'offline-keys': 96, 'coin-support': 96, 'mobile-access': 95, 'defi-web3': 90 }),
  c('wallets', 'tool', 'zerion', 4.4, { 'defi-web3': 96, 'free-to-use': 95, 'ease-of-use': 93, 'mobile-access': 92 }),
  // Tools
  c('tools', 'tool', 'trading-view', 4.8, { charting: 99, 'free-plan': 94 }),
  c('tools', 'tool', 'glassnode', 4.7, { 'on-chain-data': 98 }),
  c('tools', 'tool', 'coinglass', 4.6, { 'derivatives-data': 97, 'free-plan': 91 }),
  c('tools', 'tool', 'defillama', 4.6, { 'defi-analytics': 98, 'free-plan': 97 }),
  c('tools', 'tool', 'nansen', 4.5, { 'wallet-intelligence': 97, 'on-chain-data': 92 }),
  c('tools', 'tool', 'crypto-quant', 4.5, { 'on-chain-data': 94, 'derivatives-data': 90 }),
  c('tools', 'tool', 'cointracker', 4.4, { 'tax-reporting': 95, 'portfolio-tracking': 94 }),
  c('tools', 'tool', 'crypto-tax-calculator', 4.4, { 'tax-reporting': 94 }),
  c('tools', 'tool', 'debank', 4.3, { 'portfolio-tracking': 93, 'defi-analytics': 90, 'free-plan': 90 }),
  // Apps
  c('apps', 'tool', 'trading-view', 4.7, { 'advanced-charts': 98, 'price-alerts': 95, 'free-to-use': 88 }),
  c('apps', 'exchange', 'coinbase', 4.6, { 'beginner-friendly': 96, 'buy-and-sell': 96, 'price-alerts': 90 }),
  c('apps', 'tool', 'coingecko', 4.6, { 'free-to-use': 96, 'portfolio-tracking': 92, 'price-alerts': 90 }),
  c('apps', 'tool', 'coinmarketcap', 4.5, { 'free-to-use': 95, 'portfolio-tracking': 91, 'price-alerts': 89 }),
  c('apps', 'tool', 'zerion', 4.4, { 'self-custody': 96, 'defi-access': 95, 'portfolio-tracking': 93 }),
];

/**
 * Partners with an exclusive offer through our link (texts in the locale files under offers.{type}.{id}).
 * Only the offers our catalogue lists (catalogue spec, section 9).
 */
export const OFFERS: ReadonlySet<string> = new Set([
  'trading_bot/3commas',
  'trading_bot/cryptohopper',
  'payment_card/crypto-com',
  'payment_card/binance-card',
  'payment_card/coinbase-card',
  'payment_card/revolut-card',
  'payment_card/nexo-card',
  'payment_card/plutus-card',
  'tool/trezor',
  'tool/ledger',
  'tool/trading-view',
  'tool/glassnode',
  'tool/nansen',
  'tool/crypto-quant',
  'tool/crypto-tax-calculator',
  'tool/cointracker',
  'tool/zerion',
]);

export const hasOffer = (cand: Pick<Candidate, 'type' | 'id'>) => OFFERS.has(`${cand.type}/${cand.id}`);

export const isCategory = (v: unknown): v is RecCategory => (REC_CATEGORIES as readonly unknown[]).includes(v);

export const candidatesOf = (category: RecCategory): Candidate[] => CANDIDATES.filter((x) => x.category === category);

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
export const distinctServices = (list: readonly Candidate[] = CANDIDATES) => new Set(list.map((x) => `${x.type}/${x.id}`)).size;
