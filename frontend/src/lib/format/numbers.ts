/**
 * Every number the site shows goes through here: one Intl formatter per language and set of options, built
 * once and kept (building one costs far more than using it). The language is the page's (the URL prefix),
 * so the server's render and the browser's hydration format alike.
 *
 * English keeps the en-US forms the specification gives ($94,731.00, $1,880.68B, +0.90%); Spanish, German and
 * Brazilian Portuguese get their own separators, currency placement and compact words through Intl
 * (94.731,00 $ in German). Amounts stay in US dollars in every language: that is what the data is in.
 */
export const MISSING = '—';

/** The Intl locale of a site language: US English, and Brazilian Portuguese for pt. */
export function intlLocale(language: string): string {
  if (language.startsWith('en')) return 'en-US';
  if (language.startsWith('pt')) return 'pt-BR';
  return language.split('-')[0] || 'en-US';
}

const cache = new Map<string, Intl.NumberFormat>();

/** The kept formatter of a language for these options. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = intlLocale(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
const isEnglish = (language: string) => intlLocale(language) === 'en-US';
const usd = (min: number, max: number): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: min,
  maximumFractionDigits: max,
});

/** A price in USD: below 1 with 4 to 6 decimals, otherwise 2 ($94,731.00, $0.179162; 94.731,00 $ in German). */
export function formatPrice(v: number | null | undefined, language: string): string {
  if (!usable(v)) return MISSING;
  return numberFormat(language, Math.abs(v) < 1 ? usd(4, 6) : usd(2, 2)).format(v);
}

const UNITS = [
  { from: 1e9, suffix: 'B' },
  { from: 1e6, suffix: 'M' },
  { from: 1e3, suffix: 'K' },
] as const;

/**
 * A large USD amount in short form with 2 decimals from a thousand up. English: K, M and B ($1,880.68B,
 * $614.04M, $12.50K), as the specification gives. Other languages: Intl's compact words of that language
 * (1,88 Bio. $ in German, where "B" would read as a Billion, a million millions). Below 1,000: the price.
 */
export function formatCompact(v: number | null | undefined, language: string): string {
  if (!usable(v)) return MISSING;
  const abs = Math.abs(v);
  if (abs < 1000) return formatPrice(v, language);
  if (!isEnglish(language)) return numberFormat(language, { ...usd(2, 2), notation: 'compact', compactDisplay: 'short' }).format(v);
  const regular = numberFormat(language, usd(2, 2));
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    if (abs < unit.from) continue;
    const scaled = Math.round((abs / unit.from) * 100) / 100;
    // 999,999 is 1,000.00K after rounding: say 1.00M instead
    const bigger = UNITS[i - 1];
    if (bigger && scaled >= 1000) return (v < 0 ? '-' : '') + regular.format(abs / bigger.from) + bigger.suffix;
    return (v < 0 ? '-' : '') + regular.format(scaled) + unit.suffix;
  }
  return formatPrice(v, language);
}

/** A change in percent points, signed, 2 decimals: +0.90%, -0.64%, 0.00% (+0,90 % in German). */
export function formatChange(v: number | null | undefined, language: string): string {
  if (!usable(v)) return MISSING;
  // rounded first, so a change that shows as zero carries no sign
  const shown = Math.round(v * 100) / 100;
  return numberFormat(language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(
    shown / 100,
  );
}

/** A whole percentage (97 -> 97%, 97 % in German). */
export function formatWholePercent(v: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(v / 100);
}

/** A percentage up to 2 decimals, from its number of percent (0.1 -> 0.1%). */
export function formatPercentValue(v: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(v / 100);
}

/** A plain number in the reader's grouping (1,234; 1.234 in German). */
export function formatNumber(v: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(language, options).format(v);
}

/** A rating to one decimal (4.6; 4,6 in German). */
export function formatRating(v: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(v);
}

/** The trending list's fallback when no USD price came: 0.00000003 BTC. */
export function formatBtc(v: number | null | undefined, language: string): string {
  if (!usable(v)) return MISSING;
  return `${numberFormat(language, { minimumFractionDigits: 8, maximumFractionDigits: 8 }).format(v)} BTC`;
}
