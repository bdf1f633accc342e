import { useTranslation } from '@/i18n/react';
import { formatRating } from '@/lib/format/numbers';
import { HowWeRateLink } from '@/components/how-we-rate-link';
import { StarRating } from '@/components/star-rating';

/** The rating as stars drawn to the tenth; the number is written out for everyone. */
export function Rating({ rating }: { rating: number }) {
  const { t, i18n } = useTranslation('recommendations');
  const value = formatRating(rating, i18n.language);
  return (
    <span className="inline-flex items-center gap-1.5">
      <StarRating rating={rating} label={t('card.ratingLabel', { rating: value })} size="sm" />
      <span className="text-sm font-medium text-slate-700 dark:text-slate-200" aria-hidden>
        {t('card.rating', { rating: value })}
      </span>
      <HowWeRateLink />
    </span>
  );
}
