import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { track } from '@/lib/analytics';

/**
 * Placed after a post's text: when it comes into view (or is passed) the visitor has reached the end of the post, and a
 * `read_end` event is sent once for this page view (its path says which post and language; nothing else is
 * sent, no cookie, no identifier). Blog analytics divides these by the post's page views.
 */
export function ReadEndMarker() {
  const ref = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far above the screen: the marker "intersects" once it is on the screen or above it,
    // so a jump past it (the End key, a long fling) counts as much as scrolling through it.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        track({ name: 'read_end' });
      },
      { rootMargin: '1000000px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [pathname]);
  return <div ref={ref} aria-hidden="true" className="h-px" />;
}
