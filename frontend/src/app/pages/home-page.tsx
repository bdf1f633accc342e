import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useLocation } from 'react-router-dom';
import { HeroSection } from '@/features/home/hero-section';
import { DeferredPromoBanner } from '@/features/promotions/deferred-promo-banner';
import { AdvisorDialogLauncher, warmAdvisor } from '@/features/recommendations/advisor-launcher';
import { recommendationQueries } from '@/features/recommendations/api/recommendation-queries';
import { HomeWatchlist } from '@/features/watchlist/home-watchlist';
import { track } from '@/lib/analytics';
import { hydrateOnView } from '@/lib/hydrate-on-view';
import { JsonLd } from '@/lib/seo/json-ld';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { useAbsoluteUrl, useSite } from '@/lib/site-context';
import { useSiteConfig } from '@/lib/api/site-config-queries';
import type { PageLoaderContext } from '@/lib/page-module';
import { trendingToolsQuery } from '@/features/home/trending-tools-query';

/** The trending tools and the advisor's totals, loaded before the page renders (live prices fill in on the client). */
export const loader = ({ queryClient, lang }: PageLoaderContext) =>
  Promise.all([queryClient.prefetchQuery(trendingToolsQuery(lang)), queryClient.prefetchQuery(recommendationQueries.summary())]);

// Below the first screen on a phone: rendered on the server, their code loads as they come near the screen.
const ToolsSection = hydrateOnView(() => import('@/features/recommendations/tools-section').then((m) => m.ToolsSection));
const FeaturedCategories = hydrateOnView(() => import('@/features/home/featured-categories').then((m) => m.FeaturedCategories));
const TrendingTools = hydrateOnView(() => import('@/features/home/trending-tools').then((m) => m.TrendingTools));
// The prices section loads its table a screen ahead of the visitor (so rows arrive before they are seen): wake it as early.
const LivePricesSection = hydrateOnView(() => import('@/features/prices/live-prices-section').then((m) => m.LivePricesSection), {
  margin: '100% 0px',
});
const NewsletterSection = hydrateOnView(() => import('@/features/newsletter/newsletter-section').then((m) => m.NewsletterSection));

/** The home page is composed here, at the app level, from the sections each feature owns. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { hash } = useLocation();
  const absolute = useAbsoluteUrl();
  const { siteUrl } = useSite();
  const socialLinks = useSiteConfig().data?.socialLinks ?? [];
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  // The hero's 'Get My AI Recommendations' opens the advisor right here instead of leaving the page.
  const [advisorOpen, setAdvisorOpen] = useState(false);
  const heroButton = useRef<HTMLButtonElement>(null);
  const openAdvisor = () => {
    track({ name: 'open_tool', category: 'hero', label: 'advisor' });
    setAdvisorOpen(true);
  };

  // Subscribe from another page lands on /#newsletter (search on /#live-prices): scroll there once it exists.
  useEffect(() => {
    if (!hash || hash.length < 2) return;
    const target = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const id = setInterval(() => {
      const el = document.getElementById(target);
      if (el || ++tries > 40) {
        clearInterval(id);
        el?.scrollIntoView({ block: 'start' });
      }
    }, 50);
    return () => clearInterval(id);
  }, [hash]);

  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'CoinAtlas',
          // One organization whatever the page's language: its root, and a raster logo search engines accept.
          url: `${siteUrl}/`,
          logo: `${siteUrl}/logo-512.png`,
          // The site's own profiles, only those the configuration names (SOCIAL_*_URL); none is guessed.
          ...(socialLinks.length ? { sameAs: socialLinks.map((l) => l.url) } : {}),
        }}
      />
      {/* The site's name for search results; no SearchAction (the sitelinks search box it fed is retired). */}
      <JsonLd data={{ '@context': 'https://schema.org', '@type': 'WebSite', name: 'CoinAtlas', url: absolute('/') }} />
      <HeroSection onPrimary={openAdvisor} onWarmPrimary={warmAdvisor} primaryExpanded={advisorOpen} primaryRef={heroButton} />
      <AdvisorDialogLauncher open={advisorOpen} onOpenChange={setAdvisorOpen} returnFocusTo={heroButton} />
      <ToolsSection />
      {/*
        The sponsored strip sits in the flow between two sections, below the first screen: it never covers
        the hero's buttons or the content, and appearing there moves nothing the visitor is looking at.
      */}
      <DeferredPromoBanner />
      <FeaturedCategories />
      <TrendingTools />
      <LivePricesSection />
      {/* after hydration, only for a watchlist with coins: far below the first screen, so it moves nothing in view */}
      <HomeWatchlist />
      <NewsletterSection />
    </>
  );
}
