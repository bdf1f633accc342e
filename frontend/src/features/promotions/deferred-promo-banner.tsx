import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useAfterLoad } from '@/lib/use-after-load';

/** The banner appears about a second after the page's load. */
export const BANNER_DELAY_MS = 1000;

const PromoBanner = lazy(() => import('./promo-banner'));

/**
 * Whether the element is outside the viewport (above or below it): a new block inserted there moves
 * nothing the visitor sees (above it, the browser's scroll anchoring keeps the view in place).
 */
function useOffScreen(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const io = new IntersectionObserver(([e]) => setOff(!e!.isIntersecting));
    io.observe(el);
    return () => io.disconnect();
  }, [ref, active]);
  return off;
}

/**
 * The sponsored strip's place on a page, in the flow: its code and data are asked for only when it is due,
 * a second after the page's load, so none of it competes with the page's first load. The empty marker is
 * rendered on the server too (no height, so nothing to hydrate differently).
 */
export function DeferredPromoBanner() {
  const showAt = useAfterLoad(BANNER_DELAY_MS);
  const place = useRef<HTMLDivElement>(null);
  const offScreen = useOffScreen(place, showAt !== null);
  return (
    <>
      <div ref={place} aria-hidden data-promo-slot="" />
      {showAt !== null && (
        <Suspense fallback={null}>
          <PromoBanner showAt={showAt} placeOffScreen={offScreen} />
        </Suspense>
      )}
    </>
  );
}
