import type { TFunction } from '@/i18n/translator';
import type { components } from '@/lib/api/schema';
import { intlLocale, numberFormat, formatRating as formatRatingShared } from '@/lib/format/numbers';

export { intlLocale };

/** A number inside a sentence (an offer or an editorial fact), formatted for the reader's language. */
export type FactValue = components['schemas']['ContentOffer']['values'][string];
/** Interpolation values of an offer or fact sentence. */
export type FactValues = Readonly<Record<string, FactValue>>;

export function formatFactValue(v: FactValue, language: string): string {
  switch (v.kind) {
    case 'percent':
      return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(v.value / 100);
    case 'money':
      return numberFormat(language, {
        style: 'currency',
        currency: v.currency,
        minimumFractionDigits: Number.isInteger(v.value) ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(v.value);
    case 'number':
      return numberFormat(language).format(v.value);
  }
}

/** Interpolation values for an offer or fact sentence, formatted for the reader's language. */
export function formatFactValues(values: FactValues | undefined, language: string): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, formatFactValue(v, language)]));
}

/**
 * A content sentence with its `{{name}}` placeholders filled by `values`, formatted for the reader's
 * language; a placeholder without a value stays as written, so a missing number shows instead of vanishing.
 */
export function fillFacts(text: string, values: FactValues | undefined, language: string): string {
  const formatted = formatFactValues(values, language);
  return text.replace(/\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g, (whole, name: string) => formatted[name] ?? whole);
}

/** An ISO date (YYYY-MM-DD) as the reader's long date: 'November 22, 2026' in English. */
export { formatLongDate } from '@/lib/format/dates';

/** A rating to one decimal ('4.6', '4,6' in German). */
export function formatRating(value: number, language: string): string {
  return formatRatingShared(value, language);
}

/** A list of strings from the locale (features, pros, paragraphs); an absent key is an empty list. */
export function tList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true, defaultValue: [] });
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}
