// The live ranking's answer: each exchange's cost part by part with its sources, and the exchanges left out.
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { countryName } from '@/components/availability/country-filter';
import { ProvenanceNote } from '@/components/provenance';
import type { CostAnswer, CostEntry, CostExclusion } from '@/lib/api/cost-queries';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/numbers';
import { NamedList } from '@/components/ui/named-list';

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
export function Results({ answer, highlight }: { answer: CostAnswer; highlight: string | null }) {
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
              library={answer.library.name}
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
  library,
  fmt,
  country,
  highlighted,
}: {
  entry: CostEntry;
  amount: number;
  /** The market-data library that read the books (named in the caveat of a fee it describes itself). */
  library: string;
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
          {p.fee.basis === 'library-description' && <> {t('live.fee.libraryCaveat', { library })}</>}
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
