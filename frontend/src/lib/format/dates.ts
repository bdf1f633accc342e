import { intlLocale } from './numbers';

const cache = new Map<string, Intl.DateTimeFormat>();

/** An ISO date (YYYY-MM-DD) as a long date in the reader's language ('November 24, 2026', '24. November 2026'). */
export function formatLongDate(iso: string, language: string): string {
  let f = cache.get(language);
  if (!f) cache.set(language, (f = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' })));
  return f.format(new Date(`${iso}T00:00:00Z`));
}
