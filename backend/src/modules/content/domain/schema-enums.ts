// The content schemas' closed lists of values: languages, card colours and icons, kinds and categories, rating criteria, folders.
import { PARTNER_STATUSES, PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import { ratingCriteria } from '@coinatlas/domain/ratings/weights';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

export const CONTENT_LANGUAGES = SITE_LANGUAGES;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const isContentLanguage = (v: string): v is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(v);

/** Badge colours of the catalogue cards; the client maps each to an AA-contrast class pair. */
export const TAG_COLORS = ['blue', 'green', 'purple', 'amber', 'red', 'teal', 'slate'] as const;
/** Icons of the catalogue cards (lucide icon names). */
export const LISTING_ICONS = [
  'bot',
  'workflow',
  'scale',
  'blocks',
  'layers',
  'grid',
  'gauge',
  'send',
  'credit-card',
  'wallet',
  'landmark',
  'chart-candlestick',
  'bar-chart',
  'activity',
  'shield',
  'key',
  'search',
  'book-open',
  'receipt',
  'pie-chart',
  'coins',
  'table',
  'database',
  'flame',
  'line-chart',
] as const;
/**
 * The statuses of the shared domain (see PARTNER_STATUSES there for what each means). Every status but
 * 'active' needs a status note in the partner's text.
 */
export const SERVICE_STATUSES = PARTNER_STATUSES;

export const EXCHANGE_KINDS = ['centralized', 'decentralized'] as const;
export const KYC_POLICIES = ['required', 'none'] as const;
export const EXCHANGE_FEATURES = [
  'futures',
  'options',
  'margin',
  'marginFunding',
  'staking',
  'earn',
  'p2p',
  'launchpad',
  'tradingBots',
  'copyTrading',
  'proofOfReserves',
  'web3Wallet',
  'card',
  'creditCard',
  'publicCompany',
  'nyTrustCompany',
  'usOnly',
  'stocksEtfs',
  'metals',
  'savingsPlans',
  'cardPurchases',
  'concentratedLiquidity',
  'multiChain',
  'hooks',
  'weightedPools',
  'aggregator',
  'limitOrders',
  'dca',
  'crossChain',
  'ibc',
  'mevProtection',
  'batchAuctions',
  'voteEscrow',
  'p2pFiat',
  'desktopApp',
  'tor',
] as const;
export const BOT_CATEGORIES = ['full-suite', 'custom-bots', 'exchange-integrated', 'signal-based'] as const;
export const CARD_NETWORKS = ['visa', 'mastercard', 'amex'] as const;
export const TOOL_CATEGORIES = [
  'analytics',
  'market-data',
  'security',
  'trading',
  'research',
  'taxes',
  'portfolio',
  'defi',
  'tools',
] as const;
export const APP_CATEGORIES = ['Trading', 'DeFi', 'Portfolio', 'News', 'Gaming', 'Staking', 'Calculator', 'NFT'] as const;
export const APP_PLATFORMS = ['ios', 'android', 'web', 'extension', 'windows', 'macos', 'linux'] as const;
export const APP_PRICING = ['free', 'freemium', 'fees'] as const;
export const WALLET_TYPES = ['hardware', 'software'] as const;
export const WALLET_CHAINS = ['bitcoin', 'evm', 'solana'] as const;
export const OPEN_SOURCE_LEVELS = ['yes', 'partial', 'no'] as const;
export const CONNECTIVITY = ['usb-c', 'micro-usb', 'bluetooth', 'nfc', 'qr', 'microsd'] as const;
export const PRICE_BANDS = ['entry', 'mid', 'premium'] as const;

/** The home page's trending tools: filter chips and (lucide) icons. */
export const TRENDING_CATEGORIES = ['analysis', 'trading', 'portfolio', 'tax'] as const;
export const TRENDING_ICONS = [
  'activity',
  'bot',
  'chart-candlestick',
  'chart-no-axes-combined',
  'chart-pie',
  'rabbit',
  'receipt',
  'telescope',
] as const;

/**
 * The sub-scores of a rating breakdown, by partner type, in the order the review page shows them: the
 * criteria of the shared rating weights (`@coinatlas/domain/ratings/weights`), which also make the overall.
 */
export const RATING_CRITERIA: Partial<Record<PartnerType, readonly string[]>> = Object.fromEntries(
  PARTNER_TYPES.flatMap((type) => {
    const criteria = ratingCriteria(type);
    return criteria ? [[type, criteria]] : [];
  }),
);

export const CONCEPT_CATEGORIES = ['core-technology', 'applications', 'economics', 'security'] as const;
export const COMPLEXITIES = ['beginner', 'intermediate', 'advanced'] as const;
export const SECTION_TYPES = ['text', 'code', 'warning', 'tip'] as const;
export const ANALYSIS_CATEGORIES = [
  'charting',
  'market-data',
  'on-chain',
  'research',
  'defi',
  'derivatives',
  'financial-metrics',
  'dex-data',
] as const;
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const PRICING_MODELS = ['free', 'freemium', 'free-paid-api'] as const;

/** Folder of each partner type under backend/content/partners/ and reviews/. */
export const PARTNER_FOLDERS: Record<PartnerType, string> = {
  exchange: 'exchanges',
  trading_bot: 'trading-bots',
  payment_card: 'payment-cards',
  tool: 'tools',
  app: 'apps',
  wallet: 'wallets',
};
