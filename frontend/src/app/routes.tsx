import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

/**
 * Every client route (react-router syntax). A unit test checks this list against the server's route
 * list (backend/src/modules/site/domain/routes.ts), so the server answers 200 for exactly these.
 */
export const ROUTES: ReadonlyArray<{ path: string; Component: Page }> = [
  { path: '/', Component: Home },
  ...['/exchanges', '/exchanges/centralized', '/exchanges/decentralized', '/exchanges/no-kyc', '/exchanges/all'].map(
    (path) => ({ path, Component: Exchanges }),
  ),
  { path: '/trading-bots', Component: TradingBots },
  { path: '/trading-bots/:id/review', Component: BotReview },
  { path: '/payment-cards', Component: PaymentCards },
  { path: '/payment-cards/:id/review', Component: CardReview },
  ...['/wallets', '/wallets/hardware', '/wallets/software'].map((path) => ({ path, Component: Wallets })),
  { path: '/tools', Component: Tools },
  { path: '/tools/:id/review', Component: ToolReview },
  { path: '/apps', Component: Apps },
  { path: '/concepts', Component: Concepts },
  ...['/guide', '/downloads/crypto-analysis-tools-guide', '/crypto-analysis-tools'].map((path) => ({
    path,
    Component: AnalysisGuide,
  })),
  { path: '/coupon-codes', Component: ReferralCodes },
  { path: '/referral-codes', Component: ReferralCodes },
  { path: '/referral-codes/:id', Component: ExchangeReferral },
  { path: '/blog', Component: BlogList },
  { path: '/blog/:id', Component: BlogPost },
  ...['/about', '/careers', '/advertise', '/terms', '/privacy', '/cookies', '/disclaimer'].map((path) => ({
    path,
    Component: Company,
  })),
  { path: '/contact', Component: Contact },
  { path: '/search', Component: Search },
  { path: '/unsubscribe', Component: Unsubscribe },
  ...[
    '/admin',
    '/admin/login',
    '/admin/referral-codes',
    '/admin/blog',
    '/admin/content-calendar',
    '/admin/blog-analytics',
    '/admin/content-performance',
    '/admin/seo-optimizer',
    '/admin/ai-promotions',
  ].map((path) => ({ path, Component: Admin })),
];
