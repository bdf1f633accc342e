// The pieces of a published-schedule result: its parts, its missing parts, its notes, and the exchanges left out.
import { useTranslation } from '@/i18n/react';
import type { ExchangeCost, FeePart, KnownPart, MissingPart } from '@coinatlas/domain/fees/fees';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { ProvenanceNote } from '@/components/provenance';
import type { FeeSchedules } from './api/fee-queries';

export type Render = {
  money: (amount: number) => string;
  usdMoney: (usd: number) => string;
  percent: (p: number) => string;
  partName: (part: FeePart) => string;
  order: string;
};

/** A part's detail: its rate and tier, or the coin amount of a withdrawal. */
function detailOf(p: KnownPart, render: Render, t: (k: string, o?: Record<string, unknown>) => string): string {
  if (p.part === 'trading' && p.tier && p.percent !== undefined)
    return t('results.tradingDetail', { percent: render.percent(p.percent), order: render.order, from: render.usdMoney(p.tier.fromUsd) });
  if (p.part === 'withdrawal' && p.coinAmount !== undefined) return t('results.withdrawalDetail', { amount: p.coinAmount });
  if (p.percent !== undefined) return render.percent(p.percent);
  return '';
}

export function PartList({ cost, render }: { cost: ExchangeCost; render: Render }) {
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
export function MissingLine({ m, render, coin }: { m: MissingPart; render: Render; coin: string }) {
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
export function CostNotes({ cost, render, country }: { cost: ExchangeCost; render: Render; country: string }) {
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
export function LeftOut({ list, country }: { list: FeeSchedules['excluded']; country: string }) {
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
