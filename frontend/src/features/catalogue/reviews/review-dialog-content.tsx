import { Link2 } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ComingSoon, ReviewBody } from './review-body';
import { reviewPath, useReview, type ReviewKind } from './review-subjects';

/**
 * The review dialog's content; its code loads when a review is first opened, and the review itself is
 * fetched in the reader's language.
 */
export default function ReviewDialogContent({ kind, id, name }: { kind: ReviewKind; id: string; name: string }) {
  const { t } = useTranslation('reviews');
  const state = useReview(kind, id);
  if (state.state === 'missing') return null;
  if (state.state === 'loading')
    return (
      <DialogContent title={t('dialog.title', { name })} className="sm:max-w-4xl">
        <Spinner />
      </DialogContent>
    );
  const { subject, review } = state;
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
