import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

// Every surface that shows a rating asks this first: a rating without its breakdown is shown nowhere.
export { shownRating, type RecordRating, type ShownRating } from '@/lib/content/rating';

/**
 * How much of each of the five stars is filled, in tenths: 4.6 is four whole stars and six tenths of the
 * fifth ([1, 1, 1, 1, 0.6]), so the stars say what the number says.
 */
export const starFills = (overall: number): number[] =>
  [0, 1, 2, 3, 4].map((i) => Math.min(10, Math.max(0, Math.round((overall - i) * 10))) / 10);

/** The filled part of a star, by tenths (classes, not a style attribute: the page's CSP allows no inline style). */
const FILL_WIDTH = [
  'w-0',
  'w-[10%]',
  'w-[20%]',
  'w-[30%]',
  'w-[40%]',
  'w-[50%]',
  'w-[60%]',
  'w-[70%]',
  'w-[80%]',
  'w-[90%]',
  'w-full',
] as const;
const SIZE = { sm: 'h-4 w-4', md: 'h-5 w-5' } as const;

/**
 * Five stars drawn to the tenth, each an outline with its filled part laid over it and clipped to its share.
 * One image with the caller's accessible name (the rating in words). Callers pass only a rating `shownRating`
 * let through: never one without its breakdown.
 */
export function StarRating({
  rating,
  label,
  size = 'md',
  className,
}: {
  rating: number;
  label: string;
  size?: keyof typeof SIZE;
  className?: string;
}) {
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)} data-rating={rating}>
      {starFills(rating).map((fill, i) => (
        <span key={i} className={cn('relative inline-block shrink-0', SIZE[size])} data-star="" data-fill={fill}>
          <Star aria-hidden className={cn('absolute inset-0 fill-transparent text-slate-400 dark:text-slate-500', SIZE[size])} />
          {fill > 0 && (
            <span
              aria-hidden
              data-star-fill=""
              className={cn('absolute inset-y-0 left-0 overflow-hidden', FILL_WIDTH[Math.round(fill * 10)])}
            >
              <Star className={cn('max-w-none fill-amber-400 text-amber-500', SIZE[size])} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
