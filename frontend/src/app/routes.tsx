import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_MANIFEST, type PageId } from '@coinatlas/domain/routes/manifest';
import { isLanguageNeutral, pagePathIn, type SiteLanguage } from '@coinatlas/domain/routes/localized';
import { siteConfigQueries } from '@/lib/api/site-config-queries';
import { RootLayout } from './layout/root-layout';
import type { PageModule } from '@/lib/page-module';

/** Every page module by the page id of the route manifest (a missing one is a type error). */
const PAGES: Record<PageId, () => Promise<PageModule>> = {
  home: () => import('./pages/home-page'),
  exchanges: () => import('@/features/exchanges/exchanges-page'),
  'trading-bots': () => import('@/features/catalogue/trading-bots-page'),
  'payment-cards': () => import('@/features/catalogue/payment-cards-page'),
  wallets: () => import('@/features/catalogue/wallets-page'),
  tools: () => import('@/features/catalogue/tools-page'),
  apps: () => import('@/features/catalogue/apps-page'),
  partner: () => import('@/features/catalogue/partner/partner-page'),
  'fee-calculator': () => import('@/features/fee-calculator/fee-calculator-page'),
  concepts: () => import('@/features/catalogue/concepts-page'),
  'analysis-guide': () => import('@/features/catalogue/analysis-guide-page'),
  'referral-codes': () => import('@/features/referrals/referral-codes-page'),
  'exchange-referral': () => import('@/features/referrals/exchange-referral-page'),
  'blog-list': () => import('@/features/blog/blog-list-page'),
  'blog-post': () => import('@/features/blog/blog-post-page'),
  company: () => import('@/features/company/company-page'),
  'legal-notice': () => import('@/features/legal/legal-notice-page'),
  contact: () => import('@/features/contact/contact-page'),
  search: () => import('@/features/search/search-page'),
  unsubscribe: () => import('@/features/newsletter/unsubscribe-page'),
  compare: () => import('@/features/compare/compare-page'),
  methodology: () => import('@/features/methodology/methodology-page'),
  watchlist: () => import('@/features/watchlist/watchlist-page'),
  'newsletter-confirm': () => import('@/features/newsletter/confirm-page'),
  author: () => import('@/features/authors/author-page'),
  admin: () => import('@/features/admin/admin-page'),
};
const notFoundPage = () => import('@/features/not-found/not-found-page');

type RouteContext = Readonly<{ lang: SiteLanguage; queryClient: QueryClient }>;

/**
 * A route's `lazy`: loads the page module, then offers its component and a loader that fills the query
 * cache. A loader never fails the navigation: a query that could not load shows its own error state in the
 * page (and the page's own retry), as it did before the data was loaded ahead.
 */
function lazyPage(importPage: () => Promise<PageModule>, { lang, queryClient }: RouteContext): RouteObject['lazy'] {
  return async () => {
    const page = await importPage();
    return {
      Component: page.default,
      loader: async ({ params, request }) => {
        await page.loader?.({ queryClient, lang, params, url: new URL(request.url) }).catch(() => undefined);
        return null;
      },
    };
  };
}

/**
 * The route tree of one language, straight from the route manifest (the server matches the same list).
 * The language prefix is the router's basename, so every path and link inside the app is language-free;
 * admin pages exist only in English.
 */
export function createRoutes(ctx: RouteContext): RouteObject[] {
  const entries = ROUTE_MANIFEST.filter((e) => ctx.lang === 'en' || !isLanguageNeutral(e));
  return [
    {
      id: 'root',
      Component: RootLayout,
      loader: async () => {
        await ctx.queryClient.prefetchQuery(siteConfigQueries.current());
        return null;
      },
      children: [
        // Case-sensitive, like the server's manifest match: '/About' is no page here either (the server
        // redirects it to '/about'), instead of rendering the company page for a key it has no texts for.
        // A page whose path is a word of each language (/de/impressum) is declared at this language's word.
        ...entries.map((entry) => ({
          path: pagePathIn(ctx.lang, entry.path),
          caseSensitive: true,
          lazy: lazyPage(PAGES[entry.page], ctx),
        })),
        { path: '*', lazy: lazyPage(notFoundPage, ctx) },
      ],
    },
  ];
}
