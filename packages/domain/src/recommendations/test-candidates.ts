import type { AvailabilityFact } from '../availability/availability.js';
import type { LicenceFact } from '../payments/methods.js';
import type { PartnerType } from '../partners/partner.js';
import { CATALOGUE, type Provenance } from '../provenance/provenance.js';
import { CATEGORY_TYPE, type Candidate, type CandidateFact, type RecCategory } from './catalogue.js';

/**
 * Candidates for the rule tests: a fixed set owned by the tests (not the site's content, which editors
 * change), so the expected rankings below can be worked out by hand from the facts written here.
 */
export const CHECKED: Provenance = { kind: 'checked', source: 'https://example.com/fees', checked: '2026-10-01' };

/** A fact from our catalogue (the default) or with the provenance given. */
export const f = (value: unknown, provenance: Provenance = CATALOGUE): CandidateFact => ({ value, provenance });

export function cand(
  category: RecCategory,
  id: string,
  facts: Record<string, CandidateFact>,
  more: { rating?: number; availability?: AvailabilityFact[]; licences?: LicenceFact[]; name?: string; type?: PartnerType } = {},
): Candidate {
  return {
    category,
    type: more.type ?? CATEGORY_TYPE[category],
    id,
    name: more.name ?? id.replace(/(^|-)(\w)/g, (_m, dash: string, ch: string) => `${dash ? ' ' : ''}${ch.toUpperCase()}`),
    ...(more.rating !== undefined ? { rating: more.rating } : {}),
    ...(more.availability ? { availability: more.availability } : {}),
    ...(more.licences ? { licences: more.licences } : {}),
    facts,
  };
}

const tiers = (taker: number, maker = taker) => ({ tiers: [{ fromUsd: 0, maker, taker }], coversUpToUsd: null });
export const notIn = (country: string): AvailabilityFact => ({
  country,
  status: 'not-available',
  reason: 'licence-missing',
  provenance: CATALOGUE,
});
export const availableIn = (country: string): AvailabilityFact => ({ country, status: 'available', provenance: CATALOGUE });
/** A licence entry of an exchange's record (BaFin's crypto custody licence by default). */
export const licence = (more: Partial<LicenceFact> = {}): LicenceFact => ({
  regulator: 'BaFin',
  regulatorCountry: 'DE',
  type: 'crypto-custody',
  status: 'authorised',
  covers: ['DE'],
  provenance: CATALOGUE,
  ...more,
});

