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
