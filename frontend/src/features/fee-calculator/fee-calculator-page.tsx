import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import {
  compareFees,
  DEPOSIT_METHODS,
  isTradeSize,
  ORDER_KINDS,
  type DepositMethod,
  type ExchangeCost,
  type FeePart,
  type KnownPart,
  type MissingPart,
  type OrderKind,
} from '@coinatlas/domain/fees/fees';
import { citation, type Provenance } from '@coinatlas/domain/provenance/provenance';
import type { BreadcrumbItem } from '@/components/page/breadcrumbs';
import { costQueries, costQueryFromUrl } from '@/lib/api/cost-queries';
import { ListingPage, ListingSection } from '@/components/page/listing-page';
import { Input } from '@/components/ui/input';
import { NamedList } from '@/components/ui/named-list';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { intlLocale, numberFormat } from '@/lib/format/numbers';
import type { PageLoaderContext } from '@/lib/page-module';
import { usePageMeta } from '@/lib/seo/use-page-meta';
import { feeQueries, type FeeList } from './api/fee-queries';
import { LiveRanking } from './live-ranking';
import { parseAmount } from './parse-amount';

/** The fiat currencies a visitor can enter a trade in; fee schedules are in USD, so others are converted at the pricing module's rate. */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL', 'MXN', 'CAD', 'AUD', 'CHF'] as const;
type Currency = (typeof CURRENCIES)[number];
const DEFAULT_COIN = 'BTC';

/**
 * Loaded before the page renders: the live ranking the address asks for (so the page holds it without
 * JavaScript) and the fee facts. The coin prices are live data and load in the browser.
 */
export const loader = (ctx: PageLoaderContext) =>
  Promise.all([
    ctx.queryClient.prefetchQuery(costQueries.quote(costQueryFromUrl(ctx.url.searchParams, ctx.lang))),
    ctx.queryClient.prefetchQuery(feeQueries.facts()),
  ]);

export default function FeeCalculatorPage() {
  const { t } = useTranslation('fees');
  const facts = useQuery(feeQueries.facts());
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const crumbs: BreadcrumbItem[] = [
    { label: t('breadcrumbHome'), href: '/' },
    { label: t('breadcrumbTools'), href: '/tools' },
    { label: t('crumb'), href: '/fee-calculator', isCurrentPage: true },
  ];
  return (
    <ListingPage breadcrumbs={crumbs} title={t('title')} intro={t('intro')}>
      <ListingSection headingId="live-heading" heading={t('live.heading')} showHeading>
        <p className="-mt-2 mb-4 max-w-3xl text-slate-700 dark:text-slate-300">{t('live.intro')}</p>
        <LiveRanking />
      </ListingSection>
      <ListingSection
        headingId="calculator-heading"
        heading={t('schedules.heading')}
        showHeading
        loadingLabel={facts.data ? undefined : t('loading')}
      >
        <p className="-mt-2 mb-4 max-w-3xl text-slate-700 dark:text-slate-300">{t('schedules.intro')}</p>
        {facts.data ? <Calculator facts={facts.data} /> : null}
      </ListingSection>
    </ListingPage>
  );
}

