import { ExternalLink, Flame, Sparkles, Trophy } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@/i18n/react';
import { PROVIDER_LABELS } from '@coinatlas/domain/pricing/providers';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { TableFrame } from './price-table-frame';
import type { PriceListId } from './rows';

/**
 * The section's markup around its tabs and panels, shared by the section and by its placeholder: the
 * placeholder (rendered on the server and until the section's code is loaded) is the section's loading
 * state without the tabs' behaviour, so swapping one for the other moves nothing on the page.
 */

export const TABS: Array<{ id: PriceListId; icon: typeof Trophy }> = [
  { id: 'top', icon: Trophy },
  { id: 'trending', icon: Flame },
  { id: 'new', icon: Sparkles },
];

/** The market-data site behind "View All Cryptocurrencies" (a plain external link, not a partner). */
export const MARKET_DATA_URL = 'https://www.coingecko.com/';

export const tabListClass = 'inline-flex w-full rounded-lg bg-slate-200/80 p-1 sm:w-auto dark:bg-slate-800';
export const tabClass = cn(
  'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none',
  'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
  'dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
);

export function TabLabel({ id, icon: Icon }: (typeof TABS)[number]) {
  const { t } = useTranslation('prices');
  return (
    <>
      <Icon className="h-4 w-4" aria-hidden />
      {t(`tabs.${id}`)}
    </>
  );
}

/** The line under the table: who provides the data, and how old it is when not live. */
export function FootnoteLine({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:text-sm dark:text-slate-300">{children}</p>
  );
}

export function PricesFrame({
  sectionRef,
  wrap,
  tabList,
  panels,
}: {
  sectionRef?: Ref<HTMLElement>;
  /** the element around the header and the panels (the tabs' root) */
  wrap: (children: ReactNode) => ReactNode;
  tabList: ReactNode;
  panels: ReactNode;
}) {
  const { t } = useTranslation('prices');
  return (
    <section
      ref={sectionRef}
      id="live-prices"
      aria-labelledby="live-prices-heading"
      className="border-y border-slate-200 bg-slate-50 py-14 sm:py-16 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4">
        {wrap(
          <>
            <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
              <div>
                <h2 id="live-prices-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
                  {t('title')}
                </h2>
                <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t('subtitle')}</p>
              </div>
              {tabList}
            </div>
            {panels}
          </>,
        )}
        <div className="mt-8 text-center">
          <a
            href={MARKET_DATA_URL}
            data-plain-link=""
            target="_blank"
            rel="noopener"
            onClick={() => track({ name: 'visit_market_data', category: 'prices', label: 'coingecko' })}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-900 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-50 dark:hover:bg-slate-800"
          >
            {t('viewAll')}
            <ExternalLink className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}

/**
 * The section as it first shows, Top 10 selected and loading, with tabs that only look like tabs (hidden
 * from assistive technology: they do nothing yet).
 */
export function PricesPlaceholder({ sectionRef }: { sectionRef?: Ref<HTMLElement> }) {
  const { t } = useTranslation('prices');
  return (
    <PricesFrame
      sectionRef={sectionRef}
      wrap={(children) => <div>{children}</div>}
      tabList={
        <div aria-hidden className={tabListClass}>
          {TABS.map((tab, i) => (
            <span key={tab.id} data-state={i === 0 ? 'active' : 'inactive'} className={tabClass}>
              <TabLabel {...tab} />
            </span>
          ))}
        </div>
      }
      panels={
        <div>
          <TableFrame list="top" rows={undefined} />
          <FootnoteLine>
            <span>{t('footnote', { provider: PROVIDER_LABELS.coingecko })}</span>
          </FootnoteLine>
        </div>
      }
    />
  );
}
