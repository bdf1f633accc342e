import type { TFunction } from '@/i18n/translator';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { countryName } from '@/components/availability/country-name';
import { numberFormat } from '@/lib/format/numbers';

/** One fact of a record as its page shows it: a label, the value in words, and where it comes from. */
export type FactRow = Readonly<{ key: string; label: string; value: string; provenance: Provenance }>;

type RawFact = { value: unknown; provenance: Provenance };

/** The translation namespace of each type's directory, whose value labels the page reuses. */
export const TYPE_NAMESPACES: Readonly<Record<PartnerType, string>> = {
  exchange: 'exchanges',
  wallet: 'wallets',
  app: 'apps',
  payment_card: 'cards',
  trading_bot: 'bots',
  tool: 'tools',
};

/** 'spotVolume24hUsd' → 'Spot volume 24h usd': the last resort label of a fact no text names yet. */
const humanize = (key: string): string => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Where each enum value's words live, per fact (the directory's own labels where it has them). */
const VALUE_KEYS: Readonly<Record<string, string>> = {
  kyc: 'exchanges:kyc',
  features: 'exchanges:features',
  openSource: 'wallets:openSourceLabel',
  priceBand: 'wallets:priceBand',
  connectivity: 'wallets:link',
  network: 'cards:network',
  pricing: 'apps:pricing',
};

const PLATFORM_KEYS: Readonly<Partial<Record<PartnerType, string>>> = { wallet: 'wallets:platform', app: 'apps:platform' };

type Formatter = { t: TFunction; lang: string; type: PartnerType };

/** A value of an enum in words: its label where one is written, else the value made readable. */
function label({ t }: Formatter, fact: string, value: string, base?: string): string {
  const where = base ?? VALUE_KEYS[fact] ?? `partner:values.${fact}`;
  return t(`${where}.${value}`, { defaultValue: humanize(value) });
}

function formatValue(f: Formatter, fact: string, value: unknown): string | null {
  const { t, lang, type } = f;
  const list = (items: readonly string[]) => new Intl.ListFormat(lang, { style: 'short', type: 'unit' }).format(items);
  const pct = (v: number) => numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(v / 100);
  const int = (v: number) => numberFormat(lang, { maximumFractionDigits: 0 }).format(v);
  switch (fact) {
    case 'headquarters':
      return typeof value === 'string' ? countryName(value, lang) : null;
    case 'founded':
      return typeof value === 'number' ? String(value) : null;
    case 'coinsAtLeast':
      return typeof value === 'number' ? t('exchanges:facts.coinsAtLeast', { n: int(value) }) : null;
    case 'poolFee': {
      const v = value as { min?: number; max?: number };
      return typeof v?.min === 'number' && typeof v.max === 'number'
        ? t('exchanges:facts.feePoolTiers', { min: pct(v.min), max: pct(v.max) })
        : null;
    }
    case 'cashbackUpToPercent':
      return typeof value === 'number' ? t('partner:values.upTo', { value: pct(value) }) : null;
    case 'spotVolume24hUsd':
      return typeof value === 'number'
        ? numberFormat(lang, { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 }).format(value)
        : null;
    case 'chains':
      if (type === 'wallet' && Array.isArray(value)) return list(value.map((c) => label(f, fact, String(c), 'wallets:chain')));
      // an exchange's networks are names, written as their projects write them
      if (Array.isArray(value)) return value.length ? list(value.map(String)) : null;
      break;
    case 'prices':
      // a wallet maker's list prices, per model, in the currency its shop states
      if (Array.isArray(value) && value.length)
        return list(
          value.map((p: { model?: string; currency?: string; amount?: number }) =>
            t('partner:values.price', {
              model: p.model ?? '',
              // whole amounts without cents (€149), others to the cent
              price: numberFormat(lang, {
                style: 'currency',
                currency: p.currency ?? 'USD',
                minimumFractionDigits: Number.isInteger(p.amount) ? 0 : 2,
                maximumFractionDigits: 2,
              }).format(p.amount ?? 0),
            }),
          ),
        );
      return null;
    case 'issuedIn':
      // where a card is issued to residents: countries by name, "EEA" as every EEA country
      if (Array.isArray(value) && value.length)
        return list(value.map((c) => (c === 'EEA' ? t('partner:values.eea') : countryName(String(c), lang))));
      return null;
    case 'fiat':
      // ISO 4217 codes, as they are
      return Array.isArray(value) && value.length ? list(value.map(String)) : null;
    case 'platforms':
      if (Array.isArray(value)) return list(value.map((p) => label(f, fact, String(p), PLATFORM_KEYS[type] ?? 'apps:platform')));
      break;
    case 'licences': {
      // one entry of the record's top-level `licences` (see licenceRows): the regulator and its country
      const l = value as { regulator?: unknown; regulatorCountry?: unknown } | null;
      if (typeof l?.regulator !== 'string' || typeof l.regulatorCountry !== 'string') return null;
      return t('partner:values.licence', {
        authority: l.regulator,
        country: l.regulatorCountry === 'EU' ? 'EU' : countryName(l.regulatorCountry, lang),
      });
    }
    case 'incidents':
      if (Array.isArray(value)) {
        if (value.length === 0) return t('partner:values.noIncidents');
        return list(
          value.map((i: { year?: number; clientsMadeWhole?: boolean }) =>
            t(i.clientsMadeWhole ? 'partner:values.incidentRepaid' : 'partner:values.incident', { year: i.year }),
          ),
        );
      }
      break;
  }
  if (typeof value === 'boolean') return t(value ? 'partner:values.yes' : 'partner:values.no');
  if (typeof value === 'number') return numberFormat(lang).format(value);
  if (typeof value === 'string') return label(f, fact, value);
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    // the labels are written to sit inside a sentence ('on-chain data'): the cell starts with a capital
    const words = list(value.map((v) => (typeof v === 'string' ? label(f, fact, v) : String(v))));
    return words.charAt(0).toLocaleUpperCase(lang) + words.slice(1);
  }
  return null;
}

/**
 * The facts of a record in the order the record holds them, each with its label and value in the reader's
 * language and its provenance as stored. A fact the page cannot put in words is left out, never guessed.
 */
export function factRows(t: TFunction, lang: string, type: PartnerType, facts: Readonly<Record<string, unknown>> | undefined): FactRow[] {
  const f: Formatter = { t, lang, type };
  return Object.entries(facts ?? {}).flatMap(([key, raw]) => {
    const fact = raw as RawFact | undefined;
    if (!fact || typeof fact !== 'object' || !('provenance' in fact)) return [];
    const value = formatValue(f, key, fact.value);
    if (value === null || value === '') return [];
    return [{ key, label: t(`partner:factLabels.${key}`, { defaultValue: humanize(key) }), value, provenance: fact.provenance }];
  });
}

/**
 * A record's licences and registrations (its top-level `licences`), one row each, since each entry has its
 * own provenance. No entry: no row (a list without one says nothing was recorded, not that none is held).
 */
export function licenceRows(t: TFunction, lang: string, type: PartnerType, licences: readonly unknown[] | undefined): FactRow[] {
  const f: Formatter = { t, lang, type };
  return (licences ?? []).flatMap((raw, i) => {
    const entry = raw as { provenance?: Provenance } | null;
    if (!entry?.provenance) return [];
    const value = formatValue(f, 'licences', entry);
    if (!value) return [];
    return [
      { key: `licences/${i}`, label: t('partner:factLabels.licences', { defaultValue: 'Licences' }), value, provenance: entry.provenance },
    ];
  });
}
