import { lazy, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { Spinner } from '@/components/ui/spinner';
import { track } from '@/lib/analytics';
import type { ReviewKind } from './review-subjects';

const ReviewDialogContent = lazy(() => import('./review-dialog-content'));

/** Analytics: cards and tools send open_review (entity type, id); bots send view_bot_review. */
function trackOpen(kind: ReviewKind, id: string) {
  if (kind === 'bot') track({ name: 'view_bot_review', category: 'trading_bot', label: id });
  else track({ name: 'open_review', category: kind === 'card' ? 'payment_card' : 'tool', label: id });
}

/** 'Read Review': opens the review dialog (Radix Dialog, loaded on the first open: focus trapped, Escape or Close closes it). */
export function ReadReviewButton({ kind, id, label, name }: { kind: ReviewKind; id: string; label: string; name: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        className="flex-1"
        data-review-for={id}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          trackOpen(kind, id);
        }}
      >
        {label}
        <span className="sr-only"> – {name}</span>
      </Button>
      <LazyDialog
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={button}
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
