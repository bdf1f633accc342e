import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import {
  compareFees,
  isTradeSize,
  ORDER_KINDS,
  type ExchangeCost,
  type FeeExchange,
  type FeePart,
  type KnownPart,
  type LiveFee,
  type MissingPart,
  type OrderKind,
} from '@coinatlas/domain/fees/fees';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { countryName } from '@/components/availability/country-name';
import { ProvenanceNote } from '@/components/provenance';
import { Input } from '@/components/ui/input';
import { NamedList } from '@/components/ui/named-list';
import { Select } from '@/components/ui/select';
import type { CostAnswer, CostQuery } from '@/lib/api/cost-queries';
import { cn } from '@/lib/cn';
import { intlLocale, numberFormat } from '@/lib/format/numbers';
import { feeQueries, type FeeSchedules } from './api/fee-queries';
import { parseAmount } from './parse-amount';

/**
 * The taker fees the live ranking read from a named feed for the same pair, by exchange: where a schedule's
 * first tier states the same figure, the table shows (and counts) it with that source, as the live table
 * does. Nothing when the live answer is for another purchase.
 */
export function liveFeesOf(live: CostAnswer | undefined, coin: string, fiat: string): Record<string, LiveFee> {
  if (!live || live.query.asset !== coin || live.query.fiat !== fiat) return {};
  return Object.fromEntries(
    live.ranked.map((e) => [e.exchange.id, { ratePercent: e.parts.fee.ratePercent, provenance: e.parts.fee.provenance as Provenance }]),
  );
}

/**
 * The published-schedule table: every exchange's whole trade (deposit by the chosen method, trading fee,
 * spread, withdrawal of the coin) from the facts its record holds, for the purchase the form above names:
 * its country (exchanges recorded as not available there are left out), its currency and its payment method.
 * Its own fields are the trade size, the coin, the order type and the 30-day volume.
 */
export function ScheduleTable({ query, live }: { query: CostQuery & { country: string }; live: CostAnswer | undefined }) {
  const { t, i18n } = useTranslation('fees');
  const lang = i18n.resolvedLanguage ?? 'en';
  const schedules = useQuery(feeQueries.schedules({ fiat: query.fiat, method: query.method, country: query.country }));
  const where = countryName(query.country, lang);
  return (
    <>
      <p className="-mt-2 mb-4 max-w-3xl text-sm text-slate-700 dark:text-slate-300" data-testid="schedules-for" suppressHydrationWarning>
        {t('schedules.following', { fiat: query.fiat, method: t(`methods.${query.method}`), country: where })}
      </p>
      {schedules.data ? (
        <Calculator key={`${query.asset}|${query.amount}`} query={query} data={schedules.data} live={live} country={where} />
      ) : schedules.isError ? (
        <p role="alert">{t('schedules.error')}</p>
      ) : (
        <p>{t('loading')}</p>
      )}
    </>
  );
}

type Render = {
  money: (amount: number) => string;
  usdMoney: (usd: number) => string;
  percent: (p: number) => string;
  partName: (part: FeePart) => string;
  order: string;
};

