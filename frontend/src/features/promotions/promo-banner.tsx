import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ExternalLink, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PROMOTION_LANGUAGES, type BtcTrend, type PromotionLanguage, type PromotionTheme } from '@coinatlas/domain/promotions/promotion';
import { BANNER_TOP_N, topPromotions, type Reason } from '@coinatlas/domain/promotions/scoring';
import { buildUserContext, marketConditions } from '@coinatlas/domain/promotions/user-context';
import { OutboundLink } from '@/components/outbound-link';
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
function rankForVisitor(promotions: Promotion[], pathname: string, search: string, trend: BtcTrend): Slide[] {
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
  return topPromotions(promotions, ctx, marketConditions(local.getHours(), local.getDay(), trend), BANNER_TOP_N).map(
    ({ promotion, scored }) => ({
      promotion,
      // the most specific reason: the first one beyond the base priority
      reason: scored.reasoning.find((r) => r.key !== 'priority') ?? scored.reasoning[0]!,
    }),
  );
}

/**
 * 'AI Recommended' banner: the top 3 promotions for this visitor, from `showAt` on (a performance.now()
 * time: see DeferredPromoBanner) or as soon as they arrive after it, in a fixed card that never moves the
 * page (no layout shift). Dismissed, it stays away for the session.
 */
export default function PromoBanner({ showAt }: { showAt: number }) {
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

  useEffect(() => {
    if (dismissed || !promotions || !trend) return;
    const wait = Math.max(0, showAt - performance.now());
    const id = window.setTimeout(() => setSlides(rankForVisitor(promotions, pathname, search, trend)), wait);
    return () => window.clearTimeout(id);
  }, [promotions, dismissed, pathname, search, trend, showAt]);

  if (dismissed || query.isError || !slides || slides.length === 0) return null;

  const count = slides.length;
  const current = slides[Math.min(index, count - 1)]!;
  const { promotion, reason } = current;
  const go = (by: number) => setIndex((i) => (((Math.min(i, count - 1) + by) % count) + count) % count);
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.bannerDismissed, '1', 'session');
    setDismissed(true);
    track({ name: 'promotion_dismiss', category: 'promotion', label: promotion.id });
  };
  const reasonText = t(`reasons.${reason.key}`, {
    interest: reason.key === 'interest' ? t(`interests.${reason.params.interest}`) : undefined,
  });

  return (
    <section
      aria-labelledby={headingId}
      data-testid="promo-banner"
      className="fixed inset-x-2 bottom-2 z-40 overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-[26rem] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50"
    >
      <div className={cn('flex items-center justify-between gap-2 bg-linear-to-r px-4 py-2 text-white', THEMES[promotion.bgColor])}>
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide">
          <Sparkles className="h-4 w-4" aria-hidden />
          {t('label')}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('dismiss')}
          className="rounded-md p-1 hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <div className="p-3 sm:p-4">
        <h2 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
          {t('heading')}
        </h2>
        <div aria-live="polite" aria-atomic="true">
          <div className="mt-1 flex items-start justify-between gap-3">
            <p className="text-base font-bold leading-snug">{promotion.title}</p>
            <span className="shrink-0 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
              {promotion.discount}
            </span>
          </div>
          <p className="mt-1 line-clamp-2 text-sm text-slate-700 sm:line-clamp-none dark:text-slate-200">{promotion.description}</p>
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('why', { reason: reasonText })}</p>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <OutboundLink
            type={promotion.partner.type}
            id={promotion.partner.id}
            className="inline-flex h-9 items-center gap-2 rounded-md bg-blue-700 px-3 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
            onClick={() => track({ name: 'promotion_click', category: 'promotion', label: promotion.id })}
          >
            {promotion.ctaText}
            <ExternalLink className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t('opensNewTab')}</span>
          </OutboundLink>
          <span className="text-xs text-slate-600 dark:text-slate-300">{t('partnerOffer')}</span>
        </div>
        {count > 1 && (
          <div className="mt-3 flex items-center justify-between border-t border-slate-200 pt-3 dark:border-slate-700">
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('previous')}
              className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <ChevronLeft className="h-5 w-5" aria-hidden />
            </button>
            <div className="flex items-center gap-1">
              {slides.map((s, i) => (
                <button
                  key={s.promotion.id}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t('goTo', { n: i + 1, total: count })}
                  aria-current={i === Math.min(index, count - 1) ? 'true' : undefined}
                  className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-blue-600"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'block h-2 rounded-full transition-all',
                      i === Math.min(index, count - 1) ? 'w-5 bg-blue-700 dark:bg-blue-400' : 'w-2 bg-slate-300 dark:bg-slate-600',
                    )}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('next')}
              className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <ChevronRight className="h-5 w-5" aria-hidden />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
