import { ChevronLeft, ChevronRight, ExternalLink, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/i18n/react';
import type { PromotionTheme } from '@coinatlas/domain/promotions/promotion';
import type { Reason } from '@coinatlas/domain/promotions/scoring';
import { PartnerCta } from '@/components/partner-cta';
import type { components } from '@/lib/api/schema';
import { cn } from '@/lib/cn';

export type StripPromotion = components['schemas']['Promotion'];

const THEMES: Record<PromotionTheme, string> = {
  blue: 'from-blue-700 to-indigo-700',
  indigo: 'from-indigo-700 to-violet-700',
  emerald: 'from-emerald-700 to-teal-700',
  violet: 'from-violet-700 to-fuchsia-700',
  amber: 'from-amber-700 to-orange-700',
  slate: 'from-slate-700 to-slate-900',
};

export type PromoStripProps = {
  promotion: StripPromotion;
  reason: Reason;
  /** The ids of every slide, for the dots (one slide: no arrows, no dots). */
  slideIds: readonly string[];
  shown: number;
  onGo?: (by: number) => void;
  onGoTo?: (index: number) => void;
  onDismiss?: () => void;
  onCtaClick?: () => void;
  /** The language of the strip's own words; the page's language when left out (the admin preview sets it). */
  lng?: string;
};

/**
 * The sponsored strip as visitors see it: one promotion with its label, discount, reason and partner link.
 * It lays itself out by its own width (container queries), so the admin preview can show the phone and
 * the desktop layout side by side. The banner (features/promotions) decides what it shows; the promotions
 * admin renders this same component with the editor's values.
 */
export function PromoStrip({ promotion, reason, slideIds, shown, onGo, onGoTo, onDismiss, onCtaClick, lng }: PromoStripProps) {
  const { t } = useTranslation('promotions', lng ? { lng } : undefined);
  const headingId = useId();
  const count = slideIds.length;
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
      className="@container border-b border-slate-200 bg-slate-50 text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-50"
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
            <p data-testid="promo-title" className="truncate text-sm font-semibold @min-[1024px]:shrink-0">
              {promotion.title}
            </p>
            <span className="hidden shrink-0 rounded-full bg-amber-100 px-2 text-xs font-semibold leading-5 text-amber-950 @min-[640px]:inline dark:bg-amber-900 dark:text-amber-50">
              {promotion.discount}
            </span>
            <p className="hidden min-w-0 truncate text-sm text-slate-700 @min-[1024px]:block dark:text-slate-300">
              {promotion.description}
            </p>
          </div>
          {count > 1 && (
            <div className="flex shrink-0 items-center">
              <button type="button" onClick={() => onGo?.(-1)} aria-label={t('previous')} className={iconButton}>
                <ChevronLeft className="h-4 w-4" aria-hidden />
              </button>
              <div className="hidden items-center @min-[640px]:flex">
                {slideIds.map((id, i) => (
                  <button
                    key={id}
                    type="button"
                    onClick={() => onGoTo?.(i)}
                    aria-label={t('goTo', { n: i + 1, total: count })}
                    aria-current={i === shown ? 'true' : undefined}
                    className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-blue-600"
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'block h-2 rounded-full',
                        i === shown ? 'w-4 bg-blue-700 dark:bg-blue-400' : 'w-2 bg-slate-300 dark:bg-slate-600',
                      )}
                    />
                  </button>
                ))}
              </div>
              <button type="button" onClick={() => onGo?.(1)} aria-label={t('next')} className={iconButton}>
                <ChevronRight className="h-4 w-4" aria-hidden />
              </button>
            </div>
          )}
          <button type="button" onClick={onDismiss} aria-label={t('dismiss')} className={iconButton}>
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
        <p className="mt-1 line-clamp-2 text-xs text-slate-700 dark:text-slate-300">
          <span className="mr-1.5 rounded-full bg-amber-100 px-1.5 font-semibold text-amber-950 @min-[640px]:hidden dark:bg-amber-900 dark:text-amber-50">
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
            linkClassName="inline-flex h-8 min-w-0 max-w-[58%] items-center gap-1.5 rounded-md bg-blue-700 px-3 text-sm font-medium text-white @min-[640px]:max-w-none hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
            onClick={onCtaClick}
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
