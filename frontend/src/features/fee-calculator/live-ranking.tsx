import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useHref, useSearchParams } from 'react-router-dom';
import { COUNTRY_CODES } from '@coinatlas/domain/region/region';
import { countryName } from '@/components/availability/country-filter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  COST_ASSETS,
  COST_FIATS,
  COST_METHODS,
  costQueries,
  costQueryFromUrl,
  forCountry,
  MAX_COST_AMOUNT,
  type CostAnswer,
  type CostEntry,
  type CostExclusion,
  type CostProvenance,
  type CostQuery,
} from '@/lib/api/cost-queries';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/numbers';
import { useRegion } from '@/lib/region/use-region';
import { useSite } from '@/lib/site-context';
import { useHydrated } from '@/lib/use-hydrated';
import { parseAmount } from './parse-amount';
import { NamedList } from '@/components/ui/named-list';

/** The query the page's address asks for (the form below writes these names). */
export function useCostQuery(): CostQuery {
  const [params] = useSearchParams();
  const { lang } = useSite();
  return useMemo(() => costQueryFromUrl(params, lang), [params, lang]);
}

const QUERY_NAMES = ['asset', 'fiat', 'amount', 'country', 'method'] as const;

/**
 * The live ranking: what buying an amount of a coin costs right now on each exchange's order book, part by
 * part, each part with where it comes from. The form is a plain GET form (it works without JavaScript, and
 * the server renders the ranking for the address); with JavaScript it updates the address in place.
 */
