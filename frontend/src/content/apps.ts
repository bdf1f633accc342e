import { APP_PARTNERS } from '@coinatlas/domain/partners/apps';
import type { Partner } from '@coinatlas/domain/partners/partner';

/**
 * The /apps directory: facts only (category, our rating, platforms, pricing kind). Name and official URL
 * come from the partner registry; descriptions, features, pros, cons and fee notes are prose in the
 * `apps` locale namespace under items.{id}.
 */
export const APPS_LAST_UPDATED = '2026-11-22';

/** Spec categories, in the order the filters show them. */
export const APP_CATEGORIES = ['Trading', 'DeFi', 'Portfolio', 'News', 'Gaming', 'Staking', 'Calculator', 'NFT'] as const;
export type AppCategory = (typeof APP_CATEGORIES)[number];

export const APP_PLATFORMS = ['ios', 'android', 'web', 'extension', 'windows', 'macos', 'linux'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** 'fees' means the price is a fee note (prose at items.{id}.price). */
export const APP_PRICING = ['free', 'freemium', 'fees'] as const;
export type AppPricing = (typeof APP_PRICING)[number];

/** Our editorial rating range (spec: 4.0-4.7); these are CoinAtlas scores, not app-store numbers. */
export const APP_RATING_MIN = 4.0;
export const APP_RATING_MAX = 4.7;

export type AppListing = Readonly<{
  id: string;
  category: AppCategory;
  rating: number;
  platforms: readonly AppPlatform[];
  pricing: AppPricing;
}>;

export type App = AppListing & Readonly<{ name: string; officialUrl: string }>;

const MOBILE: readonly AppPlatform[] = ['ios', 'android'];

const LISTINGS: readonly AppListing[] = [
  { id: 'binance', category: 'Trading', rating: 4.5, platforms: [...MOBILE, 'web', 'windows', 'macos', 'linux'], pricing: 'fees' },
  { id: 'coinbase', category: 'Trading', rating: 4.6, platforms: [...MOBILE, 'web'], pricing: 'fees' },
  { id: 'kraken', category: 'Trading', rating: 4.6, platforms: [...MOBILE, 'web'], pricing: 'fees' },
  { id: 'crypto-com', category: 'Trading', rating: 4.3, platforms: MOBILE, pricing: 'fees' },
  { id: 'okx', category: 'Trading', rating: 4.4, platforms: [...MOBILE, 'web'], pricing: 'fees' },
  { id: 'bybit', category: 'Trading', rating: 4.2, platforms: [...MOBILE, 'web'], pricing: 'fees' },

  { id: 'metamask', category: 'DeFi', rating: 4.5, platforms: ['extension', ...MOBILE], pricing: 'fees' },
  { id: 'trust-wallet', category: 'DeFi', rating: 4.3, platforms: [...MOBILE, 'extension'], pricing: 'free' },
  { id: 'phantom', category: 'DeFi', rating: 4.7, platforms: [...MOBILE, 'extension'], pricing: 'fees' },
  { id: 'uniswap', category: 'DeFi', rating: 4.5, platforms: ['web', ...MOBILE, 'extension'], pricing: 'fees' },
  { id: 'rabby', category: 'DeFi', rating: 4.6, platforms: ['extension', ...MOBILE], pricing: 'free' },
  { id: 'aave', category: 'DeFi', rating: 4.4, platforms: ['web'], pricing: 'fees' },

  { id: 'coinstats', category: 'Portfolio', rating: 4.3, platforms: [...MOBILE, 'web'], pricing: 'freemium' },
  { id: 'delta', category: 'Portfolio', rating: 4.2, platforms: MOBILE, pricing: 'freemium' },
  { id: 'zerion', category: 'Portfolio', rating: 4.5, platforms: [...MOBILE, 'extension', 'web'], pricing: 'free' },
  { id: 'debank', category: 'Portfolio', rating: 4.3, platforms: ['web'], pricing: 'free' },

  { id: 'coinmarketcap', category: 'News', rating: 4.4, platforms: [...MOBILE, 'web'], pricing: 'free' },
  { id: 'coingecko', category: 'News', rating: 4.6, platforms: [...MOBILE, 'web'], pricing: 'freemium' },
  { id: 'cryptopanic', category: 'News', rating: 4.1, platforms: ['web'], pricing: 'freemium' },
  { id: 'coindesk', category: 'News', rating: 4.2, platforms: ['web'], pricing: 'free' },

  { id: 'axie-infinity', category: 'Gaming', rating: 4.0, platforms: ['windows', 'macos'], pricing: 'freemium' },
  { id: 'gods-unchained', category: 'Gaming', rating: 4.1, platforms: ['windows', 'macos'], pricing: 'freemium' },
  { id: 'sorare', category: 'Gaming', rating: 4.2, platforms: [...MOBILE, 'web'], pricing: 'freemium' },

  { id: 'lido', category: 'Staking', rating: 4.5, platforms: ['web'], pricing: 'fees' },
  { id: 'rocket-pool', category: 'Staking', rating: 4.4, platforms: ['web'], pricing: 'fees' },
  { id: 'jito', category: 'Staking', rating: 4.3, platforms: ['web'], pricing: 'fees' },
  { id: 'keplr', category: 'Staking', rating: 4.4, platforms: ['extension', ...MOBILE], pricing: 'free' },

  { id: 'koinly', category: 'Calculator', rating: 4.6, platforms: ['web'], pricing: 'freemium' },
  { id: 'coinledger', category: 'Calculator', rating: 4.4, platforms: ['web'], pricing: 'freemium' },
  { id: 'cointracker', category: 'Calculator', rating: 4.3, platforms: ['web', ...MOBILE], pricing: 'freemium' },
  { id: 'blockpit', category: 'Calculator', rating: 4.2, platforms: ['web', ...MOBILE], pricing: 'freemium' },

  { id: 'opensea', category: 'NFT', rating: 4.3, platforms: ['web'], pricing: 'fees' },
  { id: 'magic-eden', category: 'NFT', rating: 4.4, platforms: ['web'], pricing: 'fees' },
  { id: 'blur', category: 'NFT', rating: 4.1, platforms: ['web'], pricing: 'fees' },
];

const partner = (id: string): Partner => {
  const p = APP_PARTNERS.find((x) => x.id === id);
  if (!p) throw new Error(`app ${id} is missing from the partner registry`);
  return p;
};

export const APPS: readonly App[] = LISTINGS.map((l) => {
  const p = partner(l.id);
  return { ...l, name: p.name, officialUrl: p.officialUrl };
});
