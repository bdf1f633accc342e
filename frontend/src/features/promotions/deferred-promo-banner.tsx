import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useAfterLoad } from '@/lib/use-after-load';

/** The banner appears about a second after the page's load. */
export const BANNER_DELAY_MS = 1000;

const PromoBanner = lazy(() => import('./promo-banner'));

/**
 * Whether the element is below the viewport: a block inserted there moves nothing the visitor sees. (Above
 * the viewport, browsers do not all keep the view in place, so that does not count.) The observer makes the
 * page render again when this may have changed; `isBelow` reads it at the moment it matters.
 */
function useBelowScreen(ref: RefObject<HTMLElement | null>, active: boolean) {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const io = new IntersectionObserver(([e]) => setBelow(!e!.isIntersecting && e!.boundingClientRect.top > 0));
    io.observe(el);
    return () => io.disconnect();
  }, [ref, active]);
  const isBelow = useCallback(() => (ref.current ? ref.current.getBoundingClientRect().top >= window.innerHeight : false), [ref]);
  return { below, isBelow };
}

/**
 * The sponsored strip's place on a page, in the flow: its code and data are asked for only when it is due,
 * a second after the page's load, so none of it competes with the page's first load. The empty marker is
 * rendered on the server too (no height, so nothing to hydrate differently).
 */
export function DeferredPromoBanner() {
  const showAt = useAfterLoad(BANNER_DELAY_MS);
  const place = useRef<HTMLDivElement>(null);
  const { below, isBelow } = useBelowScreen(place, showAt !== null);
  return (
    <>
      <div ref={place} aria-hidden data-promo-slot="" />
      {showAt !== null && (
        <Suspense fallback={null}>
          <PromoBanner showAt={showAt} placeBelowScreen={below} isPlaceBelowScreen={isBelow} />
        </Suspense>
      )}
    </>
  );
}