export function LiveRanking() {
  const { t } = useTranslation('fees');
  const query = useCostQuery();
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const { region } = useRegion();
  const answer = useQuery(costQueries.quote(query));

  // A visitor whose country we know, on an address that names none, sees their own country's ranking.
  useEffect(() => {
    if (!hydrated || !region || params.has('country') || region.code === query.country) return;
    const next = forCountry(query, region.code);
    setParams(toParams(next, params), { replace: true, preventScrollReset: true });
  }, [hydrated, region, params, query, setParams]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <CostForm query={query} onSubmit={(next) => setParams(toParams(next, params), { replace: true, preventScrollReset: true })} />
      <section aria-labelledby="live-results-heading" aria-live="polite" aria-busy={answer.isFetching} className="min-w-0">
        <h3 id="live-results-heading" className="text-xl font-bold">
          {t('live.resultsHeading')}
        </h3>
        {answer.data ? (
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

function toParams(q: CostQuery, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of QUERY_NAMES) next.delete(name);
  next.set('asset', q.asset);
  next.set('fiat', q.fiat);
  next.set('amount', String(q.amount));
  if (q.country) next.set('country', q.country);
  next.set('method', q.method);
  return next;
}

function CostForm({ query, onSubmit }: { query: CostQuery; onSubmit: (q: CostQuery) => void }) {
  const { t, i18n } = useTranslation('fees');
  const lang = i18n.resolvedLanguage ?? 'en';
  // a plain form needs the address with its language prefix (the router's basename)
  const action = useHref('/fee-calculator');
  const ids = { asset: useId(), fiat: useId(), amount: useId(), country: useId(), err: useId() };
  const countries = useMemo(
    () => COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => a.name.localeCompare(b.name, lang)),
    [lang],
  );

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const amount = parseAmount(String(data.get('amount') ?? ''));
    if (!(amount > 0 && amount <= MAX_COST_AMOUNT)) {
      e.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]')?.setAttribute('aria-invalid', 'true');
      document.getElementById(ids.err)?.removeAttribute('hidden');
      return;
    }
    document.getElementById(ids.err)?.setAttribute('hidden', '');
    e.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]')?.setAttribute('aria-invalid', 'false');
    onSubmit({
      asset: String(data.get('asset')),
      fiat: String(data.get('fiat')),
      amount,
      country: String(data.get('country') || '') || null,
      method: data.get('method') === 'card' ? 'card' : 'bank_transfer',
    });
  };

  // The fields are uncontrolled and keyed by the query, so a new address (back, region) resets them.
  const key = [query.asset, query.fiat, query.amount, query.country, query.method].join('|');
  return (
    <form
      key={key}
      method="get"
      action={action}
      onSubmit={submit}
      aria-labelledby="live-form-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 id="live-form-heading" className="text-lg font-semibold">
        {t('live.formHeading')}
      </h3>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
        <div className="min-w-0">
          <label htmlFor={ids.amount} className="mb-1 block text-sm font-medium">
            {t('live.amount')}
          </label>
          <Input
            id={ids.amount}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={String(query.amount)}
            className="w-full"
            aria-describedby={ids.err}
          />
        </div>
        <div>
          <label htmlFor={ids.fiat} className="mb-1 block text-sm font-medium">
            {t('live.fiat')}
          </label>
          <Select id={ids.fiat} name="fiat" defaultValue={query.fiat} className="w-full">
            {COST_FIATS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p id={ids.err} hidden className="-mt-2 text-sm text-red-700 dark:text-red-300">
        {t('live.amountError', { max: numberFormat(lang).format(MAX_COST_AMOUNT) })}
      </p>
      <div>
        <label htmlFor={ids.asset} className="mb-1 block text-sm font-medium">
          {t('live.asset')}
        </label>
        <Select id={ids.asset} name="asset" defaultValue={query.asset} className="w-full">
          {COST_ASSETS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor={ids.country} className="mb-1 block text-sm font-medium">
          {t('live.country')}
        </label>
        <Select id={ids.country} name="country" defaultValue={query.country ?? ''} className="w-full">
          <option value="">{t('live.anyCountry')}</option>
          {/* Country names come from the runtime's Intl data, which differs between the server's Node and the
              visitor's browser ("Hong Kong SAR China" or "Hong Kong"): hydration keeps the server's names, and
              the browser's own appear when the form is next drawn. */}
          {countries.map((c) => (
            <option key={c.code} value={c.code} suppressHydrationWarning>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('form.method')}</legend>
        <div className="grid gap-2">
          {COST_METHODS.map((m) => (
            <label
              key={m}
              className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 dark:border-slate-600 dark:has-[:checked]:border-blue-400 dark:has-[:checked]:bg-slate-800"
            >
              <input type="radio" name="method" value={m} defaultChecked={query.method === m} className="h-4 w-4 accent-blue-700" />
              {t(`live.methods.${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit">{t('live.submit')}</Button>
    </form>
  );
}

type Fmt = {
  money: (v: number) => string;
  pct: (v: number) => string;
  coin: (v: number) => string;
  time: (iso: string) => string;
};

function useFormat(fiat: string, asset: string): Fmt {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const money = numberFormat(lang, { style: 'currency', currency: fiat, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const pct = numberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const coin = numberFormat(lang, { maximumSignificantDigits: 6 });
    // UTC, so the server's page and the browser's first render say the same.
    const time = new Intl.DateTimeFormat(lang === 'pt' ? 'pt-BR' : lang === 'en' ? 'en-US' : lang, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    return {
      money: (v) => money.format(v),
      pct: (v) => pct.format(v / 100),
      coin: (v) => `${coin.format(v)} ${asset}`,
      time: (iso) => time.format(new Date(iso)),
    };
  }, [lang, fiat, asset]);
}

/** `highlight`: the exchange whose page the visitor came from (`?exchange=`), marked in the ranking. */
function Results({ answer, highlight }: { answer: CostAnswer; highlight: string | null }) {
  const { t, i18n } = useTranslation('fees');
  const lang = i18n.resolvedLanguage ?? 'en';
  const q = answer.query;
  const fmt = useFormat(q.fiat, q.asset);
  const where = q.country ? countryName(q.country, lang) : null;
  return (
    <>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="live-summary" suppressHydrationWarning>
        {where
          ? t('live.summaryIn', { amount: fmt.money(q.amount), asset: q.asset, country: where })
          : t('live.summary', { amount: fmt.money(q.amount), asset: q.asset })}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('live.marketOrder')}{' '}
        {t('live.readWith', { library: `${answer.library.name} ${answer.library.version}`, time: fmt.time(answer.generatedAt) })}
      </p>
      {answer.ranked.length === 0 ? (
        <p
          data-testid="live-none"
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-slate-50"
        >
          {t('live.none')}
        </p>
      ) : (
        <NamedList as="ol" name={t('live.rankingLabel')} className="mt-4 grid gap-4">
          {answer.ranked.map((e) => (
            <RankedItem key={e.exchange.id} entry={e} fmt={fmt} country={where} highlighted={e.exchange.id === highlight} />
          ))}
        </NamedList>
      )}
      {answer.excluded.length > 0 && <Excluded list={answer.excluded} fmt={fmt} country={where} highlight={highlight} />}
    </>
  );
}

function RankedItem({ entry: e, fmt, country, highlighted }: { entry: CostEntry; fmt: Fmt; country: string | null; highlighted: boolean }) {
  const { t } = useTranslation('fees');
  const p = e.parts;
  const deposit = p.deposit;
  return (
    <li
      data-testid="live-result"
      data-exchange={e.exchange.id}
      aria-current={highlighted ? 'true' : undefined}
      className={cn(
        'rounded-xl border p-4',
        highlighted
          ? 'border-blue-700 ring-2 ring-blue-700 dark:border-blue-400 dark:ring-blue-400'
          : 'border-slate-200 dark:border-slate-700',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-lg font-semibold">
          <span className="mr-2 text-slate-500 dark:text-slate-400">{e.rank}.</span>
          <Link to={`/exchanges/${e.exchange.id}`} className="underline-offset-2 hover:underline">
            {e.exchange.name}
          </Link>
        </h4>
        <p className="font-semibold" data-testid="live-total">
          {t('live.total', { cost: fmt.money(e.total.cost), percent: fmt.pct(e.total.percent) })}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('live.receive', { received: fmt.coin(e.received), price: fmt.money(e.averagePrice) })}
      </p>
      <dl className="mt-3 grid gap-2 text-sm">
        <Part label={t('live.parts.fee', { rate: fmt.pct(p.fee.ratePercent) })} cost={fmt.money(p.fee.cost)}>
          <FeeSource fee={p.fee} exchange={e.exchange.name} fmt={fmt} />
        </Part>
        <Part label={t('live.parts.spread')} cost={fmt.money(p.spread.cost)}>
          <BookSource book={e.book} exchange={e.exchange.name} fmt={fmt} />
        </Part>
        <Part label={t('live.parts.slippage', { count: e.levelsUsed })} cost={fmt.money(p.slippage.cost)}>
          <BookSource book={e.book} exchange={e.exchange.name} fmt={fmt} />
        </Part>
        <Part
          label={t(`live.parts.deposit.${deposit.method}`)}
          cost={deposit.cost !== null && deposit.status === 'counted' ? fmt.money(deposit.cost) : t('live.notInTotal')}
        >
          {deposit.status === 'counted' && deposit.provenance ? (
            <ProvenanceText provenance={deposit.provenance} fmt={fmt} />
          ) : deposit.status === 'unchecked' && deposit.cost !== null ? (
            t('live.deposit.unchecked', { cost: fmt.money(deposit.cost) })
          ) : (
            t(`live.deposit.${deposit.status === 'not-convertible' ? 'notConvertible' : 'unknown'}`)
          )}
        </Part>
      </dl>
      {!e.complete && <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('live.partial')}</p>}
      {e.availability === 'unknown' && country && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300" suppressHydrationWarning>
          {t('live.availabilityUnknown', { country })}
        </p>
      )}
    </li>
  );
}

function Part({ label, cost, children }: { label: string; cost: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-t border-slate-100 pt-2 first:border-t-0 first:pt-0 dark:border-slate-800">
      <dt className="min-w-0 flex-1">
        <span className="font-medium">{label}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-300">{children}</span>
      </dt>
      <dd className="font-medium tabular-nums">{cost}</dd>
    </div>
  );
}

const linkClass = 'underline underline-offset-2 hover:text-blue-800 dark:hover:text-blue-300';

function FeeSource({ fee, exchange, fmt }: { fee: CostEntry['parts']['fee']; exchange: string; fmt: Fmt }) {
  const { t } = useTranslation('fees');
  if (fee.basis === 'editor-checked') return <ProvenanceText provenance={fee.provenance} fmt={fmt} />;
  const library =
    fee.provenance.kind === 'feed' ? (fee.provenance.version ? `ccxt ${fee.provenance.version}` : fee.provenance.feed) : 'ccxt';
  const page = fee.pages[0];
  return (
    <>
      {fee.basis === 'exchange-listing' ? t('live.fee.listing', { exchange, library }) : t('live.fee.description', { exchange, library })}
      {page && (
        <>
          {' '}
          (
          <a href={page} target="_blank" rel="noopener noreferrer" data-fact-source="" className={linkClass}>
            {t('live.fee.page')}
          </a>
          )
        </>
      )}
    </>
  );
}

function BookSource({ book, exchange, fmt }: { book: CostEntry['book']; exchange: string; fmt: Fmt }) {
  const { t } = useTranslation('fees');
  return (
    <>
      {t('live.book', { exchange, time: fmt.time(book.fetchedAt) })}
      {book.stale && ` ${t('live.bookStale', { seconds: book.ageSeconds })}`}
    </>
  );
}

function ProvenanceText({ provenance, fmt }: { provenance: CostProvenance; fmt: Fmt }) {
  const { t, i18n } = useTranslation('fees');
  if (provenance.kind === 'catalogue') return <>{t('results.catalogue')}</>;
  if (provenance.kind === 'feed')
    return (
      <>{t('results.feed', { feed: provenance.fetchedAt ? `${provenance.feed}, ${fmt.time(provenance.fetchedAt)}` : provenance.feed })}</>
    );
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'pt' ? 'pt-BR' : i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${provenance.checked}T12:00:00Z`));
  return (
    <>
      <a href={provenance.source} target="_blank" rel="noopener noreferrer" data-fact-source="" className={linkClass}>
        {t('results.source')}
      </a>
      , {t('results.checked', { date })}
    </>
  );
}

function Excluded({
  list,
  fmt,
  country,
  highlight,
}: {
  list: readonly CostExclusion[];
  fmt: Fmt;
  country: string | null;
  highlight: string | null;
}) {
  const { t } = useTranslation('fees');
  return (
    <details
      open={list.some((x) => x.exchange.id === highlight) || undefined}
      className="mt-6 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-600"
      data-testid="live-excluded"
    >
      <summary className="cursor-pointer font-semibold">{t('live.excludedHeading', { count: list.length })}</summary>
      <ul className="mt-3 space-y-2 text-sm">
        {list.map((x) => (
          <li
            key={x.exchange.id}
            data-testid="live-excluded-item"
            data-exchange={x.exchange.id}
            data-reason={x.reason}
            suppressHydrationWarning
          >
            <span className="font-medium">{x.exchange.name}</span>: {t(`live.reasons.${x.reason}`, { country: country ?? '' })}
            {x.at && <span className="text-slate-600 dark:text-slate-300"> ({fmt.time(x.at)})</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
