import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { costQueries, defaultCostQuery, type CostQuery } from '@/lib/api/cost-queries';
import { numberFormat } from '@/lib/format/numbers';
import type { PageLoaderContext } from '@/lib/page-module';
import { useSite } from '@/lib/site-context';

/** The query an exchange's page shows its line for: the page language's default purchase. */
const lineQuery = (lang: PageLoaderContext['lang']): CostQuery => defaultCostQuery(lang);

/**
 * "Buying €500 of BTC here right now costs …": one exchange's entry of the live ranking, with a link to the
 * whole ranking (the fee calculator) for the same purchase. An exchange left out says why; one we read no
 * order book for says that.
 */
export function LiveCostLine({ exchangeId }: { exchangeId: string }) {
  const { t } = useTranslation('fees');
  const { lang } = useSite();
  const q = lineQuery(lang);
  const answer = useQuery(costQueries.quote(q));
  const money = (v: number, currency = q.fiat) =>
    numberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(v);
  const pct = (v: number) => numberFormat(lang, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v / 100);
  const params = new URLSearchParams({ asset: q.asset, fiat: q.fiat, amount: String(q.amount), method: q.method, exchange: exchangeId });
  if (q.country) params.set('country', q.country);
  const buy = { amount: money(q.amount), asset: q.asset };

  let text: string;
  if (!answer.data) text = answer.isError ? t('live.line.error', buy) : t('live.line.loading', buy);
  else {
    const entry = answer.data.ranked.find((e) => e.exchange.id === exchangeId);
    const left = answer.data.excluded.find((e) => e.exchange.id === exchangeId);
    // A place among others only where there are others: "1 of 1" is no ranking, so a lone entry says so instead.
    const alone = answer.data.ranked.length < 2;
    if (entry)
      text = t(
        alone
          ? entry.complete
            ? 'live.line.costsOnly'
            : 'live.line.costsPartialOnly'
          : entry.complete
            ? 'live.line.costs'
            : 'live.line.costsPartial',
        { ...buy, cost: money(entry.total.cost), percent: pct(entry.total.percent), rank: entry.rank, count: answer.data.ranked.length },
      );
    else if (left) text = t('live.line.excluded', { ...buy, reason: t(`live.reasons.${left.reason}`, { country: q.country ?? '' }) });
    else return null;
  }
  return (
    <p
      data-testid="live-cost-line"
      className="rounded-lg border border-blue-200 bg-blue-50 p-3 text-sm text-slate-900 dark:border-blue-900 dark:bg-slate-900 dark:text-slate-100"
    >
      {text}{' '}
      <Link
        to={`/fee-calculator?${params.toString()}`}
        className="font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300"
      >
        {t('live.line.compare')}
      </Link>
    </p>
  );
}
