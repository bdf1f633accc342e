import { useQuery } from '@tanstack/react-query';
import { useUnavailablePartners } from '@/lib/availability/availability-queries';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useLocation } from 'react-router-dom';
import { PROMOTION_LANGUAGES, type BtcTrend, type PromotionLanguage } from '@coinatlas/domain/promotions/promotion';
import { BANNER_TOP_N, topPromotions, type Reason } from '@coinatlas/domain/promotions/scoring';
import { buildUserContext, marketConditions } from '@coinatlas/domain/promotions/user-context';
import { PromoStrip, type StripPromotion } from '@/components/promo-strip';
import { track } from '@/lib/analytics';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';
import { marketQueries, settledTrend } from './api/market-queries';
import { promotionQueries } from './api/promotion-queries';
import { countRecommendationFetch, readSession, useVisitTracking } from './visit-tracking';

type Promotion = StripPromotion;
type Slide = { promotion: Promotion; reason: Reason };

/** Ranks the promotions for this visitor now: their page, history, screen, local time, session and the market trend. */
function rankForVisitor(
  promotions: Promotion[],
  pathname: string,
  search: string,
  trend: BtcTrend,
  unavailable: ReadonlySet<string>,
): Slide[] {
  const now = Date.now();
  const session = readSession(now);
  const clicks = countRecommendationFetch();
  const ctx = buildUserContext({
    currentPage: pathname,
    visitedPages: session.visitedPages,
    sessionStartMs: session.sessionStart,
    nowMs: now,
    screenWidth: window.innerWidth,
    clicks,
    referrer: document.referrer,
    search,
    scrollDepth: ((window.scrollY + window.innerHeight) / Math.max(1, document.documentElement.scrollHeight)) * 100,
  });
  const local = new Date(now);
  return topPromotions(promotions, ctx, marketConditions(local.getHours(), local.getDay(), trend), BANNER_TOP_N, unavailable).map(
    ({ promotion, scored }) => ({
      promotion,
      // the most specific reason: the first one beyond the base priority
      reason: scored.reasoning.find((r) => r.key !== 'priority') ?? scored.reasoning[0]!,
    }),
  );
}

/**
 * The sponsored strip: the top 3 paid partner offers for this visitor, labelled as sponsored, each with the
 * reason it is shown. It sits in the page's flow between two sections (it never floats over the hero or
 * the content) and stays small: one line of title, one or two of reason, the partner link with its disclosure.
 * It appears from `showAt` on (a performance.now() time: see DeferredPromoBanner), and only while its place
 * is below the screen, so inserting it never moves what the visitor is looking at. Dismissed, it stays away
 * for the session.
 */
export default function PromoBanner({
  showAt,
  placeBelowScreen,
  isPlaceBelowScreen,
}: {
  showAt: number;
  /** Changes when the place may have moved in or out of view (the effect below runs again). */
  placeBelowScreen: boolean;
  /** Checked at the moment of showing: the visitor may have scrolled since. */
  isPlaceBelowScreen: () => boolean;
}) {
  const { i18n } = useTranslation('promotions');
  const { pathname, search } = useLocation();
  const lang = (PROMOTION_LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
    ? (i18n.resolvedLanguage as PromotionLanguage)
    : 'en';
  const [dismissed, setDismissed] = useState(() => readStorage(STORAGE_KEYS.bannerDismissed, 'session') === '1');
  const [slides, setSlides] = useState<Slide[] | null>(null);
  const [index, setIndex] = useState(0);
  const query = useQuery({ ...promotionQueries.list(lang), enabled: !dismissed });
  const promotions = query.data?.promotions;
  const trend = settledTrend(useQuery({ ...marketQueries.trend(), enabled: !dismissed }));

  useVisitTracking(pathname);

  useEffect(() => {
    if (query.error) console.warn('Failed to load promotions', query.error);
  }, [query.error]);

  // A partner recorded as not available in the visitor's confirmed country is never promoted to them; without
  // a confirmed country, nothing recorded as not available anywhere is (see promotionExclusions). Until the
  // facts are here (null), nothing is ranked.
  const unavailable = useUnavailablePartners();
  // Scrolling moves `placeBelowScreen`, but once the strip is shown it must not rank itself again for that.
  const gate = slides !== null || placeBelowScreen;
  useEffect(() => {
    if (dismissed || !promotions || !trend || !gate || !unavailable) return;
    const wait = Math.max(0, showAt - performance.now());
    const id = window.setTimeout(
      // a first showing waits for its place to be below the screen (checked now: the visitor may have scrolled)
      () =>
        setSlides((prev) =>
          prev === null && !isPlaceBelowScreen() ? prev : rankForVisitor(promotions, pathname, search, trend, unavailable),
        ),
      wait,
    );
    return () => window.clearTimeout(id);
  }, [promotions, dismissed, pathname, search, trend, showAt, gate, isPlaceBelowScreen, unavailable]);

  if (dismissed || query.isError || !slides || slides.length === 0) return null;

  const count = slides.length;
  const shown = Math.min(index, count - 1);
  const { promotion, reason } = slides[shown]!;
  return (
    <PromoStrip
      promotion={promotion}
      reason={reason}
      slideIds={slides.map((s) => s.promotion.id)}
      shown={shown}
      onGo={(by) => setIndex((i) => (((Math.min(i, count - 1) + by) % count) + count) % count)}
      onGoTo={setIndex}
      onDismiss={() => {
        writeStorage(STORAGE_KEYS.bannerDismissed, '1', 'session');
        setDismissed(true);
        track({ name: 'promotion_dismiss', category: 'promotion', label: promotion.id });
      }}
      onCtaClick={() => track({ name: 'promotion_click', category: 'promotion', label: promotion.id })}
    />
  );
}
