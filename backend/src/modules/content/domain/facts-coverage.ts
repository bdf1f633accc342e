import { isActiveLicence, licenceCovers } from '@coinatlas/domain/payments/methods';
import { currencyOf } from '@coinatlas/domain/region/currency';
import type { PartnerFile } from './schema.js';

/**
 * How far the exchange records answer the questions a reader in one country asks first (issue 35): can I
 * use it here, is it licensed for here, can I pay in my currency. `npm run facts:coverage` prints it
 * (backend/scripts/facts-coverage.ts); with --check it fails under the targets.
 */

/** The countries the report shows by default: the site's main readerships. */
export const COVERAGE_COUNTRIES = ['DE', 'ES', 'BR', 'US'] as const;

/** The targets, in exchanges per country. */
export const COVERAGE_TARGETS = { availability: 50, licences: 25, paymentMethods: 25 } as const;
export type CoverageFact = keyof typeof COVERAGE_TARGETS;

export type CoverageRow = Readonly<{
  country: string;
  /** the country's currency (null: not known to the site) */
  fiat: string | null;
  /** exchange records in the set */
  exchanges: number;
  /** exchanges with an availability entry for the country (available or not) */
  availability: number;
  /** exchanges with an authorised or registered licence covering it (by its code, or EEA for an EEA state) */
  licences: number;
  /** exchanges with a payment method in its currency */
  paymentMethods: number;
}>;

type Exchange = Extract<PartnerFile, { type: 'exchange' }>;
const isExchange = (p: PartnerFile): p is Exchange => p.type === 'exchange';

/** The counts for one country (ISO alpha-2) over the exchange records of `partners`. */
export function factsCoverage(partners: readonly PartnerFile[], country: string): CoverageRow {
  const code = country.toUpperCase();
  const fiat = currencyOf(code);
  const exchanges = partners.filter(isExchange);
  const count = (has: (e: Exchange) => boolean) => exchanges.filter(has).length;
  return {
    country: code,
    fiat,
    exchanges: exchanges.length,
    availability: count((e) => (e.availability ?? []).some((a) => a.country === code)),
    licences: count((e) => (e.licences ?? []).some((l) => isActiveLicence(l) && licenceCovers(l, code))),
    paymentMethods: fiat === null ? 0 : count((e) => (e.paymentMethods ?? []).some((m) => m.fiat === fiat)),
  };
}

/** The facts of a row under their target, each as "availability 12 < 50". */
export const shortfalls = (row: CoverageRow): string[] =>
  (Object.keys(COVERAGE_TARGETS) as CoverageFact[]).flatMap((k) =>
    row[k] < COVERAGE_TARGETS[k] ? [`${k} ${row[k]} < ${COVERAGE_TARGETS[k]}`] : [],
  );

/** The rows as a Markdown table, with the targets in the header and each row's shortfalls. */
export function coverageTable(rows: readonly CoverageRow[]): string {
  const t = COVERAGE_TARGETS;
  const lines = [
    `| Country | Fiat | Exchanges | Availability known (≥ ${t.availability}) | Licence covering it (≥ ${t.licences}) | Payment method in its fiat (≥ ${t.paymentMethods}) | Under target |`,
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...rows.map((r) => {
      const short = shortfalls(r);
      return `| ${r.country} | ${r.fiat ?? '?'} | ${r.exchanges} | ${r.availability} | ${r.licences} | ${r.paymentMethods} | ${short.length ? short.map((s) => s.split(' ')[0]).join(', ') : 'none'} |`;
    }),
  ];
  return lines.join('\n');
}
