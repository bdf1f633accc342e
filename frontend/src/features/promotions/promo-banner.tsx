import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ExternalLink, X } from 'lucide-react';
import { useUnavailablePartners } from '@/lib/availability/availability-queries';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PROMOTION_LANGUAGES, type BtcTrend, type PromotionLanguage, type PromotionTheme } from '@coinatlas/domain/promotions/promotion';
import { BANNER_TOP_N, topPromotions, type Reason } from '@coinatlas/domain/promotions/scoring';
import { buildUserContext, marketConditions } from '@coinatlas/domain/promotions/user-context';
import { PartnerCta } from '@/components/partner-cta';
import { track } from '@/lib/analytics';
import type { components } from '@/lib/api/schema';
import { cn } from '@/lib/cn';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';
import { marketQueries, settledTrend } from './api/market-queries';
import { promotionQueries } from './api/promotion-queries';
import { countRecommendationFetch, readSession, useVisitTracking } from './visit-tracking';

type Promotion = components['schemas']['Promotion'];
type Slide = { promotion: Promotion; reason: Reason };

const THEMES: Record<PromotionTheme, string> = {
  blue: 'from-blue-700 to-indigo-700',
  indigo: 'from-indigo-700 to-violet-700',
  emerald: 'from-emerald-700 to-teal-700',
  violet: 'from-violet-700 to-fuchsia-700',
  amber: 'from-amber-700 to-orange-700',
  slate: 'from-slate-700 to-slate-900',
};

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
  const { t, i18n } = useTranslation('promotions');
  const { pathname, search } = useLocation();
  const headingId = useId();
  const lang = (PROMOTION_LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '') ? (i18n.resolvedLanguage as PromotionLanguage) : 'en';
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

  // A partner verified as not available in the visitor's country is never promoted there.
  const unavailable = useUnavailablePartners();
  // Scrolling moves `placeBelowScreen`, but once the strip is shown it must not rank itself again for that.
  const gate = slides !== null || placeBelowScreen;
  useEffect(() => {
    if (dismissed || !promotions || !trend || !gate) return;
    const wait = Math.max(0, showAt - performance.now());
    const id = window.setTimeout(
      // a first showing waits for its place to be below the screen (checked now: the visitor may have scrolled)
      () => setSlides((prev) => (prev === null && !isPlaceBelowScreen() ? prev : rankForVisitor(promotions, pathname, search, trend, unavailable))),
      wait,
    );
    return () => window.clearTimeout(id);
  }, [promotions, dismissed, pathname, search, trend, showAt, gate, isPlaceBelowScreen, unavailable]);

  if (dismissed || query.isError || !slides || slides.length === 0) return null;

  const count = slides.length;
  const shown = Math.min(index, count - 1);
  const current = slides[shown]!;
  const { promotion, reason } = current;
  const go = (by: number) => setIndex((i) => (((Math.min(i, count - 1) + by) % count) + count) % count);
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.bannerDismissed, '1', 'session');
    setDismissed(true);
    track({ name: 'promotion_dismiss', category: 'promotion', label: promotion.id });
  };
  const reasonText = t(`reasons.${reason.key}`, {
    interest: reason.key === 'interest' ? t(`interests.${reason.params.interest}`) : undefined,
    market: reason.key === 'market' ? t(`markets.${reason.params.market}`) : undefined,
  });
  const iconButton =
    'flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800';

  return (
    <section
      aria-labelledby={headingId}
      data-testid="promo-banner"
      className="border-b border-slate-200 bg-slate-50 text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-2">
        <div className="flex items-center gap-2">
          <h2
            id={headingId}
            className={cn(
              'shrink-0 rounded bg-linear-to-r px-1.5 py-0.5 text-[11px] font-semibold uppercase leading-4 tracking-wide text-white',
              THEMES[promotion.bgColor],
            )}
          >
            {t('label')}
          </h2>
          <div aria-live="polite" aria-atomic="true" className="flex min-w-0 flex-1 items-center gap-2">
            <p data-testid="promo-title" className="truncate text-sm font-semibold lg:shrink-0">
              {promotion.title}
            </p>
            <span className="hidden shrink-0 rounded-full bg-amber-100 px-2 text-xs font-semibold leading-5 text-amber-950 sm:inline dark:bg-amber-900 dark:text-amber-50">
              {promotion.discount}
            </span>
            <p className="hidden min-w-0 truncate text-sm text-slate-700 lg:block dark:text-slate-300">{promotion.description}</p>
          </div>
          {count > 1 && (
            <div className="flex shrink-0 items-center">
              <button type="button" onClick={() => go(-1)} aria-label={t('previous')} className={iconButton}>
                <ChevronLeft className="h-4 w-4" aria-hidden />
              </button>
              <div className="hidden items-center sm:flex">
                {slides.map((s, i) => (
                  <button
                    key={s.promotion.id}
                    type="button"
                    onClick={() => setIndex(i)}
                    aria-label={t('goTo', { n: i + 1, total: count })}
                    aria-current={i === shown ? 'true' : undefined}
                    className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-blue-600"
                  >
                    <span
                      aria-hidden
                      className={cn('block h-2 rounded-full', i === shown ? 'w-4 bg-blue-700 dark:bg-blue-400' : 'w-2 bg-slate-300 dark:bg-slate-600')}
                    />
                  </button>
                ))}
              </div>
              <button type="button" onClick={() => go(1)} aria-label={t('next')} className={iconButton}>
                <ChevronRight className="h-4 w-4" aria-hidden />
              </button>
            </div>
          )}
          <button type="button" onClick={dismiss} aria-label={t('dismiss')} className={iconButton}>
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
        <p className="mt-1 line-clamp-2 text-xs text-slate-700 dark:text-slate-300">
          <span className="mr-1.5 rounded-full bg-amber-100 px-1.5 font-semibold text-amber-950 sm:hidden dark:bg-amber-900 dark:text-amber-50">
            {promotion.discount}
          </span>
          <span>{t('why', { reason: reasonText })}</span>
        </p>
        <div className="mt-1.5 flex items-center gap-3">
          <PartnerCta
            type={promotion.partner.type}
            id={promotion.partner.id}
            className="min-w-0 flex-row items-center gap-3"
            disclosure={t('disclosure')}
            disclosureClassName="text-[11px] leading-4"
            linkClassName="inline-flex h-8 min-w-0 max-w-[58%] items-center gap-1.5 rounded-md bg-blue-700 px-3 text-sm font-medium text-white sm:max-w-none hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
            onClick={() => track({ name: 'promotion_click', category: 'promotion', label: promotion.id })}
          >
            <span className="truncate">{promotion.ctaText}</span>
            <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="sr-only">{t('opensNewTab')}</span>
          </PartnerCta>
        </div>
      </div>
    </section>
  );
}
