import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { PAYMENT_METHODS } from '@coinatlas/domain/payments/methods';
import { useTranslation } from '@/i18n/react';
import type { TFunction } from '@/i18n/translator';
import { ProvenanceNote, ValueAndSourceCells } from '@/components/provenance';
import { NamedList } from '@/components/ui/named-list';
import { cn } from '@/lib/cn';
import type { PaymentMethodEntry } from '@/lib/content/exchanges';
import { numberFormat } from '@/lib/format/numbers';

type Terms = NonNullable<PaymentMethodEntry['deposit']>;

/**
 * One direction of a method in words: its fee, minimum and time, each part the record leaves out said as
 * unknown; a direction the record says nothing about is "not recorded" (we do not know whether it is offered
 * that way). A fee of 0 is what the exchange's page states as free.
 */
export function termsText(t: TFunction, lang: string, fiat: string, terms: Terms | undefined): string {
  if (!terms) return t('exchanges:payments.notRecorded');
  // whole amounts without cents (€10, not €10.00), others to the cent
  const money = (v: number) =>
    numberFormat(lang, {
      style: 'currency',
      currency: fiat,
      minimumFractionDigits: Number.isInteger(v) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(v);
  const pct = (v: number) => numberFormat(lang, { style: 'percent', maximumFractionDigits: 3 }).format(v / 100);
  const { feePercent: p, feeFixed: f } = terms;
  const free = (p === 0 && (f === undefined || f === 0)) || (f === 0 && p === undefined);
  const fee = free
    ? t('exchanges:payments.feeFree')
    : p !== undefined && f !== undefined
      ? t('exchanges:payments.feeBoth', { percent: pct(p), fixed: money(f) })
      : p !== undefined
        ? t('exchanges:payments.feePercentOnly', { percent: pct(p) })
        : f !== undefined
          ? t('exchanges:payments.feeFixedOnly', { fixed: money(f) })
          : t('exchanges:payments.feeUnknown');
  const minimum =
    terms.minimum !== undefined
      ? t('exchanges:payments.minimum', { amount: money(terms.minimum) })
      : t('exchanges:payments.minimumUnknown');
  const time = terms.time
    ? t('exchanges:payments.time', { time: t(`exchanges:payments.times.${terms.time}`) })
    : t('exchanges:payments.timeUnknown');
  return [fee, minimum, time].join(' · ');
}

/** The record's currencies, the visitor's first (then as the record lists them), each with its entries in method order. */
export function byFiat(entries: readonly PaymentMethodEntry[], visitorFiat: string | null): [string, PaymentMethodEntry[]][] {
  const groups = new Map<string, PaymentMethodEntry[]>();
  for (const e of entries) groups.set(e.fiat, [...(groups.get(e.fiat) ?? []), e]);
  const order = (m: PaymentMethodEntry['method']) => PAYMENT_METHODS.indexOf(m);
  return [...groups.entries()]
    .map(([fiat, list]): [string, PaymentMethodEntry[]] => [fiat, [...list].sort((a, b) => order(a.method) - order(b.method))])
    .sort(([a], [b]) => (a === visitorFiat ? -1 : b === visitorFiat ? 1 : 0));
}

/** A currency as "Euro (EUR)" in the reader's language; the code alone where Intl has no name. */
function currencyLabel(fiat: string, lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: 'currency' }).of(fiat);
    return name && name !== fiat ? `${name} (${fiat})` : fiat;
  } catch {
    return fiat;
  }
}

const provenanceKey = (p: Provenance) => JSON.stringify(p);

/**
 * How money gets in and out of an exchange, per currency: each method with its deposit and withdrawal terms
 * and its provenance. `visitorFiat` (their confirmed country's currency) comes first and is marked.
 */
export function PaymentMethodTables({
  name,
  entries,
  visitorFiat,
}: {
  name: string;
  entries: readonly PaymentMethodEntry[] | undefined;
  visitorFiat: string | null;
}) {
  const { t, i18n } = useTranslation(['exchanges', 'partner']);
  const lang = i18n.language;
  const groups = byFiat(entries ?? [], visitorFiat);
  if (groups.length === 0)
    return <p className="mt-3 text-slate-700 dark:text-slate-300">{t('exchanges:payments.noneRecorded', { name })}</p>;
  const th = 'px-3 py-2 font-semibold text-slate-700 dark:text-slate-200';
  const td = 'px-3 py-2.5 align-top text-slate-800 dark:text-slate-200';
  return (
    <>
      {groups.map(([fiat, list]) => {
        const heading =
          fiat === visitorFiat ? t('exchanges:payments.fiatYours', { currency: currencyLabel(fiat, lang) }) : currencyLabel(fiat, lang);
        return (
          <div key={fiat} className="mt-5" data-fiat={fiat} data-testid="payment-methods">
            <h3 className="text-lg font-semibold">{heading}</h3>
            <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">{heading}</caption>
                <thead className="bg-slate-50 dark:bg-slate-800/60">
                  <tr>
                    <th scope="col" className={th}>
                      {t('exchanges:payments.method')}
                    </th>
                    <th scope="col" className={th}>
                      {t('exchanges:payments.deposit')}
                    </th>
                    <th scope="col" className={th}>
                      {t('exchanges:payments.withdrawal')}
                    </th>
                    <th scope="col" className={`${th} hidden sm:table-cell`}>
                      {t('partner:table.source')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((e) => (
                    <tr key={e.method} className="border-t border-slate-200 dark:border-slate-800" data-method={e.method}>
                      {/* method names are written to sit inside a sentence ("by wire transfer"): the cell starts with a capital */}
                      <th
                        scope="row"
                        className="px-3 py-2.5 align-top font-semibold text-slate-900 first-letter:uppercase dark:text-slate-100"
                      >
                        {t(`exchanges:payments.methods.${e.method}`)}
                      </th>
                      <td className={td} data-direction="deposit">
                        <span data-terms="">{termsText(t, lang, e.fiat, e.deposit)}</span>
                      </td>
                      <ValueAndSourceCells className={td} data-direction="withdrawal" provenance={e.provenance}>
                        <span data-terms="">{termsText(t, lang, e.fiat, e.withdrawal)}</span>
                      </ValueAndSourceCells>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </>
  );
}

/**
 * The directory card's line per currency: "EUR: SEPA transfer, Card", the methods that share a provenance
 * followed by it (a card has no room for each method's terms: the exchange's page has them).
 */
export function PaymentMethodSummary({ entries, className }: { entries: readonly PaymentMethodEntry[] | undefined; className?: string }) {
  const { t } = useTranslation('exchanges');
  const groups = byFiat(entries ?? [], null);
  if (groups.length === 0) return null;
  return (
    <NamedList name={t('payments.heading')} className={cn('space-y-1 text-sm', className)} data-testid="payment-summary">
      {groups.map(([fiat, list]) => {
        const bySource = new Map<string, { provenance: Provenance; methods: string[] }>();
        for (const e of list) {
          const key = provenanceKey(e.provenance);
          const group = bySource.get(key) ?? { provenance: e.provenance, methods: [] };
          group.methods.push(t(`payments.methods.${e.method}`));
          bySource.set(key, group);
        }
        return (
          <li key={fiat} data-fiat={fiat}>
            <span className="font-semibold text-slate-900 dark:text-slate-100">{fiat}</span>
            {': '}
            {[...bySource.values()].map((g, i) => (
              <span key={i}>
                {i > 0 && '; '}
                {g.methods.join(', ')} (<ProvenanceNote provenance={g.provenance} className="text-xs" />)
              </span>
            ))}
          </li>
        );
      })}
    </NamedList>
  );
}
