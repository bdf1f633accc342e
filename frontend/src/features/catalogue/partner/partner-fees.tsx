import { Calculator } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { FeeFacts } from '@/components/exchange-facts/fee-facts';
import { ProvenanceNote, ValueAndSourceCells } from '@/components/provenance';
import type { ContentPartnerOf } from '@/lib/api/content-queries';
import type { SpotFee } from '@/lib/content/exchanges';
import { numberFormat } from '@/lib/format/numbers';
import { TABLE, TD, TH_COL, TH_ROW, TR, WRAP } from './partner-sections';

type Fees = NonNullable<ContentPartnerOf<'exchange'>['fees']>;

/** A line under a fee table: where its figures come from. */
function FeeSource({ provenance }: { provenance: Provenance }) {
  return (
    <p className="mt-2 text-xs" data-testid="fee-source">
      <ProvenanceNote provenance={provenance} />
    </p>
  );
}

/**
 * An exchange's fees, each part with its provenance: first its fee facts, in the words and from the record
 * the directory's card uses (FeeFacts: the headline spot fee, the spread, deposit fees by method, or the
 * sentence that we hold none), then the whole spot trading schedule (maker and taker by 30-day volume, the
 * first row being the headline fee) and withdrawal fees by coin, then the fee calculator for this exchange.
 */
export function ExchangeFees({
  name,
  spotFee,
  fees,
  calculatorHref,
}: {
  name: string;
  spotFee: SpotFee | undefined;
  fees: Fees | undefined;
  calculatorHref?: string;
}) {
  const { t, i18n } = useTranslation('partner');
  const lang = i18n.language;
  const pct = (v: number) => numberFormat(lang, { style: 'percent', maximumFractionDigits: 3 }).format(v / 100);
  const usd = (v: number) => numberFormat(lang, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(v);
  const trading = fees?.trading;
  const withdrawals = Object.entries(fees?.withdrawal ?? {}).filter(([, f]) => f);
  return (
    <>
      <FeeFacts name={name} exchange={{ spotFee, fees }} className="mt-4" />
      {trading && (
        <div className="mt-5" data-testid="trading-fees">
          <h3 className="text-lg font-semibold">{t('fees.trading')}</h3>
          <div className={WRAP}>
            <table className={`${TABLE}`}>
              <caption className="sr-only">{t('fees.trading')}</caption>
              <thead className="bg-slate-50 dark:bg-slate-800/60">
                <tr>
                  <th scope="col" className={TH_COL}>
                    {t('fees.volumeFrom')}
                  </th>
                  <th scope="col" className={TH_COL}>
                    {t('fees.maker')}
                  </th>
                  <th scope="col" className={TH_COL}>
                    {t('fees.taker')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {trading.value.tiers.map((tier) => (
                  <tr key={tier.fromUsd} className={TR}>
                    <th scope="row" className={TH_ROW}>
                      {usd(tier.fromUsd)}
                    </th>
                    <td className={TD}>{pct(tier.maker)}</td>
                    <td className={TD}>{pct(tier.taker)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {t('fees.headline')}
            {trading.value.coversUpToUsd !== null && <> {t('fees.coversUpTo', { amount: usd(trading.value.coversUpToUsd) })}</>}
          </p>
          <FeeSource provenance={trading.provenance} />
        </div>
      )}
      {withdrawals.length > 0 && (
        <FeeTable
          testId="withdrawal-fees"
          title={t('fees.withdrawal')}
          keyHeading={t('fees.coin')}
          rows={withdrawals.map(([coin, f]) => ({
            key: coin,
            label: coin,
            value: `${numberFormat(lang, { maximumFractionDigits: 8 }).format(f!.value.amount)} ${coin}`,
            provenance: f!.provenance,
          }))}
        />
      )}
      {calculatorHref && (
        <p className="mt-5">
          <Link
            to={calculatorHref}
            data-testid="fee-calculator-link"
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-blue-800 hover:border-blue-600 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-600 dark:text-blue-300 dark:hover:border-blue-400"
          >
            <Calculator className="h-4 w-4" aria-hidden />
            {t('fees.calculator', { name })}
          </Link>
        </p>
      )}
    </>
  );
}

/** One table of an exchange's fees by method or coin: each row its fee and where the figure comes from. */
function FeeTable({
  testId,
  title,
  keyHeading,
  rows,
}: {
  testId: string;
  title: string;
  keyHeading: string;
  rows: { key: string; label: string; value: string; provenance: Provenance }[];
}) {
  const { t } = useTranslation('partner');
  return (
    <div className="mt-5" data-testid={testId}>
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className={WRAP}>
        <table className={`${TABLE}`}>
          <caption className="sr-only">{title}</caption>
          <thead className="bg-slate-50 dark:bg-slate-800/60">
            <tr>
              <th scope="col" className={TH_COL}>
                {keyHeading}
              </th>
              <th scope="col" className={TH_COL}>
                {t('fees.fee')}
              </th>
              <th scope="col" className={`${TH_COL} hidden sm:table-cell`}>
                {t('table.source')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className={TR}>
                <th scope="row" className={TH_ROW}>
                  {r.label}
                </th>
                <ValueAndSourceCells className={TD} provenance={r.provenance}>
                  {r.value}
                </ValueAndSourceCells>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
