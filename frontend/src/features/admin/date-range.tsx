import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

/**
 * The date range and language of an analytics screen (blog analytics, content performance), kept in the URL
 * (?from=&to=&lang=): the hook holds the dates being typed, the fields render them.
 */
export const LANGS = SITE_LANGUAGES;
export type Lang = (typeof LANGS)[number];
const QUICK_RANGES = [7, 30, 90, 365] as const;
const DAY_MS = 86_400_000;
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The clock, read when an admin picks a quick range (an event, never during render). */
const nowMs = () => Date.now();
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

export type RangeQuery = { from?: string; to?: string; lang?: Lang };

/** The range and language of the URL; what is missing or malformed is left out. */
export function rangeQueryOf(params: URLSearchParams): RangeQuery {
  const q: RangeQuery = {};
  const from = params.get('from');
  const to = params.get('to');
  const lang = params.get('lang');
  if (from && DATE.test(from)) q.from = from;
  if (to && DATE.test(to)) q.to = to;
  if (lang && (LANGS as readonly string[]).includes(lang)) q.lang = lang as Lang;
  return q;
}

export type RangeProblem = 'order' | 'tooLong';

/** What is wrong with a range before it is asked for (the server says the same with a 400). */
export function rangeProblem(from: string, to: string, maxDays: number): RangeProblem | undefined {
  if (!DATE.test(from) || !DATE.test(to)) return undefined;
  const days = daysBetween(from, to);
  if (days < 1) return 'order';
  if (days > maxDays) return 'tooLong';
  return undefined;
}

/**
 * The URL's range and language, the dates being typed, and the changes: `update` sets or clears query
 * parameters, `quick` picks the last n days. `shownRange` says which dates the fields show.
 */
export function useDateRange(maxDays: number) {
  const [params, setParams] = useSearchParams();
  const query = rangeQueryOf(params);
  const [draft, setDraft] = useState<{ from?: string; to?: string }>({});
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  const quick = (days: number) => {
    const today = nowMs();
    setDraft({});
    update({ from: utcDay(today - (days - 1) * DAY_MS), to: utcDay(today) });
  };
  return { params, query, draft, setDraft, maxDays, update, quick };
}

/** The dates the fields show (being typed, else the URL's, else the report's own) and what is wrong with them. */
export function shownRange(range: DateRange, report: { from: string; to: string } | undefined) {
  const from = range.draft.from ?? range.query.from ?? report?.from ?? '';
  const to = range.draft.to ?? range.query.to ?? report?.to ?? '';
  return { from, to, problem: rangeProblem(from, to, range.maxDays) };
}

export type DateRange = ReturnType<typeof useDateRange>;

/** From, to, language and the quick ranges, with the range's problem under them. */
export function DateRangeFields({ range, report }: { range: DateRange; report: { from: string; to: string } | undefined }) {
  const { t } = useTranslation('admin');
  const ids = { from: useId(), to: useId(), lang: useId(), problem: useId() };
  const { query } = range;
  const { from, to, problem } = shownRange(range, report);
  // A range is asked for only once both ends make sense; until then the typed dates stay in the fields.
  const onDate = (which: 'from' | 'to', value: string) => {
    const next = { from, to, [which]: value };
    if (DATE.test(next.from) && DATE.test(next.to) && !rangeProblem(next.from, next.to, range.maxDays)) {
      range.setDraft({});
      range.update({ from: next.from, to: next.to });
    } else range.setDraft(next);
  };
  const invalid = problem ? { 'aria-invalid': true as const, 'aria-describedby': ids.problem } : {};
  return (
    <>
      <form className="mt-5 flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={ids.from} className="mb-1 block text-sm font-medium">
            {t('range.from')}
          </label>
          <Input
            id={ids.from}
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => onDate('from', e.target.value)}
            {...invalid}
            className="w-full md:w-44"
          />
        </div>
        <div>
          <label htmlFor={ids.to} className="mb-1 block text-sm font-medium">
            {t('range.to')}
          </label>
          <Input
            id={ids.to}
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => onDate('to', e.target.value)}
            {...invalid}
            className="w-full md:w-44"
          />
        </div>
        <div>
          <label htmlFor={ids.lang} className="mb-1 block text-sm font-medium">
            {t('range.language')}
          </label>
          <Select
            id={ids.lang}
            value={query.lang ?? 'all'}
            onChange={(e) => range.update({ lang: e.target.value === 'all' ? undefined : e.target.value })}
            className="w-full md:w-48"
          >
            <option value="all">{t('range.allLanguages')}</option>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {t(`range.languages.${l}`)}
              </option>
            ))}
          </Select>
        </div>
        <div role="group" aria-label={t('range.quickRanges')} className="flex flex-wrap gap-2">
          {QUICK_RANGES.map((d) => (
            <Button key={d} type="button" variant="outline" size="sm" className="h-10" onClick={() => range.quick(d)}>
              {t('range.lastDays', { count: d })}
            </Button>
          ))}
        </div>
      </form>
      {problem && (
        <p id={ids.problem} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {t(`range.problems.${problem}`, { max: range.maxDays })}
        </p>
      )}
    </>
  );
}

/** Hands a CSV text to the browser as a download. */
export function saveCsv(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
