import { lazy, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { track } from '@/lib/analytics';
import { reviewPath, type ReviewKind } from './review-subjects';

const ReviewDialogContent = lazy(() => import('./review-dialog-content'));

/** Analytics: cards and tools send open_review (entity type, id); bots send view_bot_review. */
function trackOpen(kind: ReviewKind, id: string) {
  if (kind === 'bot') track({ name: 'view_bot_review', category: 'trading_bot', label: id });
  else track({ name: 'open_review', category: kind === 'card' ? 'payment_card' : 'tool', label: id });
}

/**
 * 'Read Review': opens the review dialog (Radix Dialog, loaded on the first open: focus trapped, Escape or
 * Close closes it). It is a link to the review's own page, which a plain click turns into the dialog: search
 * engines and the server's markup reach every review page, and a modified or middle click opens the page
 * in a new tab as links do.
 */
export function ReadReviewButton({ kind, id, label, name }: { kind: ReviewKind; id: string; label: string; name: string }) {
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Button asChild variant="outline" className="flex-1">
        <Link
          ref={link}
          to={reviewPath(kind, id)}
          data-review-for={id}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            setOpen(true);
            trackOpen(kind, id);
          }}
        >
          {label}
          <span className="sr-only"> – {name}</span>
        </Link>
      </Button>
      <LazyDialog
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={link}
        fallback={
          <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/60">
            <Spinner />
          </div>
        }
      >
        <ReviewDialogContent kind={kind} id={id} name={name} />
      </LazyDialog>
    </>
  );
}
