/**
 * The content calendar's dates, in the editor's time zone (the browser's): days are 'YYYY-MM-DD' keys of
 * local dates, weeks start on Monday.
 */
export type DayKey = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of an instant. */
export const dayOf = (d: Date): DayKey => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Local midnight of a day (noon would be safer against DST, but dates only move by whole days here). */
export function dateOf(day: DayKey): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

export const addDays = (day: DayKey, n: number): DayKey => {
  const d = dateOf(day);
  d.setDate(d.getDate() + n);
  return dayOf(d);
};

/** The Monday of the week a day is in. */
export const weekStart = (day: DayKey): DayKey => addDays(day, -((dateOf(day).getDay() + 6) % 7));

/** The seven days of the week that starts on `monday`. */
export const weekDays = (monday: DayKey): DayKey[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** The weeks (Monday to Sunday) that show a month: from the week of its first day to the week of its last. */
export function monthWeeks(year: number, month: number): DayKey[][] {
  const first = dayOf(new Date(year, month, 1));
  const last = dayOf(new Date(year, month + 1, 0));
  const weeks: DayKey[][] = [];
  for (let monday = weekStart(first); monday <= last; monday = addDays(monday, 7)) weeks.push(weekDays(monday));
  return weeks;
}

/** A calendar entry: a post on the day it publishes (or published). */
export type CalendarPost = { id: number; title: string; status: 'scheduled' | 'published'; at: string; version: number };
/** A promotion window, from its first to its last day (open ends reach past the view). */
export type CalendarPromotion = { id: string; title: string; startsAt: string | null; endsAt: string | null };

/** Posts by local day. */
export function postsByDay(posts: readonly CalendarPost[]): Map<DayKey, CalendarPost[]> {
  const out = new Map<DayKey, CalendarPost[]>();
  for (const p of [...posts].sort((a, b) => a.at.localeCompare(b.at))) {
    const key = dayOf(new Date(p.at));
    out.set(key, [...(out.get(key) ?? []), p]);
  }
  return out;
}

/** Whether a promotion runs on a day (its end is exclusive). */
export function promotionOn(p: CalendarPromotion, day: DayKey): boolean {
  const start = dateOf(day).getTime();
  const end = dateOf(addDays(day, 1)).getTime();
  const from = p.startsAt ? Date.parse(p.startsAt) : Number.NEGATIVE_INFINITY;
  const to = p.endsAt ? Date.parse(p.endsAt) : Number.POSITIVE_INFINITY;
  return from < end && to > start;
}

/** A gap in the publishing rhythm: a week in which nothing is published or scheduled. */
export const isGap = (week: readonly DayKey[], byDay: ReadonlyMap<DayKey, readonly CalendarPost[]>): boolean =>
  week.every((d) => (byDay.get(d)?.length ?? 0) === 0);

/** The same local time of day on another day (a post moved on the calendar keeps its hour). */
export function moveToDay(iso: string, day: DayKey): string {
  const from = new Date(iso);
  const to = dateOf(day);
  to.setHours(from.getHours(), from.getMinutes(), from.getSeconds(), 0);
  return to.toISOString();
}