function Calculator({ facts }: { facts: FeeList }) {
  const { t, i18n } = useTranslation('fees');
  const lang = i18n.resolvedLanguage ?? 'en';
  const ids = { amount: useId(), currency: useId(), rate: useId(), coin: useId(), volume: useId(), errA: useId(), errV: useId() };
  const coins = useQuery(feeQueries.coins());
  const [amount, setAmount] = useState('1000');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [coin, setCoin] = useState(DEFAULT_COIN);
  const [method, setMethod] = useState<DepositMethod>('card');
  const [order, setOrder] = useState<OrderKind>('taker');
  const [volume, setVolume] = useState('');

  // Another currency is converted at the pricing module's rate; without one, no cost is shown (never a guess).
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
  const errors = {
    amount: !isTradeSize(size),
    volume: volumeUsd !== undefined && !(volumeUsd >= 0),
  };
  const hasRate = rateState === 'usd' || rateState === 'known';
  const valid = !errors.amount && !errors.volume && hasRate;
  const coinList = coins.data?.length ? coins.data : [{ symbol: DEFAULT_COIN, name: 'Bitcoin', priceUsd: null }];
  const coinPriceUsd = coins.data?.find((c) => c.symbol === coin)?.priceUsd ?? null;

  const result = useMemo(
    () =>
      valid
        ? compareFees(facts.exchanges, { sizeUsd: size * usdPerUnit, coin, method, order, coinPriceUsd, volume30dUsd: volumeUsd })
        : null,
    [valid, facts.exchanges, size, usdPerUnit, coin, method, order, coinPriceUsd, volumeUsd],
  );
  // Amounts are worked out in USD (the schedules' currency) and shown in the visitor's currency.
  const money = (usd: number) =>
    numberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(usd / usdPerUnit);
  const usdMoney = (usd: number) => numberFormat(lang, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(usd);
  const percent = (p: number) => numberFormat(lang, { style: 'percent', maximumFractionDigits: 3 }).format(p / 100);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
  const pair = t('form.pair', { coin, currency });
  const partName = (part: FeePart) => (part === 'deposit' ? t(`parts.deposit.${method}`) : t(`parts.${part}`, { coin }));

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
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
          <div className="min-w-0">
            <label htmlFor={ids.amount} className="mb-1 block text-sm font-medium">
              {t('form.amount')}
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
          <div>
            <label htmlFor={ids.currency} className="mb-1 block text-sm font-medium">
              {t('form.currency')}
            </label>
            <Select id={ids.currency} value={currency} onChange={(e) => setCurrency(e.target.value as Currency)} className="w-full">
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </div>
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
          <legend className="mb-1 text-sm font-medium">{t('form.method')}</legend>
          <div className="grid gap-2">
            {DEPOSIT_METHODS.map((m) => radio('method', m, method === m, () => setMethod(m), t(`form.methods.${m}`)))}
          </div>
        </fieldset>
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
        <h2 id="results-heading" className="text-xl font-bold">
          {t('results.heading')}
        </h2>
        {!result ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            {errors.amount || errors.volume ? t('results.invalid') : rateState === 'unknown' ? t('results.noRate', { currency }) : null}
          </p>
        ) : (
          <>
            {result.complete.length > 0 ? (
              <>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                  {t('results.cheapestFirst', { amount: money(size * usdPerUnit), pair })}
                </p>
                <NamedList as="ol" name={t('results.rankingLabel')} className="mt-4 grid gap-4">
                  {result.complete.map((c) => (
                    <li key={c.id} data-testid="fee-result" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <h3 className="text-lg font-semibold">{c.name}</h3>
                        <p className="font-semibold">
                          {t('results.total')}: {money(c.totalUsd!)}
                        </p>
                      </div>
                      <PartList cost={c} render={{ money, percent, date, partName, usdMoney, order: t(`results.orderShort.${order}`) }} />
                      {c.spreadUnknown && <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('results.spreadUnknown')}</p>}
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
                <h3 className="text-lg font-semibold">{t('results.missingHeading')}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('results.missingIntro')}</p>
                <ul className="mt-3 grid gap-3">
                  {result.incomplete.map((c) => (
                    <li
                      key={c.id}
                      data-testid="fee-missing"
                      className="rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-600"
                    >
                      <h4 className="font-semibold">{c.name}</h4>
                      {c.parts.length > 0 && (
                        <>
                          <p className="mt-2 text-sm font-medium">{t('results.held')}</p>
                          <PartList
                            cost={c}
                            render={{ money, percent, date, partName, usdMoney, order: t(`results.orderShort.${order}`) }}
                          />
                        </>
                      )}
                      <p className="mt-2 text-sm font-medium">{t('results.missingLabel')}</p>
                      <ul className="mt-1 space-y-1 text-sm">
                        {c.missing.map((m) => (
                          <MissingLine
                            key={m.part}
                            m={m}
                            render={{ money, percent, date, partName, usdMoney, order: t(`results.orderShort.${order}`) }}
                            coin={coin}
                          />
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {facts.withoutFees > 0 && (
              <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">{t('results.noFacts', { count: facts.withoutFees })}</p>
            )}
          </>
        )}
      </section>
    </div>
  );
}

type Render = {
  money: (usd: number) => string;
  usdMoney: (usd: number) => string;
  percent: (p: number) => string;
  date: (iso: string) => string;
  partName: (part: FeePart) => string;
  order: string;
};

/** Where a figure comes from: the page an editor checked and when, or the named feed. */
function Source({ provenance, render }: { provenance: Provenance; render: Render }) {
  const { t } = useTranslation('fees');
  const link = citation(provenance);
  const note =
    provenance.kind === 'checked'
      ? t('results.checked', { date: render.date(provenance.checked) })
      : provenance.kind === 'feed'
        ? t('results.feed', { feed: [provenance.feed, provenance.version].filter(Boolean).join(' ') })
        : t('results.catalogue');
  return (
    <span className="text-xs text-slate-600 dark:text-slate-300">
      {' '}
      (
      {link && (
        <>
          <a
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            data-fact-source=""
            className="underline underline-offset-2 hover:text-blue-800 dark:hover:text-blue-300"
          >
            {t('results.source')}
          </a>
          ,{' '}
        </>
      )}
      {note})
    </span>
  );
}

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
            {render.partName(p.part)} <span className="text-slate-600 dark:text-slate-300">· {detailOf(p, render, t)}</span>
            <Source provenance={p.provenance} render={render} />
          </dt>
          <dd className="font-medium tabular-nums">{render.money(p.costUsd)}</dd>
        </div>
      ))}
    </dl>
  );
}

function MissingLine({ m, render, coin }: { m: MissingPart; render: Render; coin: string }) {
  const { t } = useTranslation('fees');
  const part = render.partName(m.part);
  if (m.reason === 'unchecked' && m.fact) {
    const cost = m.uncheckedCostUsd !== undefined ? render.money(m.uncheckedCostUsd) : t('results.figureHeld');
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
        <Source provenance={m.fact.provenance} render={render} />
      </li>
    );
  }
  return <li>{t(`results.missing.${m.reason}`, { part, coin })}</li>;
}
