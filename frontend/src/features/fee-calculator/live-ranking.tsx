import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router-dom';
import { parseCountryCode } from '@coinatlas/domain/region/region';
import { CountryAsk } from '@/components/country/country-ask';
import { costQueries, type CostQuery } from '@/lib/api/cost-queries';
import type { VisitorCountry } from '@/lib/region/use-region';
import { useHydrated } from '@/lib/use-hydrated';
import { CostForm } from './cost-form';
import { Results } from './live-results';
import { toParams } from './use-cost-query';

/**
 * The live ranking: what buying an amount of a coin costs right now on each exchange's order book, part by
 * part, each part with where it comes from. The form is a plain GET form (it works without JavaScript, and
 * the server renders the ranking for the address); with JavaScript it updates the address in place. It
 * ranks only for a country: the visitor's confirmed one, or the one the address names; with neither it asks.
 */
export function LiveRanking({ query, visitor }: { query: CostQuery; visitor: VisitorCountry }) {
  const { t } = useTranslation('fees');
  const [params, setParams] = useSearchParams();
  const answer = useQuery({ ...costQueries.quote(query), enabled: query.country !== null });

  const submit = (next: CostQuery) => {
    setParams(toParams(next, params), { replace: true, preventScrollReset: true });
    // a country chosen here is the visitor's choice: every tool and the header follow it
    const chosen = parseCountryCode(next.country);
    if (chosen) visitor.confirm(chosen);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      {/* The fields are uncontrolled and keyed by the query, so a new address (back, the visitor's country) resets them. */}
      <CostForm key={[query.asset, query.fiat, query.amount, query.country, query.method].join('|')} query={query} onSubmit={submit} />
      <section aria-labelledby="live-results-heading" aria-live="polite" aria-busy={answer.isFetching} className="min-w-0">
        <h3 id="live-results-heading" className="text-xl font-bold">
          {t('live.resultsHeading')}
        </h3>
        {query.country === null ? (
          <CountryNeeded visitor={visitor} />
        ) : answer.data ? (
          <Results answer={answer.data} highlight={params.get('exchange')} />
        ) : answer.isError ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300" role="alert">
            {t('live.error')}
          </p>
        ) : (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t('live.loading')}</p>
        )}
      </section>
    </div>
  );
}

/** In place of a ranking while no country is known: the form's field (works without JavaScript), and the one-tap ask. */
export function CountryNeeded({ visitor }: { visitor: VisitorCountry }) {
  const { t } = useTranslation('fees');
  const hydrated = useHydrated();
  return (
    <div className="mt-3 space-y-3" data-testid="fee-country-needed">
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">{t('live.needCountry')}</p>
      {hydrated && <CountryAsk visitor={visitor} />}
    </div>
  );
}
