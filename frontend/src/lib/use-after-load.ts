import { useEffect, useState } from 'react';

/**
 * `delayMs` after the page's load event (after mounting, when the page loaded long before): the moment,
 * as a performance.now() time, or null until then, on the server and in the first render.
 */
export function useAfterLoad(delayMs: number): number | null {
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const wait = () => {
      timer = window.setTimeout(() => setAt(performance.now()), delayMs);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      window.clearTimeout(timer);
    };
  }, [delayMs]);
  return at;
}
