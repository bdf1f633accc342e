import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const HASH_SCROLL_DELAY_MS = 800;
export const HASH_HIGHLIGHT_MS = 2000;

/**
 * A URL hash equal to an entry id scrolls that entry's card to the centre after 800 ms and
 * highlights it for 2 s; a missing target is logged and nothing else happens. `ready` delays the
 * lookup until the page's list is rendered.
 */
export function useHashHighlight(ready = true): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    let clear: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      const el = document.getElementById(id);
      if (!el) {
        console.info(`Hash target #${id} not found on this page`);
        return;
      }
      el.scrollIntoView({ behavior: 'smooth', block: 'center' });
      el.classList.add('is-highlighted');
      clear = setTimeout(() => el.classList.remove('is-highlighted'), HASH_HIGHLIGHT_MS);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (clear) clearTimeout(clear);
    };
  }, [hash, ready]);
}
