import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTE_MANIFEST, type PageId } from '@coinatlas/domain/routes/manifest';

type Page = LazyExoticComponent<ComponentType<Record<string, never>>>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load) as Page;

const Home = page(() => import('./pages/home-page'));
const Exchanges = page(() => import('@/features/exchanges/exchanges-page'));
const TradingBots = page(() => import('@/features/catalogue/trading-bots-page'));
const BotReview = page(() => import('@/features/catalogue/bot-review-page'));
const PaymentCards = page(() => import('@/features/catalogue/payment-cards-page'));
const CardReview = page(() => import('@/features/catalogue/reviews/card-review-page'));
const Wallets = page(() => import('@/features/catalogue/wallets-page'));
const Tools = page(() => import('@/features/catalogue/tools-page'));
const ToolReview = page(() => import('@/features/catalogue/reviews/tool-review-page'));
const Apps = page(() => import('@/features/catalogue/apps-page'));
const Concepts = page(() => import('@/features/catalogue/concepts-page'));
const AnalysisGuide = page(() => import('@/features/catalogue/analysis-guide-page'));
const ReferralCodes = page(() => import('@/features/referrals/referral-codes-page'));
const ExchangeReferral = page(() => import('@/features/referrals/exchange-referral-page'));
const BlogList = page(() => import('@/features/blog/blog-list-page'));
const BlogPost = page(() => import('@/features/blog/blog-post-page'));
const Company = page(() => import('@/features/company/company-page'));
const Contact = page(() => import('@/features/contact/contact-page'));
const Search = page(() => import('@/features/search/search-page'));
const Unsubscribe = page(() => import('@/features/newsletter/unsubscribe-page'));
const Admin = page(() => import('@/features/admin/admin-page'));
export const NotFound = page(() => import('@/features/not-found/not-found-page'));

/** The component of every page id of the route manifest (a missing one is a type error). */
const PAGES: Record<PageId, Page> = {
  home: Home,
  exchanges: Exchanges,
  'trading-bots': TradingBots,
  'bot-review': BotReview,
  'payment-cards': PaymentCards,
  'card-review': CardReview,
  wallets: Wallets,
  tools: Tools,
  'tool-review': ToolReview,
  apps: Apps,
  concepts: Concepts,
  'analysis-guide': AnalysisGuide,
  'referral-codes': ReferralCodes,
  'exchange-referral': ExchangeReferral,
  'blog-list': BlogList,
  'blog-post': BlogPost,
  company: Company,
  contact: Contact,
  search: Search,
  unsubscribe: Unsubscribe,
  admin: Admin,
};

/** Every client route, straight from the shared route manifest (the server matches the same list). */
export const ROUTES: ReadonlyArray<{ path: string; Component: Page }> = ROUTE_MANIFEST.map((entry) => ({
  path: entry.path,
  Component: PAGES[entry.page],
}));
