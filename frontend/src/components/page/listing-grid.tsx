import type { ReactNode } from 'react';

/** The 1 / 2 / 3 column grid of listing cards. */
export function ListingGrid({ children }: { children: ReactNode }) {
  return (
    <div data-testid="listing-grid" className="cards-offscreen-lazy grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {children}
    </div>
  );
}
