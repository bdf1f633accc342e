import { TOOL_PARTNERS } from '@coinatlas/domain/partners/tools';
import { partnerOf } from './trading-bots';

/**
 * The ten tools of the 'Top 10 Crypto Analysis Tools' guide. Description, features and best-for tags are
 * prose in the `guide` locale namespace (`items.<id>`); the category, difficulty and pricing model are
 * facts here. Pricing is a model ('free tier and paid plans'), never a price we could not confirm.
 */
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
export type AnalysisCategory = (typeof ANALYSIS_CATEGORIES)[number];

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** free: no paid plan needed for the features we list; freemium: free tier plus paid plans; paid-api: free site, paid API. */
export const PRICING_MODELS = ['free', 'freemium', 'free-paid-api'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export type AnalysisTool = {
  /** Also the tool's partner id: 'Visit Website' goes through /go/tool/{id}. */
  id: string;
  name: string;
  category: AnalysisCategory;
  difficulty: Difficulty;
  pricing: PricingModel;
  url: string;
};

export const GUIDE_LAST_UPDATED = '2026-11-22';

const entry = (e: Omit<AnalysisTool, 'name' | 'url'>): AnalysisTool => {
  const p = partnerOf(TOOL_PARTNERS, e.id);
  return { ...e, name: p.name, url: p.officialUrl };
};

/** In the guide's order (1 to 10): from the tools a beginner opens first to the specialist ones. */
export const ANALYSIS_TOOLS: readonly AnalysisTool[] = [
  entry({ id: 'trading-view', category: 'charting', difficulty: 'Intermediate', pricing: 'freemium' }),
  entry({ id: 'coingecko', category: 'market-data', difficulty: 'Beginner', pricing: 'free-paid-api' }),
  entry({ id: 'defillama', category: 'defi', difficulty: 'Beginner', pricing: 'free-paid-api' }),
  entry({ id: 'dex-screener', category: 'dex-data', difficulty: 'Beginner', pricing: 'free' }),
  entry({ id: 'messari', category: 'research', difficulty: 'Intermediate', pricing: 'freemium' }),
  entry({ id: 'token-terminal', category: 'financial-metrics', difficulty: 'Intermediate', pricing: 'freemium' }),
  entry({ id: 'coinglass', category: 'derivatives', difficulty: 'Intermediate', pricing: 'freemium' }),
  entry({ id: 'glassnode', category: 'on-chain', difficulty: 'Advanced', pricing: 'freemium' }),
  entry({ id: 'crypto-quant', category: 'on-chain', difficulty: 'Advanced', pricing: 'freemium' }),
  entry({ id: 'nansen', category: 'on-chain', difficulty: 'Advanced', pricing: 'freemium' }),
];
