import { lazy, Suspense, type ReactNode, type RefObject } from 'react';

const DetachedDialog = lazy(() => import('./dialog').then((m) => ({ default: m.DetachedDialog })));

/**
 * A dialog whose code (Radix Dialog, and whatever `children` load) arrives when it first opens: the page
 * renders a plain button (aria-haspopup="dialog", aria-expanded) that sets `open`. Rendered only while
 * open; on close the focus goes back to `returnFocusTo`.
 */
export function LazyDialog({
  open,
  onOpenChange,
  returnFocusTo,
  fallback = null,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  /** shown while the code loads */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={fallback}>
      <DetachedDialog open onOpenChange={onOpenChange} returnFocusTo={returnFocusTo}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </DetachedDialog>
    </Suspense>
  );
}
