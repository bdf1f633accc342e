import { useEffect } from 'react';
import { parseVisitedPages, recordVisit } from '@coinatlas/domain/promotions/user-context';
import { STORAGE_KEYS, readStorage, writeStorage } from '@/lib/storage';

/** Session facts the banner's scoring reads: when the session started, pages seen, recommendation fetches. */
export function readSession(now: number): { sessionStart: number; visitedPages: string[]; clickCount: number } {
  const start = Number(readStorage(STORAGE_KEYS.sessionStart, 'session'));
  const sessionStart = Number.isFinite(start) && start > 0 && start <= now ? start : now;
  if (sessionStart === now) writeStorage(STORAGE_KEYS.sessionStart, String(now), 'session');
  const clicks = Number(readStorage(STORAGE_KEYS.clickCount, 'session'));
  return {
    sessionStart,
    visitedPages: parseVisitedPages(readStorage(STORAGE_KEYS.visitedPages, 'session')),
    clickCount: Number.isInteger(clicks) && clicks > 0 ? clicks : 0,
  };
}

/** Adds a page to the session's last 10 distinct pages. */
export function recordVisitedPage(path: string): void {
  const pages = parseVisitedPages(readStorage(STORAGE_KEYS.visitedPages, 'session'));
  writeStorage(STORAGE_KEYS.visitedPages, JSON.stringify(recordVisit(pages, path)), 'session');
}

/** clickCount goes up by one on each recommendation fetch. */
export function countRecommendationFetch(): number {
  const n = Number(readStorage(STORAGE_KEYS.clickCount, 'session'));
  const next = (Number.isInteger(n) && n > 0 ? n : 0) + 1;
  writeStorage(STORAGE_KEYS.clickCount, String(next), 'session');
  return next;
}

/**
 * Records every page the visitor opens in this session (for the interests the banner scores). Mount it once
 * in the app layout so visits to every page count; the banner records its own page too.
 */
export function useVisitTracking(pathname: string): void {
  useEffect(() => {
    recordVisitedPage(pathname);
  }, [pathname]);
}