export const TEST_CANDIDATES: readonly Candidate[] = [
  // Exchanges
  cand(
    'exchanges',
    'binance',
    {
      category: f('centralized'),
      'fees.trading': f(tiers(0.1)),
      'facts.coinsAtLeast': f(350),
      'facts.features': f(['futures', 'earn', 'tradingBots', 'proofOfReserves']),
      'facts.platforms': { ...f(['ios', 'android', 'web']), from: { type: 'app', id: 'binance' } },
    },
    { rating: 4.5, availability: [notIn('US')] },
  ),
  cand(
    'exchanges',
    'coinbase',
    {
      category: f('centralized'),
      'facts.coinsAtLeast': f(200),
      'facts.fiat': f(['USD', 'EUR', 'GBP']),
      'facts.features': f(['publicCompany', 'staking']),
      'facts.platforms': { ...f(['ios', 'android', 'web']), from: { type: 'app', id: 'coinbase' } },
    },
    { rating: 4.6, availability: [availableIn('US')] },
  ),
  cand(
    'exchanges',
    'kraken',
    {
      category: f('centralized'),
      'fees.trading': f(tiers(0.4, 0.25)),
      'facts.coinsAtLeast': f(200),
      'facts.fiat': f(['USD', 'EUR', 'GBP', 'CAD']),
      'facts.features': f(['futures', 'margin', 'staking', 'proofOfReserves']),
    },
    { rating: 4.6 },
  ),
  cand(
    'exchanges',
    'okx',
    {
      category: f('centralized'),
      'fees.trading': f(tiers(0.1, 0.08), CHECKED),
      'facts.coinsAtLeast': f(250),
      'facts.features': f(['futures', 'options', 'tradingBots', 'proofOfReserves']),
    },
    { rating: 4.4 },
  ),
  cand('exchanges', 'uniswap', {
    category: f('decentralized'),
    'facts.poolFee': f({ min: 0.01, max: 1 }),
    'facts.features': f(['concentratedLiquidity', 'multiChain']),
  }),
  cand('exchanges', 'jupiter', { category: f('decentralized'), 'facts.features': f(['aggregator', 'limitOrders', 'dca']) }),
  cand(
    'exchanges',
    'mercado-bitcoin',
    { category: f('centralized'), 'facts.fiat': f(['BRL']), 'facts.features': f([]) },
    { availability: [availableIn('BR')] },
  ),
  // Trading bots
  cand(
    'trading-bots',
    'cryptohopper',
    {
      'facts.capabilities': f(['templates', 'backtesting', 'paper-trading', 'marketplace', 'free-plan']),
      'facts.botTypes': f(['rules']),
    },
    { rating: 4.6 },
  ),
  cand(
    'trading-bots',
    'pionex',
    { 'facts.capabilities': f(['free-plan']), 'facts.botTypes': f(['grid', 'infinity-grid', 'dca', 'rebalancing', 'arbitrage']) },
    { rating: 4.5 },
  ),
  cand(
    'trading-bots',
    'cornix',
    { 'facts.capabilities': f(['signal-automation']), 'facts.botTypes': f(['signal', 'dca', 'grid']) },
    { rating: 4.2 },
  ),
  cand('trading-bots', 'coinrule', {}, { rating: 4.3 }),
  // Payment cards
  cand(
    'payment-cards',
    'coinbase-card',
    {
      'facts.cashbackUpToPercent': f(4),
      'facts.capabilities': f(['crypto-rewards']),
      'offers.0': f({ id: 'referral', text: '$10 in Bitcoin after sign-up' }),
    },
    { rating: 4.0, availability: [availableIn('US')] },
  ),
  cand('payment-cards', 'gnosis-pay', { 'facts.capabilities': f(['self-custody']) }, { rating: 4.3 }),
  cand(
    'payment-cards',
    'bybit-card',
    { 'offers.0': f({ id: 'referral', text: 'Up to $30,050 in welcome rewards' }) },
    { availability: [notIn('US')] },
  ),
  // Wallets (not a rated kind: no rating)
  cand('wallets', 'trezor-safe-5', {
    category: f('hardware'),
    'facts.openSource': f('yes'),
    'facts.chains': f(['bitcoin', 'evm']),
    'facts.moreChains': f(true),
    'facts.connectivity': f(['usb-c']),
    'facts.priceBand': f('premium'),
  }),
  cand('wallets', 'ledger-nano-x', {
    category: f('hardware'),
    'facts.openSource': f('partial'),
    'facts.chains': f(['bitcoin', 'evm', 'solana']),
    'facts.moreChains': f(true),
    'facts.connectivity': f(['usb-c', 'bluetooth']),
  }),
  cand('wallets', 'electrum', {
    category: f('software'),
    'facts.openSource': f('yes'),
    'facts.chains': f(['bitcoin']),
    'facts.moreChains': f(false),
    'facts.platforms': f(['windows', 'macos', 'linux', 'android']),
  }),
  // Tools
  cand('tools', 'trading-view', { 'facts.capabilities': f(['charting', 'free-plan']) }, { rating: 4.7 }),
  cand('tools', 'glassnode', { 'facts.capabilities': f(['on-chain-data', 'free-plan']) }, { rating: 4.5 }),
  cand('tools', 'nansen', { 'facts.capabilities': f(['on-chain-data', 'wallet-labels']) }, { rating: 4.5 }),
  cand('tools', 'messari', {}),
  // Apps
  cand(
    'apps',
    'coinbase',
    { 'facts.capabilities': f(['simple-mode', 'buy-sell', 'advanced-charts']), 'facts.pricing': f('fees') },
    { rating: 4.6 },
  ),
  cand(
    'apps',
    'coingecko',
    { 'facts.capabilities': f(['portfolio-tracking', 'price-alerts']), 'facts.pricing': f('freemium') },
    { rating: 4.6 },
  ),
  cand('apps', 'zerion', { 'facts.capabilities': f(['portfolio-tracking']), 'facts.pricing': f('free') }, { rating: 4.5 }),
];
