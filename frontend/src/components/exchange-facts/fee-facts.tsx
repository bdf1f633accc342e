import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { useTranslation } from '@/i18n/react';
import type { TFunction } from '@/i18n/translator';
import { ProvenanceNote } from '@/components/provenance';
import { cn } from '@/lib/cn';
import type { ExchangeFees, SpotFee } from '@/lib/content/exchanges';
import { numberFormat } from '@/lib/format/numbers';

/** One fee an exchange's record states, in words, with where it comes from. */
export type FeeFact = Readonly<{ key: string; label: string; value: string; provenance: Provenance }>;

/** What the fee facts read of an exchange: its headline spot fee (spotFeeOf) and its fees record. */
export type FeeFactsInput = Readonly<{ spotFee?: SpotFee | undefined; fees?: ExchangeFees | undefined }>;

const DEPOSIT_METHODS = ['bank', 'card', 'crypto'] as const;

/**
 * The fee facts of an exchange, in the reader's language: the headline spot fee (maker and taker of the
 * standard tier, or a DEX's pool fee range), the spread it adds, and its deposit fees by method. The
 * directory's card and the exchange's page both show exactly these, from the same record and in the same
 * words, so they never tell a visitor different things. Nothing the record leaves out is written here.
 */
export function feeFacts(t: TFunction, lang: string, e: FeeFactsInput): FeeFact[] {
  const pct = (v: number) => numberFormat(lang, { style: 'percent', maximumFractionDigits: 3 }).format(v / 100);
  const usd = (v: number) =>
    numberFormat(lang, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: Number.isInteger(v) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(v);
  const rows: FeeFact[] = [];
  const spot = e.spotFee;
  if (spot)
    rows.push({
      key: 'spot',
      label: t('exchanges:facts.spotFees'),
      value:
        spot.kind === 'makerTaker'
          ? t('exchanges:facts.feeMakerTaker', { maker: pct(spot.maker), taker: pct(spot.taker) })
          : t('exchanges:facts.feePoolTiers', { min: pct(spot.min), max: pct(spot.max) }),
      provenance: spot.provenance,
    });
  const spread = e.fees?.spread;
  if (spread)
    rows.push({
      key: 'spread',
      label: t('exchanges:feeFacts.spread'),
      value: t('exchanges:feeFacts.spreadValue', { percent: pct(spread.value.percent) }),
      provenance: spread.provenance,
    });
  for (const method of DEPOSIT_METHODS) {
    const fee = e.fees?.deposit?.[method];
    if (!fee) continue;
    const { percent, fixedUsd } = fee.value;
    rows.push({
      key: `deposit-${method}`,
      label: t(`exchanges:feeFacts.deposit.${method}`),
      value: fixedUsd ? t('exchanges:feeFacts.percentPlusFixed', { percent: pct(percent), fixed: usd(fixedUsd) }) : pct(percent),
      provenance: fee.provenance,
    });
  }
  return rows;
}

/**
 * The fee facts as a definition list, each with its provenance, or the one sentence saying we hold none.
 * `data-fee-fact` marks each, so a test can hold the card and the page to the same words.
 */
export function FeeFacts({ name, exchange, className }: { name: string; exchange: FeeFactsInput; className?: string }) {
  const { t, i18n } = useTranslation(['exchanges', 'common']);
  const rows = feeFacts(t, i18n.language, exchange);
  if (rows.length === 0)
    return (
      <p className={cn('text-sm text-slate-700 dark:text-slate-300', className)} data-fee-fact="none">
        {t('exchanges:feeFacts.none', { name })}
      </p>
    );
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm', className)} data-testid="fee-facts">
      {rows.map((r) => (
        <div key={r.key} className="contents" data-fee-fact={r.key}>
          <dt className="text-slate-600 dark:text-slate-300">{r.label}</dt>
          <dd className="font-medium text-slate-900 dark:text-slate-100">
            <span data-fee-value="">{r.value}</span>
            <span className="block text-xs font-normal">
              <ProvenanceNote provenance={r.provenance} />
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
