import type { ReactNode } from 'react';
import { Deferred } from './hydrate-on-view';

// (a module of its own, so the pages that use it carry it, not the first screen's bundle)
const now = () => Promise.resolve();

/**
 * The same deferral for markup whose code is already in the page: a long list's entries beyond the first
 * screen keep the server's markup, untouched by React, until they come near the viewport or the visitor
 * acts on them, so hydrating a page of 60 cards costs what hydrating the visible few does. `eager` renders
 * the children at once (the entries the visitor sees first). `className` styles the wrapping element,
 * which is there in both states.
 */
export function HydrateOnView({
  children,
  eager = false,
  margin = '200px 0px',
  className,
}: {
  children: ReactNode;
  eager?: boolean;
  margin?: string;
  className?: string;
}) {
  return (
    <Deferred ready={now} margin={margin} eager={eager} className={className}>
      {() => children}
    </Deferred>
  );
}
