// One fact a criterion read, in the reader's words with its source; and an offer's sentence with its values filled in.
import { useTranslation } from '@/i18n/react';
import type { CandidateOffer, RecCategory } from '@coinatlas/domain/recommendations/catalogue';
import type { UsedFact } from '@coinatlas/domain/recommendations/criteria';
import { ProvenanceNote } from '@/components/provenance';
import { formatCompact, formatNumber, formatPercentValue, intlLocale, numberFormat } from '@/lib/format/numbers';
import { countryName } from '../journey/region-line';

/** The offer sentence with its values written for the reader. */
export function offerSentence(o: Pick<CandidateOffer, 'text' | 'values'>, language: string): string {
  const locale = intlLocale(language);
  return o.text.replace(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g, (whole, name: string) => {
    const v = o.values[name] as { kind: string; value: number; currency?: string } | undefined;
    if (!v) return whole;
    if (v.kind === 'percent') return formatPercentValue(v.value, language);
    if (v.kind === 'money')
      return numberFormat(locale, {
        style: 'currency',
        currency: v.currency,
        minimumFractionDigits: Number.isInteger(v.value) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(v.value);
    return formatNumber(v.value, language);
  });
}

/** One fact a criterion read, in words: the field and its value, then where it comes from. */
export function FactLine({ fact, category }: { fact: UsedFact; category: RecCategory }) {
  const { t, i18n } = useTranslation(['recommendations', 'exchanges', 'wallets']);
  const lang = i18n.language;
  const list = (items: readonly string[]) => new Intl.ListFormat(intlLocale(lang), { style: 'long', type: 'conjunction' }).format(items);
  const v = fact.value as never;
  const text = (() => {
    switch (fact.field) {
      case 'fees.trading': {
        const first = (v as { tiers: { maker: number; taker: number }[] }).tiers[0]!;
        return t('facts.tradingFee', { taker: formatPercentValue(first.taker, lang), maker: formatPercentValue(first.maker, lang) });
      }
      case 'facts.poolFee':
        return t('facts.poolFee', {
          min: formatPercentValue((v as { min: number }).min, lang),
          max: formatPercentValue((v as { max: number }).max, lang),
        });
      case 'live.costToBuy':
        return t('facts.liveCost', { percent: formatPercentValue((v as { percent: number }).percent, lang) });
      case 'facts.spotVolume24hUsd':
        return t('facts.spotVolume', { amount: formatCompact(v as number, lang) });
      case 'facts.features':
        return t('facts.features', {
          list: (v as string[]).length ? list((v as string[]).map((f) => t(`exchanges:features.${f}`))) : t('facts.none'),
        });
      case 'licences': {
        // one entry of the record's licences (each has its own provenance, so each is its own line)
        const l = v as { regulator: string; regulatorCountry: string };
        return t('facts.licences', {
          list: `${l.regulator} (${l.regulatorCountry === 'EU' ? 'EU' : countryName(l.regulatorCountry, lang)})`,
        });
      }
      case 'facts.incidents': {
        const l = v as { year: number; clientsMadeWhole: boolean }[];
        return t('facts.incidents', {
          list: l.length
            ? list(l.map((x) => t(x.clientsMadeWhole ? 'facts.incidentWhole' : 'facts.incidentNotWhole', { year: x.year })))
            : t('facts.noneKnown'),
        });
      }
      case 'facts.coinsAtLeast':
        return t('facts.coinsAtLeast', { count: v as number, formatted: formatNumber(v as number, lang) });
      case 'facts.fiat':
        return t('facts.fiat', { list: (v as string[]).length ? list(v as string[]) : t('facts.none') });
      case 'facts.platforms':
        return t(fact.from ? 'facts.appPlatforms' : 'facts.platforms', {
          list: list((v as string[]).map((p) => t(`wallets:platform.${p}`))),
        });
      case 'category':
        return t(`facts.kind.${v as string}`);
      case 'facts.capabilities':
        return t('facts.capabilities', {
          list: (v as string[]).length ? list((v as string[]).map((c) => t(`capabilities.${c}`))) : t('facts.none'),
        });
      case 'facts.botTypes':
        return t('facts.botTypes', { list: list((v as string[]).map((b) => t(`botTypes.${b}`))) });
      case 'facts.exchangeCount':
        return t('facts.exchangeCount', { count: v as number });
      case 'facts.cashbackUpToPercent':
        return t('facts.cashback', { percent: formatPercentValue(v as number, lang) });
      case 'facts.stakingRequired':
        return t(v ? 'facts.stakingRequired' : 'facts.stakingNotRequired');
      case 'offers.0':
        return t('facts.offer', { text: offerSentence(v as CandidateOffer, lang) });
      case 'facts.openSource':
        return t('facts.openSource', { value: t(`wallets:openSourceLabel.${v as string}`) });
      case 'facts.chains':
        return t('facts.chains', { list: list((v as string[]).map((c) => t(`wallets:chain.${c}`))) });
      case 'facts.moreChains':
        return t(v ? 'facts.moreChains' : 'facts.noMoreChains');
      case 'facts.connectivity':
        return t('facts.connectivity', { list: list((v as string[]).map((c) => t(`wallets:link.${c}`))) });
      case 'facts.backup':
        return t('facts.backup', { list: list((v as string[]).map((b) => t(`backups.${b}`))) });
      case 'facts.easeOfUse':
        return t(v ? 'facts.easy' : 'facts.notEasy');
      case 'facts.priceBand':
        return t('facts.priceBand', { band: t(`wallets:priceBand.${v as string}`) });
      case 'facts.pricing':
        return t(`facts.pricing.${v as string}`);
      case 'availability': {
        const a = v as { country: string; status: string };
        return t(a.status === 'available' ? 'facts.availableIn' : 'facts.notAvailableIn', { country: countryName(a.country, lang) });
      }
      default:
        return `${fact.field}: ${JSON.stringify(fact.value)}`;
    }
  })();
  return (
    <li className="text-xs text-slate-700 dark:text-slate-200" data-fact={fact.field} data-category={category}>
      <span className="font-medium">{text}</span>
      {' · '}
      <ProvenanceNote provenance={fact.provenance} />
    </li>
  );
}
