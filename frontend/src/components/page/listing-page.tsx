import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useStructuredData } from '@/lib/seo/use-page-meta';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs';
import { ListingSkeleton } from './listing-skeleton';
import { PageHeader } from './page-header';

/**
 * The frame of a listing page (exchanges, wallets, bots, cards, tools, apps, concepts): breadcrumbs, the
 * page's structured data, the header with title, intro and what goes under them, then the page's body.
 */
export function ListingPage({
  breadcrumbs,
  jsonLd,
  title,
  intro,
  updated,
  header,
  children,
}: {
  breadcrumbs: BreadcrumbItem[];
  /** schema.org data describing the list (ItemList, FAQPage, ...), written into the head by the server (see useStructuredData). */
  jsonLd?: object;
  title: string;
  intro?: ReactNode;
  /** The 'Last updated …' line under the intro, already translated. */
  updated?: string;
  /** Anything else under the intro: a disclosure, a search field. */
  header?: ReactNode;
  children: ReactNode;
}) {
  useStructuredData('list', jsonLd);
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <PageHeader title={title} intro={intro}>
        {updated && (
          <p data-testid="last-updated" className="mt-3 text-sm text-slate-600 dark:text-slate-300">
            {updated}
          </p>
        )}
        {header}
      </PageHeader>
      {children}
    </>
  );
}

/**
 * The list of a listing page: a section named by its heading (for screen readers only unless
 * `showHeading`), showing placeholder cards instead of its content while `loadingLabel` is set.
 */
export function ListingSection({
  headingId,
  heading,
  showHeading = false,
  loadingLabel,
  className,
  children,
}: {
  headingId: string;
  heading: string;
  showHeading?: boolean;
  /** Set while the entries load: the placeholder's accessible name. */
  loadingLabel?: string;
  /** Bottom spacing; pb-12 unless given. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={cn('mx-auto max-w-7xl px-4', className ?? 'pb-12')}>
      <h2 id={headingId} className={showHeading ? 'mb-3 text-2xl font-bold' : 'sr-only'}>
        {heading}
      </h2>
      {loadingLabel ? <ListingSkeleton label={loadingLabel} /> : children}
    </section>
  );
}
