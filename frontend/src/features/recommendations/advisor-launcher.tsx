import { lazy, type RefObject } from 'react';
import { LazyDialog } from '@/components/ui/lazy-dialog';

// The same chunk the tools section's advisor card opens: loaded on first open, warmed on hover or focus.
const loadAdvisor = () => import('./advisor/advisor-dialog');
const AdvisorDialog = lazy(loadAdvisor);

/** Loads the advisor dialog's code ahead of a click (hover or focus on a button that opens it). */
export const warmAdvisor = () => void loadAdvisor().catch(() => {});

/**
 * The advisor dialog for a button elsewhere on the page (the hero's 'Get My AI Recommendations'): the
 * page owns `open`; focus goes back to `returnFocusTo` when it closes.
 */
export function AdvisorDialogLauncher({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <LazyDialog open={open} onOpenChange={onOpenChange} returnFocusTo={returnFocusTo}>
      <AdvisorDialog />
    </LazyDialog>
  );
}
