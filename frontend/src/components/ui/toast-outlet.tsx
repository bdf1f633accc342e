import { lazy, Suspense } from 'react';
import { useToastsStarted } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Where toasts appear: the toaster (Radix Toast) and its code arrive with the first toast pushed, and stay
 * from then on. Before that, and on the server, there is nothing.
 */
export function ToastOutlet() {
  if (!useToastsStarted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
