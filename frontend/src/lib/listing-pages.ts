import { useSearchParams } from 'react-router-dom';
import { listingPage } from '@coinatlas/domain/routes/manifest';

/**
 * The most cards a directory page shows. The server renders one page of a directory at a time, so the number
 * of records an editor adds never makes a page heavier than this many cards; today's largest directory (58
 * exchanges) still fits on one page.
 */
export const LISTING_PAGE_SIZE = 60;

/** How many pages a list of this many entries fills (one, even when empty). */
export const pageCount = (total: number) => Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));

/** The entries of page `page` (1-based) of a list; a page past the last (the list shrank) shows the last. */
export function pageOf<T>(list: readonly T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = pageCount(list.length);
  const shown = Math.min(Math.max(1, page), pages);
  return { items: list.slice((shown - 1) * LISTING_PAGE_SIZE, shown * LISTING_PAGE_SIZE), page: shown, pages };
}

/** The page of a directory the address asks for (`?page=`), read as the server reads it. */
export function useListingPage(): number {
  const [params] = useSearchParams();
  return listingPage(params.get('page'));
}
