import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import type { Exchange } from '@/lib/content/exchanges';
import { numberFormat } from '@/lib/format/numbers';
import { NamedList } from '@/components/ui/named-list';

type Formatters = { regions: Intl.DisplayNames; percent: Intl.NumberFormat; integer: Intl.NumberFormat; list: Intl.ListFormat };
const formattersByLanguage = new Map<string, Formatters>();

/** Intl formatters are costly to build and never change for a language: one set per language, kept. */
function formattersFor(lang: string): Formatters {
  let f = formattersByLanguage.get(lang);
  if (!f) {
    f = {
      regions: new Intl.DisplayNames([lang], { type: 'region' }),
      percent: numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }),
      integer: numberFormat(lang, { maximumFractionDigits: 0 }),
      list: new Intl.ListFormat(lang, { style: 'short', type: 'unit' }),
    };
    formattersByLanguage.set(lang, f);
  }
  return f;
}

/** Formats the typed facts of one exchange in the visitor's language (country names and percents via Intl). */
export function useExchangeFormat() {
  const { t, i18n } = useTranslation('exchanges');
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const { regions, percent, integer, list } = formattersFor(lang);
    const pct = (v: number) => percent.format(v / 100);
    return {
      country: (code: string) => regions.of(code) ?? code,
      fee: (e: Exchange) =>
        !e.spotFee
          ? undefined
          : e.spotFee.kind === 'makerTaker'
            ? t('facts.feeMakerTaker', { maker: pct(e.spotFee.maker), taker: pct(e.spotFee.taker) })
            : t('facts.feePoolTiers', { min: pct(e.spotFee.min), max: pct(e.spotFee.max) }),
      coins: (e: Exchange) => (e.coinsAtLeast ? t('facts.coinsAtLeast', { n: integer.format(e.coinsAtLeast) }) : undefined),
      list: (items: readonly string[]) => list.format(items),
    };
  }, [lang, t]);
}

/** The facts we know about one exchange, as a definition list; unknown facts are left out, never guessed. */
export function ExchangeFacts({
  exchange: e,
  className,
  compact,
  omitFees,
}: {
  exchange: Exchange;
  className?: string;
  /** Leaves out type and KYC (a card shows them as badges). */
  compact?: boolean;
  /** Leaves out the spot fee (the directory's card shows it with its provenance, as the exchange's page does). */
  omitFees?: boolean;
}) {
  const { t } = useTranslation('exchanges');
  const f = useExchangeFormat();
  const rows: Array<[string, string | undefined]> = [
    [t('facts.type'), compact ? undefined : t(`kind.${e.kind}`)],
    [t('facts.kyc'), compact ? undefined : t(`kyc.${e.kyc}`)],
    [t('facts.founded'), e.founded ? String(e.founded) : undefined],
    [t('facts.headquarters'), e.headquarters ? f.country(e.headquarters) : undefined],
    [t('facts.spotFees'), omitFees ? undefined : f.fee(e)],
    // only what the record holds: a coin count where one is recorded (no general claim about a kind of exchange)
    [t('facts.coins'), f.coins(e)],
    [t('facts.fiat'), e.fiat?.length ? f.list(e.fiat) : undefined],
    [t('facts.chains'), e.chains?.length ? f.list(e.chains) : undefined],
  ];
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm', className)}>
      {rows
        .filter((r): r is [string, string] => Boolean(r[1]))
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="font-medium text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Notable features as small labels. */
export function ExchangeFeatures({ exchange: e, className }: { exchange: Exchange; className?: string }) {
  const { t } = useTranslation('exchanges');
  if (e.features.length === 0) return null;
  return (
    <NamedList name={t('facts.features')} className={cn('flex flex-wrap gap-1.5', className)}>
      {e.features.map((feature) => (
        <li
          key={feature}
          className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          {t(`features.${feature}`)}
        </li>
      ))}
    </NamedList>
  );
}
