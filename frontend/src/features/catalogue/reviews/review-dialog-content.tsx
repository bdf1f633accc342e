import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DialogContent } from '@/components/ui/dialog';
import { findReview, type ReviewKind } from '@/content/reviews';
import { ComingSoon, ReviewBody } from './review-body';
import { findSubject, reviewPath } from './review-subjects';

/** The review dialog's content; loaded (with the `reviews` prose) only when a review is opened. */
export default function ReviewDialogContent({ kind, id }: { kind: ReviewKind; id: string }) {
  const { t } = useTranslation('reviews');
  const subject = findSubject(kind, id);
  if (!subject) return null;
  const review = findReview(kind, id);
  return (
    <DialogContent title={t('dialog.title', { name: subject.name })} className="sm:max-w-4xl">
      {review ? <ReviewBody review={review} subject={subject} /> : <ComingSoon subject={subject} />}
      {review && (
        <p className="mt-6 border-t border-slate-200 pt-4 text-sm dark:border-slate-700">
          <Link
            to={reviewPath(kind, id)}
            className="inline-flex items-center gap-1.5 rounded-md font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            <Link2 className="h-4 w-4" aria-hidden />
            {t('dialog.openAsPage')}
          </Link>
        </p>
      )}
    </DialogContent>
  );
}
