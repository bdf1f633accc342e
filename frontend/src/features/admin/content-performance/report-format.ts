// The content performance report's row types and how its figures are written (numbers, rates, changes, languages).
import { useTranslation } from '@/i18n/react';
import { numberFormat } from '@/lib/format/numbers';
import type { ContentPerformanceReport } from '../api/admin-queries';
import type { Lang } from '../date-range';

export type Report = ContentPerformanceReport;
export type PageRow = Report['pages'][number];
export type RouteRow = Report['routes'][number];
export type PartnerRow = Report['partners'][number];
export type Tab = 'pages' | 'routes' | 'partners';

/** The report's formatters: a number, a rate, a change against the previous period, a language's name. */
export function useReportFormat() {
  const { t } = useTranslation('admin');
  const fmt = numberFormat('en');
  const pct = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const rate = (r: number | null) => (r === null ? '—' : pct.format(r));
  const changeText = (c: number | null, current: number) =>
    c === null ? (current > 0 ? t('contentPerformance.new') : '—') : signed.format(c);
  const langName = (l: Lang) => t(`range.languages.${l}`);
  const num = (v: number) => fmt.format(v);
  return { rate, changeText, langName, num };
}
