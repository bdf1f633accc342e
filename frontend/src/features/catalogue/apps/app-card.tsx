import { Check, Minus, Star } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { PartnerDetailsLink, PartnerNameLink } from '@/components/partner-page-link';
import { FactsCheckedLine } from '@/components/provenance';
import { cn } from '@/lib/cn';
import type { App } from './app-types';
import { CATEGORY_ICONS } from './category-icons';
import { priceBadgeClass } from './filter-apps';
import { VisitAppLink } from './visit-app-link';
import { formatRating } from '@/lib/format/numbers';
import { shownRating } from '@/components/star-rating';
import { HowWeRateLink } from '@/components/how-we-rate-link';
import { PartnerLogo } from '@/components/partner-logo';

export function AppCard({ app }: { app: App }) {
  const { t, i18n } = useTranslation('apps');
  const Icon = CATEGORY_ICONS[app.category];
  const pricing = app.facts.pricing.value;
  // A fee-based app's price is the fee note of its text; free and freemium are labels.
  const price = pricing === 'fees' ? app.text.price : t(`pricing.${pricing}`);
  // A rating appears only with the breakdown it is made from.
  const shown = shownRating(app.rating);
  const rating = shown ? formatRating(shown.overall, i18n.language) : '';
  const headingId = `${app.id}-name`;

  return (
    <article
      id={app.id}
      aria-labelledby={headingId}
      className="flex min-w-0 scroll-mt-24 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-3">
        {app.logo ? (
          <PartnerLogo logo={app.logo} size={44} />
        ) : (
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
            <Icon className="h-6 w-6" aria-hidden />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold leading-tight">
            <PartnerNameLink type="app" id={app.id} name={app.name} page={app.page} />
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{t(`categories.${app.category}`)}</p>
        </div>
        {shown && (
          <div className="text-right" title={t('ratingLabel', { rating })}>
            <span className="sr-only">{t('ratingLabel', { rating })}</span>
            <span aria-hidden className="flex items-center justify-end gap-1 font-semibold">
              <Star className="h-4 w-4 fill-amber-400 text-amber-500" />
              {rating}
            </span>
            <span aria-hidden className="block text-xs text-slate-600 dark:text-slate-300">
              {t('ourRating')}
            </span>
            <HowWeRateLink />
          </div>
        )}
      </div>

      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{app.text.description}</p>

      <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
        <span className="sr-only">{t('price')}:</span>
        <span className={cn('rounded-full px-2.5 py-0.5 font-medium', priceBadgeClass(pricing))} data-testid="price-badge">
          {price}
        </span>
      </div>

      <h3 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('features')}</h3>
      <ul className="mt-1.5 flex flex-wrap gap-1.5">
        {app.text.features.map((f) => (
          <li key={f} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200">
            {f}
          </li>
        ))}
      </ul>

      <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('platforms')}</h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {app.facts.platforms.value.map((p) => t(`platform.${p}`)).join(' · ')}
      </p>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-green-800 dark:text-green-300">{t('pros')}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {app.text.pros.map((p) => (
              <li key={p} className="flex gap-1.5">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
                <span>{p}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-red-800 dark:text-red-300">{t('cons')}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {app.text.cons.map((c) => (
              <li key={c} className="flex gap-1.5">
                <Minus className="mt-0.5 h-4 w-4 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
                <span>{c}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <FactsCheckedLine lastChecked={app.lastChecked} className="mt-3" />

      <div className="mt-auto flex flex-col gap-2 pt-5">
        <PartnerDetailsLink type="app" id={app.id} name={app.name} page={app.page} size="md" className="w-full" />
        <VisitAppLink app={app} />
      </div>
    </article>
  );
}
