import type { Candidate, RecCategory } from './catalogue.js';
import type { PartnerType } from '../partners/partner.js';

/**
 * Candidates for the rule tests: a fixed set owned by the tests (not the site's content, which editors
 * change), so the expected rankings below can be worked out by hand.
 */
const c = (category: RecCategory, type: PartnerType, id: string, rating: number, fit: Record<string, number>): Candidate => ({
  category,
  type,
  id,
  rating,
  fit,
});

export const TEST_CANDIDATES: readonly Candidate[] = [
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

