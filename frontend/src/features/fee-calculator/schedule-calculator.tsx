// The published-schedule calculator: its own fields (trade size, coin, order type, 30-day volume) and the ranked results.
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { compareFees, isTradeSize, ORDER_KINDS, type FeeExchange, type OrderKind } from '@coinatlas/domain/fees/fees';
import { Input } from '@/components/ui/input';
import { NamedList } from '@/components/ui/named-list';
import { Select } from '@/components/ui/select';
import type { CostAnswer, CostQuery } from '@/lib/api/cost-queries';
import { cn } from '@/lib/cn';
import { intlLocale, numberFormat } from '@/lib/format/numbers';
import { feeQueries, type FeeSchedules } from './api/fee-queries';
import { liveFeesOf } from './live-fees';
import { parseAmount } from './parse-amount';
import { CostNotes, LeftOut, MissingLine, PartList, type Render } from './schedule-parts';

export function Calculator({
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
