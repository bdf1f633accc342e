import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { Clock, ExternalLink, Flame, RotateCw, Sparkles, Trophy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderName } from '@coinatlas/domain/pricing/providers';
import { Button } from '@/components/ui/button';
import { track } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { formatAsOf } from './format';
import { PriceTable } from './price-table';
import { priceQueries, REFRESH_MS, type PriceListData } from './api/price-queries';
import type { PriceListId } from './rows';
import { useOnScreen } from './use-on-screen';

const TABS: Array<{ id: PriceListId; icon: typeof Trophy }> = [
  { id: 'top', icon: Trophy },
  { id: 'trending', icon: Flame },
  { id: 'new', icon: Sparkles },
];

/** The market-data site behind "View All Cryptocurrencies" (a plain external link, not a partner). */
export const MARKET_DATA_URL = 'https://www.coingecko.com/';

/** How each provider is named in the footnote (the type asks for one per provider the server knows). */
const PROVIDER_NAMES: Record<ProviderName, string> = { coingecko: 'CoinGecko', coinpaprika: 'CoinPaprika' };
// Until an answer names its provider: Top 10 and Trending always come from CoinGecko.
const DEFAULT_PROVIDER: Record<PriceListId, ProviderName | null> = { top: 'coingecko', trending: 'coingecko', new: null };

function Footnote({ list, data }: { list: PriceListId; data: PriceListData | undefined }) {
  const { t, i18n } = useTranslation('prices');
  const provider = data?.provider ?? DEFAULT_PROVIDER[list];
  const asOf = data && data.source !== 'live' && data.fetchedAt ? formatAsOf(data.fetchedAt, i18n.language) : '';
  return (
    <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 sm:text-sm dark:text-slate-300">
      <span>{provider ? t('footnote', { provider: PROVIDER_NAMES[provider] }) : t('footnoteGeneric')}</span>
      {asOf && (
        <span
          data-testid="prices-as-of"
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          <Clock className="h-3.5 w-3.5" aria-hidden />
          {t(data?.source === 'snapshot' ? 'asOfSnapshot' : 'asOf', { time: asOf })}
        </span>
      )}
    </p>
  );
}

function Panel({ list, onScreen }: { list: PriceListId; onScreen: boolean }) {
  const { t } = useTranslation('prices');
  // The footnote says 60 seconds: while the section is on screen (and the tab visible) the open list is
  // asked for again every minute; the server's cache decides whether the data changed.
  const query = useQuery({ ...priceQueries.list(list), refetchInterval: onScreen ? REFRESH_MS : false });

  if (query.isError && !query.isFetching && !query.data) {
    return (
      <div className="-mx-4 border-y border-slate-200 bg-white px-4 py-10 text-center shadow-sm sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 dark:bg-slate-950">
        <p role="alert" className="text-slate-800 dark:text-slate-100">
          {t(`error.${list}`)}
        </p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => void query.refetch()}>
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('retry')}
        </Button>
      </div>
    );
  }
  const rows = query.data?.rows;
  if (rows && rows.length === 0) {
    return (
      <>
        <div className="-mx-4 border-y border-slate-200 bg-white px-4 py-10 text-center text-slate-700 sm:mx-0 sm:rounded-xl sm:border shadow-sm dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200">
          <p role="status">{t(`empty.${list}`)}</p>
        </div>
        <Footnote list={list} data={query.data} />
      </>
    );
  }
  return (
    <>
      <PriceTable list={list} rows={rows} />
      <Footnote list={list} data={query.data} />
    </>
  );
}

/** Live Cryptocurrency Prices on the home page: Top 10, Trending and New. */
export default function PricesSection() {
  const { t } = useTranslation('prices');
  const [tab, setTab] = useState<PriceListId>('top');
  const ref = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(ref);
  // Says on the section whether the 60-second refresh is running. Set in an effect of this (parent)
  // component, it changes only after the panel's query has taken its new interval (children's effects run
  // first), so whoever reads it (the e2e tests, a curious developer) sees the state that really applies.
  useEffect(() => {
    ref.current?.setAttribute('data-auto-refresh', onScreen ? 'on' : 'off');
  }, [onScreen]);

  return (
    <section
      ref={ref}
      id="live-prices"
      aria-labelledby="live-prices-heading"
      className="border-y border-slate-200 bg-slate-50 py-14 sm:py-16 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-7xl px-4">
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as PriceListId)}>
          <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
            <div>
              <h2 id="live-prices-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
                {t('title')}
              </h2>
              <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t('subtitle')}</p>
            </div>
            <Tabs.List
              aria-label={t('tabsLabel')}
              className="inline-flex w-full rounded-lg bg-slate-200/80 p-1 sm:w-auto dark:bg-slate-800"
            >
              {TABS.map(({ id, icon: Icon }) => (
                <Tabs.Trigger
                  key={id}
                  value={id}
                  className={cn(
                    'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none',
                    'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                    'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
                    'dark:data-[state=active]:bg-slate-950 dark:data-[state=active]:text-white',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  {t(`tabs.${id}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>
          {TABS.map(({ id }) => (
            <Tabs.Content key={id} value={id} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600">
              <Panel list={id} onScreen={onScreen} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <div className="mt-8 text-center">
          <a
            href={MARKET_DATA_URL}
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