function Calculator({
  query,
  data,
  live,
  country,
}: {
  query: CostQuery & { country: string };
  data: FeeSchedules;
  live: CostAnswer | undefined;
  country: string;
}) {
  const { t, i18n } = useTranslation('fees');
  const lang = i18n.resolvedLanguage ?? 'en';
  const ids = { amount: useId(), rate: useId(), coin: useId(), volume: useId(), errA: useId(), errV: useId() };
  const coins = useQuery(feeQueries.coins());
  const currency = query.fiat;
  const [amount, setAmount] = useState(String(query.amount));
  const [coin, setCoin] = useState(query.asset);
  const [order, setOrder] = useState<OrderKind>('taker');
  const [volume, setVolume] = useState('');

  // The schedules' tiers are in USD, and a withdrawal fee is valued at the coin's USD price: another
  // currency needs the pricing module's rate; without one, no cost is shown (never a guess).
  const rates = useQuery({ ...feeQueries.fiatRates(), enabled: currency !== 'USD' });
  const rateOf = currency === 'USD' ? 1 : rates.data?.usdPer[currency];
  const rateState =
    currency === 'USD'
      ? 'usd'
      : rateOf !== undefined && rateOf > 0 && rates.data?.fetchedAt
        ? 'known'
        : rates.isPending
          ? 'loading'
          : 'unknown';
  const usdPerUnit = rateOf ?? NaN;

  const size = parseAmount(amount);
  const volumeUsd = volume.trim() === '' ? undefined : parseAmount(volume);
  const errors = { amount: !isTradeSize(size), volume: volumeUsd !== undefined && !(volumeUsd >= 0) };
  const hasRate = rateState === 'usd' || rateState === 'known';
  const valid = !errors.amount && !errors.volume && hasRate;
  const coinList = coins.data?.length ? coins.data : [{ symbol: query.asset, name: query.asset, priceUsd: null }];
  const coinPriceUsd = coins.data?.find((c) => c.symbol === coin)?.priceUsd ?? null;
  const liveFees = useMemo(() => liveFeesOf(live, coin, currency), [live, coin, currency]);

  const result = useMemo(
    () =>
      valid
        ? compareFees(data.exchanges as readonly FeeExchange[], {
            size,
            fiat: currency,
            usdPerUnit,
            coin,
            method: query.method,
            order,
            coinPriceUsd,
            liveFees,
            ...(volumeUsd !== undefined ? { volume30dUsd: volumeUsd } : {}),
          })
        : null,
    [valid, data.exchanges, size, currency, usdPerUnit, coin, query.method, order, coinPriceUsd, volumeUsd, liveFees],
  );
  const moneyFormat = numberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const render: Render = {
    money: (v) => moneyFormat.format(v),
    usdMoney: (usd) => numberFormat(lang, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(usd),
    percent: (p) => numberFormat(lang, { style: 'percent', maximumFractionDigits: 3 }).format(p / 100),
    partName: (part) => (part === 'deposit' ? t('parts.deposit', { method: t(`methods.${query.method}`) }) : t(`parts.${part}`, { coin })),
    order: t(`results.orderShort.${order}`),
  };
  const pair = t('form.pair', { coin, currency });

  const radio = (name: string, value: string, checked: boolean, onChange: () => void, label: string) => (
    <label
      key={value}
      className={cn(
        'flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm',
        checked ? 'border-blue-700 bg-blue-50 dark:border-blue-400 dark:bg-slate-800' : 'border-slate-300 dark:border-slate-600',
      )}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="h-4 w-4 accent-blue-700" />
      {label}
    </label>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      {/* live controls, not a form: nothing is submitted, the results follow each change */}
      <div
        role="group"
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900"
        aria-labelledby="calculator-heading"
      >
        <div>
          <label htmlFor={ids.amount} className="mb-1 block text-sm font-medium">
            {t('form.amountIn', { currency })}
          </label>
          <Input
            id={ids.amount}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={errors.amount}
            aria-describedby={errors.amount ? ids.errA : undefined}
            className="w-full"
          />
        </div>
        {errors.amount && (
          <p id={ids.errA} className="-mt-2 text-sm text-red-700 dark:text-red-300">
            {t('form.errors.amount')}
          </p>
        )}
        {currency !== 'USD' && (
          <p id={ids.rate} role="status" data-testid="fiat-rate" className="-mt-2 text-xs text-slate-600 dark:text-slate-300">
            {rateState === 'known'
              ? t('form.rateFrom', {
                  currency,
                  rate: numberFormat(lang, { maximumFractionDigits: 4 }).format(usdPerUnit),
                  time: new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(
                    new Date(rates.data!.fetchedAt!),
                  ),
                })
              : rateState === 'loading'
                ? t('form.rateLoading', { currency })
                : t('form.rateUnknown', { currency })}
          </p>
        )}
        <div>
          <label htmlFor={ids.coin} className="mb-1 block text-sm font-medium">
            {t('form.coin')}
          </label>
          <Select id={ids.coin} value={coin} onChange={(e) => setCoin(e.target.value)} className="w-full">
            {coinList.map((c) => (
              <option key={c.symbol} value={c.symbol}>
                {t('form.pair', { coin: c.symbol, currency })} · {c.name}
              </option>
            ))}
          </Select>
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">{t('form.order')}</legend>
          <div className="grid gap-2">
            {ORDER_KINDS.map((o) => radio('order', o, order === o, () => setOrder(o), t(`form.orders.${o}`)))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={ids.volume} className="mb-1 block text-sm font-medium">
            {t('form.volume')}
          </label>
          <Input
            id={ids.volume}
            inputMode="decimal"
            autoComplete="off"
            value={volume}
            onChange={(e) => setVolume(e.target.value)}
            aria-invalid={errors.volume}
            aria-describedby={`${ids.volume}-hint${errors.volume ? ` ${ids.errV}` : ''}`}
            className="w-full"
          />
          <p id={`${ids.volume}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-300">
            {t('form.volumeHint')}
          </p>
          {errors.volume && (
            <p id={ids.errV} className="mt-1 text-sm text-red-700 dark:text-red-300">
              {t('form.errors.volume')}
            </p>
          )}
        </div>
      </div>

      <section aria-labelledby="results-heading" aria-live="polite" className="min-w-0">
        <h3 id="results-heading" className="text-xl font-bold">
          {t('results.heading')}
        </h3>
        {!result ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            {errors.amount || errors.volume ? t('results.invalid') : rateState === 'unknown' ? t('results.noRate', { currency }) : null}
          </p>
        ) : (
          <>
            {result.complete.length > 0 ? (
              <>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                  {t('results.cheapestFirst', { amount: render.money(size), pair })}
                </p>
                <NamedList as="ol" name={t('results.rankingLabel')} className="mt-4 grid gap-4">
                  {result.complete.map((c) => (
                    <li key={c.id} data-testid="fee-result" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <h4 className="text-lg font-semibold">{c.name}</h4>
                        <p className="font-semibold">
                          {t('results.total')}: {render.money(c.total!)}
                        </p>
                      </div>
                      <PartList cost={c} render={render} />
                      {c.spreadUnknown && <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('results.spreadUnknown')}</p>}
                      <CostNotes cost={c} render={render} country={country} />
                    </li>
                  ))}
                </NamedList>
              </>
            ) : (
              <p
                data-testid="fee-none"
                className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-slate-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-slate-50"
              >
                {t('results.none')}
              </p>
            )}
            {result.incomplete.length > 0 && (
              <div className="mt-6">
                <h4 className="text-lg font-semibold">{t('results.missingHeading')}</h4>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('results.missingIntro')}</p>
                <ul className="mt-3 grid gap-3">
                  {result.incomplete.map((c) => (
                    <li
                      key={c.id}
                      data-testid="fee-missing"
                      className="rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-600"
                    >
                      <h5 className="font-semibold">{c.name}</h5>
                      {c.parts.length > 0 && (
                        <>
                          <p className="mt-2 text-sm font-medium">{t('results.held')}</p>
                          <PartList cost={c} render={render} />
                        </>
                      )}
                      <p className="mt-2 text-sm font-medium">{t('results.missingLabel')}</p>
                      <ul className="mt-1 space-y-1 text-sm">
                        {c.missing.map((m) => (
                          <MissingLine key={m.part} m={m} render={render} coin={coin} />
                        ))}
                      </ul>
                      <CostNotes cost={c} render={render} country={country} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {data.withoutFees > 0 && (
              <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">{t('results.noFacts', { count: data.withoutFees })}</p>
            )}
          </>
        )}
        {data.excluded.length > 0 && <LeftOut list={data.excluded} country={country} />}
      </section>
    </div>
  );
}

/** A part's detail: its rate and tier, or the coin amount of a withdrawal. */
function detailOf(p: KnownPart, render: Render, t: (k: string, o?: Record<string, unknown>) => string): string {
  if (p.part === 'trading' && p.tier && p.percent !== undefined)
    return t('results.tradingDetail', { percent: render.percent(p.percent), order: render.order, from: render.usdMoney(p.tier.fromUsd) });
  if (p.part === 'withdrawal' && p.coinAmount !== undefined) return t('results.withdrawalDetail', { amount: p.coinAmount });
  if (p.percent !== undefined) return render.percent(p.percent);
  return '';
}

function PartList({ cost, render }: { cost: ExchangeCost; render: Render }) {
  const { t } = useTranslation('fees');
  return (
    <dl className="mt-2 grid gap-1 text-sm">
      {cost.parts.map((p) => (
        <div key={p.part} className="flex flex-wrap justify-between gap-x-3">
          <dt>
            {render.partName(p.part)} <span className="text-slate-600 dark:text-slate-300">· {detailOf(p, render, t)} · </span>
            <ProvenanceNote provenance={p.provenance} className="text-xs" />
          </dt>
          <dd className="font-medium tabular-nums">{render.money(p.cost)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One missing part in words, with the provenance of the figure we hold for it (shown once). */
function MissingLine({ m, render, coin }: { m: MissingPart; render: Render; coin: string }) {
  const { t } = useTranslation('fees');
  const part = render.partName(m.part);
  const note = m.fact && m.reason !== 'no-price' && (
    <>
      {' · '}
      <ProvenanceNote provenance={m.fact.provenance} className="text-xs" />
    </>
  );
  if (m.reason === 'unchecked') {
    const cost = m.uncheckedCost !== undefined ? render.money(m.uncheckedCost) : t('results.figureHeld');
    const figure =
      m.uncheckedPercent !== undefined
        ? t('results.figureWithRate', {
            cost,
            percent: render.percent(m.uncheckedPercent),
            order: m.part === 'trading' ? ` ${render.order}` : '',
          })
        : cost;
    return (
      <li>
        {t('results.missing.unchecked', { part, figure })}
        {note}
      </li>
    );
  }
  return (
    <li>
      {t(`results.missing.${m.reason}`, { part, coin })}
      {note}
    </li>
  );
}

/** What else the record says that matters here: a minimum deposit above the trade, an unknown availability. */
function CostNotes({ cost, render, country }: { cost: ExchangeCost; render: Render; country: string }) {
  const { t } = useTranslation('fees');
  return (
    <>
      {cost.depositMinimumAbove !== null && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          {t('results.depositMinimum', { minimum: render.money(cost.depositMinimumAbove) })}
        </p>
      )}
      {cost.availability === 'unknown' && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300" suppressHydrationWarning>
          {t('live.availabilityUnknown', { country })}
        </p>
      )}
    </>
  );
}

/** The exchanges whose record says they are not available in the country, each with that record's provenance. */
function LeftOut({ list, country }: { list: FeeSchedules['excluded']; country: string }) {
  const { t } = useTranslation('fees');
  return (
    <details className="mt-6 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-600" data-testid="schedules-excluded">
      <summary className="cursor-pointer font-semibold" suppressHydrationWarning>
        {t('results.excludedHeading', { count: list.length, country })}
      </summary>
      <ul className="mt-3 space-y-2 text-sm">
        {list.map((x) => (
          <li key={x.exchange.id} data-testid="schedules-excluded-item" data-exchange={x.exchange.id}>
            <span className="font-medium">{x.exchange.name}</span>
            {' · '}
            <ProvenanceNote provenance={x.provenance as Provenance} className="text-xs" />
          </li>
        ))}
      </ul>
    </details>
  );
}
