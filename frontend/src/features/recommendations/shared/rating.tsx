import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatRating } from '@/lib/format/numbers';
import { HowWeRateLink } from '@/components/how-we-rate-link';

/** Filled stars = floor of the rating; the number is written out for everyone. */
export function Rating({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation('recommendations');
  const value = formatRating(rating, i18n.language);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span role="img" aria-label={t('card.ratingLabel', { rating: value })} className="inline-flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden
            className={
              n <= Math.floor(rating)
                ? 'h-4 w-4 fill-amber-400 text-amber-500'
                : 'h-4 w-4 text-slate-300 dark:text-slate-600'
            }
          />
        ))}
      </span>
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200" aria-hidden>
        {t('card.rating', { rating: value })}
      </span>
      <HowWeRateLink />
    </span>
  );
}
