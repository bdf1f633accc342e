/**
 * The vocabularies of the optional facts a partner record may carry for the recommendation criteria
 * (validated by the content schema, read by criteria.ts). Each such fact is a value with its provenance,
 * like every other fact of a record; a record without it leaves the criterion that reads it "unknown".
 */

/** What a trading bot's record may list that it offers. */
export const BOT_CAPABILITIES = ['templates', 'backtesting', 'paper-trading', 'marketplace', 'signal-automation', 'free-plan'] as const;
/** The kinds of bot a trading bot's record may list. */
export const BOT_TYPES = ['grid', 'infinity-grid', 'dca', 'signal', 'combo', 'arbitrage', 'rebalancing', 'rules'] as const;
/** What a tool's record may list that it offers. */
export const TOOL_CAPABILITIES = [
  'on-chain-data',
  'charting',
  'derivatives-data',
  'defi-analytics',
  'tax-reports',
  'portfolio-tracking',
  'free-plan',
  'wallet-labels',
] as const;
/** What an app's record may list that it offers. */
export const APP_CAPABILITIES = [
  'simple-mode',
  'buy-sell',
  'price-alerts',
  'portfolio-tracking',
  'advanced-charts',
  'self-custody',
  'defi',
] as const;
/** What a payment card's record may list that it offers. */
export const CARD_CAPABILITIES = ['crypto-rewards', 'premium-plans', 'self-custody'] as const;
/** The ways of backing up a wallet its record may list. */
export const WALLET_BACKUPS = ['seed-phrase', 'passphrase', 'multi-share', 'cloud', 'mpc-shares'] as const;

/** A known security incident of an exchange: the year, and whether clients were made whole. */
export type Incident = Readonly<{ year: number; clientsMadeWhole: boolean }>;
