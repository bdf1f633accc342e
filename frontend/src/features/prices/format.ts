/**
 * What the price tables need beyond the shared number formatting (`@/lib/format/numbers`: prices, compact
 * amounts, changes and BTC prices in the page's language): the colour of a change and the "as of" time.
 */
const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** Which colour a change takes: judged on what is shown (2 decimals), so "0.00%" is never red. */
export function changeTone(v: number | null | undefined): 'up' | 'down' | 'flat' {
  if (!usable(v)) return 'flat';
  const shown = Math.round(v * 100);
  return shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
}

/** "as of" a fetch time, in the visitor's language: Apr 29, 2025, 3:41 AM */
export function formatAsOf(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
