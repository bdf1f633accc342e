import { Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { PROMOTION_LANGUAGES, type PromotionLanguage } from '@coinatlas/domain/promotions/promotion';
import { PromoStrip, type StripPromotion } from '@/components/promo-strip';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { previewPromotion, previewReason, type PromotionForm } from './promotion-form';

// The desktop frames are drawn at about a fifth of their size on a phone, so that they fit its screen rather
// than scroll sideways; the phone frames fit at 0.7 everywhere.
const FRAMES = [
  { key: 'desktopLight', width: 'w-[1280px] [zoom:0.22] sm:[zoom:0.45]', theme: 'light-island' },
  { key: 'desktopDark', width: 'w-[1280px] [zoom:0.22] sm:[zoom:0.45]', theme: 'dark' },
  { key: 'phoneLight', width: 'w-[390px] [zoom:0.7]', theme: 'light-island' },
  { key: 'phoneDark', width: 'w-[390px] [zoom:0.7]', theme: 'dark' },
] as const;

/**
 * The banner as visitors would see it with the editor's current values: the site's own strip component, in
 * the language picked, in the light and the dark theme, at desktop (1280 px) and phone (390 px) width, drawn
 * smaller. The frames are inert: their links and buttons do nothing here.
 */
export function PromotionPreview({ form }: { form: PromotionForm }) {
  const { t } = useTranslation('admin');
  const [lang, setLang] = useState<PromotionLanguage>('en');
  const promotion = previewPromotion(form, lang);
  const reason = previewReason(form);
  return (
    <section aria-labelledby="promo-preview-title" data-testid="promo-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="promo-preview-title" className="text-lg font-semibold">
          {t('promotions.preview.title')}
        </h3>
        <div role="tablist" aria-label={t('promotions.preview.language')} className="flex gap-1">
          {PROMOTION_LANGUAGES.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={l === lang}
              onClick={() => setLang(l)}
              className={cn(
                'h-8 rounded-md px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600',
                l === lang
                  ? 'bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {l.toUpperCase()}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('promotions.preview.note')}</p>
      <div className="mt-3 space-y-3">
        {FRAMES.map((f) => (
          <figure key={f.key} className="min-w-0">
            <figcaption className="text-xs font-medium text-slate-600 dark:text-slate-400">{t(`promotions.preview.${f.key}`)}</figcaption>
            <div className="mt-1 overflow-x-auto rounded-md border border-slate-300 dark:border-slate-600">
              <div inert className={cn(f.theme, f.width, 'bg-white dark:bg-slate-950')} data-preview-frame={f.key} lang={lang}>
                <Suspense fallback={<Spinner />}>
                  <PromoStrip
                    promotion={promotion as StripPromotion}
                    reason={reason}
                    slideIds={[promotion.id, 'next']}
                    shown={0}
                    lng={lang}
                  />
                </Suspense>
              </div>
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
