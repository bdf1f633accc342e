import { lazy, Suspense, useRef } from 'react';
import { PricesPlaceholder } from './prices-frame';
import { useNearViewport } from './use-on-screen';

// The section's code (tabs, table rows, queries) loads when the section comes within a screen's height of
// the viewport; the placeholder has its exact size, so nothing moves when it arrives.
const PricesSection = lazy(() => import('./prices-section'));
const NEAR = '100% 0px';

/** Live Cryptocurrency Prices on the home page. */
export function LivePricesSection() {
  const ref = useRef<HTMLElement>(null);
  // The placeholder stays outside a Suspense boundary: it hydrates with the page, so the ref is set when
  // the observer starts (a boundary's content may hydrate later than its parent's effects run).
  const near = useNearViewport(ref, NEAR);
  if (!near) return <PricesPlaceholder sectionRef={ref} />;
  return (
    <Suspense fallback={<PricesPlaceholder />}>
      <PricesSection />
    </Suspense>
  );
}
