import { lazy, Suspense } from 'react';
import { useAfterLoad } from '@/lib/use-after-load';

/** The banner appears about a second after the page's load. */
export const BANNER_DELAY_MS = 1000;

const PromoBanner = lazy(() => import('./promo-banner'));

/**
 * The banner's place on a page: its code and data are asked for only when it is due, a second after the
 * page's load, so none of it competes with the page's first load.
 */
export function DeferredPromoBanner() {
  const showAt = useAfterLoad(BANNER_DELAY_MS);
  if (showAt === null) return null;
  return (
    <Suspense fallback={null}>
      <PromoBanner showAt={showAt} />
    </Suspense>
  );
}
