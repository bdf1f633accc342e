import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, useHref, useSearchParams } from 'react-router-dom';
import { isBuyAmount } from '@coinatlas/domain/market/cost-to-buy';
import { currencyOf } from '@coinatlas/domain/region/currency';
import { COUNTRY_CODES, parseCountryCode } from '@coinatlas/domain/region/region';
import { countryName } from '@/components/availability/country-filter';
import { CountryAsk } from '@/components/country/country-ask';
import { ProvenanceNote } from '@/components/provenance';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  COST_ASSETS,
  COST_FIATS,
  costMethods,
  costQueries,
  MAX_COST_AMOUNT,
  MIN_COST_AMOUNT,
  type CostAnswer,
  type CostEntry,
  type CostExclusion,
  type CostQuery,
} from '@/lib/api/cost-queries';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/numbers';
import type { VisitorCountry } from '@/lib/region/use-region';
import { useHydrated } from '@/lib/use-hydrated';
import { MethodChoice } from './method-choice';
import { parseAmount } from './parse-amount';
import { toParams } from './use-cost-query';
import { NamedList } from '@/components/ui/named-list';

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
  // the payment methods follow the currency as it is chosen (without JavaScript, the server takes the currency's first)
  const [fiat, setFiat] = useState(query.fiat);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const amount = parseAmount(String(data.get('amount') ?? ''));
    if (!isBuyAmount(amount)) {
      e.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]')?.setAttribute('aria-invalid', 'true');
      document.getElementById(ids.err)?.removeAttribute('hidden');
      return;
    }
    document.getElementById(ids.err)?.setAttribute('hidden', '');
    e.currentTarget.querySelector<HTMLInputElement>('input[name="amount"]')?.setAttribute('aria-invalid', 'false');
    const chosenFiat = String(data.get('fiat'));
    const method = String(data.get('method') ?? '');
    onSubmit({
      asset: String(data.get('asset')),
      fiat: chosenFiat,
      amount,
      country: parseCountryCode(data.get('country')),
      method: costMethods(chosenFiat).find((m) => m === method) ?? costMethods(chosenFiat)[0]!,
    });
  };

  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      aria-labelledby="live-form-heading"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 id="live-form-heading" className="text-lg font-semibold">
        {t('live.formHeading')}
      </h3>
      <div>
        <label htmlFor={ids.country} className="mb-1 block text-sm font-medium">
          {t('live.country')}
        </label>
        <Select
          id={ids.country}
          name="country"
          defaultValue={query.country ?? ''}
          required
          className="w-full"
          // a country chosen brings its currency where we quote it (the visitor may still pick another)
          onChange={(e) => {
            const own = currencyOf(e.target.value);
            if (own && (COST_FIATS as readonly string[]).includes(own)) setFiat(own);
          }}
        >
          <option value="" disabled>
            {t('live.chooseCountry')}
          </option>
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
          <Select id={ids.fiat} name="fiat" value={fiat} onChange={(e) => setFiat(e.target.value)} className="w-full">
            {COST_FIATS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p id={ids.err} hidden className="-mt-2 text-sm text-red-700 dark:text-red-300">
        {t('live.amountError', { min: numberFormat(lang).format(MIN_COST_AMOUNT), max: numberFormat(lang).format(MAX_COST_AMOUNT) })}
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
      <MethodChoice key={fiat} fiat={fiat} checked={query.method} />
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
            <RankedItem
              key={e.exchange.id}
              entry={e}
              amount={q.amount}
              fmt={fmt}
              country={where}
              highlighted={e.exchange.id === highlight}
            />
          ))}
        </NamedList>
      )}
      {answer.excluded.length > 0 && <Excluded list={answer.excluded} fmt={fmt} country={where} highlight={highlight} />}
    </>
  );
}

function RankedItem({
  entry: e,
  amount,
  fmt,
  country,
  highlighted,
}: {
  entry: CostEntry;
  amount: number;
  fmt: Fmt;
  country: string | null;
  highlighted: boolean;
}) {
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
          <ProvenanceNote provenance={p.fee.provenance} className="text-xs" />
          {p.fee.basis === 'ccxt-description' && <> {t('live.fee.ccxtCaveat')}</>}
        </Part>
        <Part label={t('live.parts.spread')} cost={fmt.money(p.spread.cost)}>
          <BookSource book={e.book} exchange={e.exchange.name} fmt={fmt} />
        </Part>
        <Part label={t('live.parts.slippage', { count: e.levelsUsed })} cost={fmt.money(p.slippage.cost)}>
          <BookSource book={e.book} exchange={e.exchange.name} fmt={fmt} />
        </Part>
        <Part
          label={t('live.parts.deposit', { method: t(`methods.${deposit.method}`) })}
          cost={deposit.cost !== null && deposit.status === 'counted' ? fmt.money(deposit.cost) : t('live.notInTotal')}
        >
          <DepositDetail deposit={deposit} amount={amount} fmt={fmt} />
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

function BookSource({ book, exchange, fmt }: { book: CostEntry['book']; exchange: string; fmt: Fmt }) {
  const { t } = useTranslation('fees');
  return (
    <>
      {t('live.book', { exchange, time: fmt.time(book.fetchedAt) })}
      {book.stale && ` ${t('live.bookStale', { seconds: book.ageSeconds })}`}
    </>
  );
}

/**
 * Where the deposit part comes from: the record's payment-method entry for the method and currency, with
 * its provenance (the same note the published-schedule table shows for it). A catalogue figure is shown
 * and left out of the total; a fee the record does not state is unknown, never zero.
 */
function DepositDetail({ deposit: d, amount, fmt }: { deposit: CostEntry['parts']['deposit']; amount: number; fmt: Fmt }) {
  const { t } = useTranslation('fees');
  const minimum = d.minimum !== null && d.minimum > amount ? <> {t('live.deposit.minimum', { minimum: fmt.money(d.minimum) })}</> : null;
  const note = d.provenance ? <ProvenanceNote provenance={d.provenance} className="text-xs" /> : null;
  if (d.status === 'counted')
    return (
      <>
        {note}
        {minimum}
      </>
    );
  const text =
    d.status === 'unchecked' && d.cost !== null && d.percent !== null
      ? t('live.deposit.unchecked', { cost: fmt.money(d.cost), percent: fmt.pct(d.percent) })
      : t(d.offered ? 'live.deposit.offered' : 'live.deposit.unknown');
  return (
    <>
      {text}
      {note && <> · {note}</>}
      {minimum}
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
            {x.reason === 'not-available-in-country' && x.provenance && (
              <>
                {' · '}
                <ProvenanceNote provenance={x.provenance} className="text-xs" />
              </>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
