/**
 * Money in en-US and USD; below 1 with 4 to 6 decimals, otherwise 2; compact amounts with
 * K, M, B from 1e3, 1e6, 1e9 and 2 decimals; percentages with 2 decimals; the trending fallback shows the
 * BTC price with 8 decimals. Missing values show a dash.
 */
export const MISSING = '—';

const money = (min: number, max: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: min, maximumFractionDigits: max });
const small = money(4, 6);
const regular = money(2, 2);
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
const btc = new Intl.NumberFormat('en-US', { minimumFractionDigits: 8, maximumFractionDigits: 8 });

const usable = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** $94,731.00, $0.179162, $0.5000 */
export function formatPrice(v: number | null | undefined): string {
  if (!usable(v)) return MISSING;
  return Math.abs(v) < 1 ? small.format(v) : regular.format(v);
}

const UNITS = [
  { from: 1e9, suffix: 'B' },
  { from: 1e6, suffix: 'M' },
  { from: 1e3, suffix: 'K' },
] as const;

/** $1,880.68B, $614.04M, $12.50K; below 1,000 the plain price. */
export function formatCompact(v: number | null | undefined): string {
  if (!usable(v)) return MISSING;
  const abs = Math.abs(v);
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i]!;
    if (abs < unit.from) continue;
    const scaled = Math.round((abs / unit.from) * 100) / 100;
    // 999,999 is 1,000.00K after rounding: say 1.00M instead
    const bigger = UNITS[i - 1];
    if (bigger && scaled >= 1000) return (v < 0 ? '-' : '') + regular.format(abs / bigger.from) + bigger.suffix;
    return (v < 0 ? '-' : '') + regular.format(scaled) + unit.suffix;
  }
  return formatPrice(v);
}

/** +0.90%, -0.64%, 0.00% */
export function formatPercent(v: number | null | undefined): string {
  if (!usable(v)) return MISSING;
  return `${percent.format(v)}%`;
}

/** Which colour a change takes: judged on what is shown (2 decimals), so "0.00%" is never red. */
export function changeTone(v: number | null | undefined): 'up' | 'down' | 'flat' {
  if (!usable(v)) return 'flat';
  const shown = Math.round(v * 100);
  return shown > 0 ? 'up' : shown < 0 ? 'down' : 'flat';
}

/** The trending fallback when no USD price came: 0.00000003 BTC */
export function formatBtc(v: number | null | undefined): string {
  if (!usable(v)) return MISSING;
  return `${btc.format(v)} BTC`;
}

/** "as of" a fetch time, in the visitor's language: Apr 29, 2025, 3:41 AM */
export function formatAsOf(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}
