import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { Clock, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { PROVIDER_LABELS, type ProviderName } from '@coinatlas/domain/pricing/providers';
import { Button } from '@/components/ui/button';
import { formatAsOf } from './format';
import { PriceTable } from './price-table';
import { FootnoteLine, PricesFrame, TabLabel, TABS, tabClass, tabListClass } from './prices-frame';
import { priceQueries, REFRESH_MS, type PriceListData } from './api/price-queries';
import type { PriceListId } from './rows';
import { useOnScreen } from './use-on-screen';

/** How each provider is named in the footnote (the type asks for one per provider the server knows). */
// Until an answer names its provider: Top 10 and Trending always come from CoinGecko.
const DEFAULT_PROVIDER: Record<PriceListId, ProviderName | null> = { top: 'coingecko', trending: 'coingecko', new: null };

function Footnote({ list, data }: { list: PriceListId; data: PriceListData | undefined }) {
  const { t, i18n } = useTranslation('prices');
  const provider = data?.provider ?? DEFAULT_PROVIDER[list];
  const asOf = data && data.source !== 'live' && data.fetchedAt ? formatAsOf(data.fetchedAt, i18n.language) : '';
  return (
    <FootnoteLine>
      <span>{provider ? t('footnote', { provider: PROVIDER_LABELS[provider] }) : t('footnoteGeneric')}</span>
      {asOf && (
        <span
          data-testid="prices-as-of"
          className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          <Clock className="h-3.5 w-3.5" aria-hidden />
          {t(data?.source === 'snapshot' ? 'asOfSnapshot' : 'asOf', { time: asOf })}
        </span>
      )}
    </FootnoteLine>
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
    <PricesFrame
      sectionRef={ref}
      wrap={(children) => (
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as PriceListId)}>
          {children}
        </Tabs.Root>
      )}
      tabList={
        <Tabs.List aria-label={t('tabsLabel')} className={tabListClass}>
          {TABS.map((item) => (
            <Tabs.Trigger key={item.id} value={item.id} className={tabClass}>
              <TabLabel {...item} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      }
      panels={TABS.map(({ id }) => (
        <Tabs.Content key={id} value={id} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-600">
          <Panel list={id} onScreen={onScreen} />
        </Tabs.Content>
      ))}
    />
  );
}
