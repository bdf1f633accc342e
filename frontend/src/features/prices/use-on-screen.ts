import { useEffect, useState, type RefObject } from 'react';

const supported = typeof IntersectionObserver !== 'undefined';

/** Whether the element is (at least partly) in the viewport; always true where IntersectionObserver is missing. */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(!supported);
  useEffect(() => {
    const el = ref.current;
    if (!el || !supported) return;
    const io = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    io.observe(el);
    return () => io.disconnect();
  }, [ref]);
  return onScreen;
}

/**
 * Becomes true, for good, once the element comes within `rootMargin` of the viewport (at once where
 * IntersectionObserver is missing); false on the server and in the first render.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const arrive = () => setNear(true);
    if (!supported) return void queueMicrotask(arrive);
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        arrive();
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, rootMargin]);
  return near;
}
