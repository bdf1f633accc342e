import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const LINK =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600';
const IDLE =
  'border-slate-300 bg-white text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-50 dark:hover:bg-slate-800';
const CURRENT = 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950';

/**
 * The page links under a directory's cards: plain links (`?page=2`), so every card is reachable by a crawler
 * and each page works before the code has loaded. `params` are the query parameters every link keeps besides
 * the page (the exchange directory's filters). `path` is the directory's own address when the page answers at
 * an alias too (`/exchanges/all` links its pages as `/exchanges`). Nothing for a list of one page.
 */
export function ListingPager({ page, pages, params, path }: { page: number; pages: number; params?: URLSearchParams; path?: string }) {
  const { t } = useTranslation('common');
  const { pathname: here } = useLocation();
  const pathname = path ?? here;
  if (pages <= 1) return null;
  const to = (n: number) => {
    const p = new URLSearchParams(params);
    p.delete('page');
    if (n > 1) p.set('page', String(n));
    const search = p.toString();
    return { pathname, search: search ? `?${search}` : '' };
  };
  return (
    <nav aria-label={t('listingPages.label')} data-testid="listing-pager" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev" className={cn(LINK, IDLE)}>
          {t('listingPages.previous')}
        </Link>
      )}
      <ul className="flex flex-wrap gap-2">
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <Link
              to={to(n)}
              aria-label={t('listingPages.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              className={cn(LINK, n === page ? CURRENT : IDLE)}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pages && (
        <Link to={to(page + 1)} rel="next" className={cn(LINK, IDLE)}>
          {t('listingPages.next')}
        </Link>
      )}
    </nav>
  );
}

/**
 * What a directory shows for a page past its last (`?page=9` of three): the server answers it 404 (the page
 * declares it through usePageMeta's `notFound`), with a link to the first page.
 */
export function MissingListingPage({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex min-h-[40vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('listingPages.missingHeading')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('listingPages.missingText', { page, pages })}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={pathname}>{t('listingPages.first')}</Link>
      </Button>
    </section>
  );
}
