import { NamedList } from '@/components/ui/named-list';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from '../api/admin-queries';
import { conflictOf, POST_LANGUAGES, usePosts, usePromotions, useReschedule } from '../api/blog-admin';
import {
  addDays,
  dateOf,
  dayOf,
  isGap,
  monthWeeks,
  moveToDay,
  postsByDay,
  promotionOn,
  weekDays,
  weekStart,
  type CalendarPost,
  type CalendarPromotion,
  type DayKey,
} from './calendar-model';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const DRAG_TYPE = 'application/x-coinatlas-post';

/** /admin/content-calendar: scheduled and published posts and promotion windows by month or week, in the editor's time zone. */
export default function ContentCalendar({ session }: { session: AdminSessionState }) {
  const posts = usePosts();
  const promotions = usePromotions();
  const reschedule = useReschedule(session);
  const [view, setView] = useState<'month' | 'week'>('month');
  const [anchor, setAnchor] = useState<DayKey>(() => dayOf(new Date()));
  const [moving, setMoving] = useState<CalendarPost | undefined>();
  const [moveTo, setMoveTo] = useState<DayKey>('');
  const dateRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (moving) dateRef.current?.focus();
  }, [moving]);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = dayOf(new Date());

  const entries = useMemo<CalendarPost[]>(
    () =>
      (posts.data ?? []).flatMap((p) => {
        const at = p.status === 'scheduled' ? p.scheduledAt : p.status === 'published' ? p.publishedAt : null;
        if (!at || (p.status !== 'scheduled' && p.status !== 'published')) return [];
        const title = POST_LANGUAGES.map((l) => p.translations[l]?.title).find((t) => t?.trim()) || p.slug;
        return [{ id: p.id, title, status: p.status, at, version: p.version }];
      }),
    [posts.data],
  );
  const byDay = useMemo(() => postsByDay(entries), [entries]);
  const activePromos = useMemo<CalendarPromotion[]>(
    () =>
      (promotions.data ?? [])
        .filter((p) => p.active && !p.draft && !p.archived)
        .map((p) => ({ id: p.id, title: p.title.en, startsAt: p.startsAt, endsAt: p.endsAt })),
    [promotions.data],
  );
  // Promotions with a start or an end are windows on the calendar; the ones without either run all the time and are listed once.
  const promos = activePromos.filter((p) => p.startsAt || p.endsAt);
  const undated = activePromos.filter((p) => !p.startsAt && !p.endsAt);

  const anchorDate = dateOf(anchor);
  const weeks = view === 'month' ? monthWeeks(anchorDate.getFullYear(), anchorDate.getMonth()) : [weekDays(weekStart(anchor))];
  const heading =
    view === 'month'
      ? anchorDate.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' })
      : `Week of ${dateOf(weeks[0]![0]!).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })}`;
  const step = (n: number) => {
    if (view === 'week') return setAnchor(addDays(anchor, 7 * n));
    return setAnchor(dayOf(new Date(anchorDate.getFullYear(), anchorDate.getMonth() + n, 1)));
  };

  const move = (post: CalendarPost, day: DayKey) => {
    if (post.status !== 'scheduled' || day === dayOf(new Date(post.at))) return;
    const scheduledAt = moveToDay(post.at, day);
    reschedule.mutate(
      { id: post.id, version: post.version, scheduledAt },
      {
        onSuccess: () => {
          toast({ title: `“${post.title}” now publishes on ${dateOf(day).toLocaleDateString('en-GB', { dateStyle: 'full' })}` });
          setMoving(undefined);
        },
        onError: (err) =>
          toast({
            title: conflictOf(err)
              ? 'Someone else changed this post meanwhile: the calendar shows it as it is now. Try again.'
              : (serverMessage(err) ?? 'The post could not be moved.'),
            variant: 'destructive',
          }),
      },
    );
  };

  const onDrop = (e: DragEvent<HTMLElement>, day: DayKey) => {
    e.preventDefault();
    const id = Number(e.dataTransfer.getData(DRAG_TYPE));
    const post = entries.find((p) => p.id === id);
    if (post) move(post, day);
  };

  /** A day's promotion windows and posts (scheduled ones can be moved). */
  const items = (day: DayKey) => {
    const dayPosts = byDay.get(day) ?? [];
    const dayPromos = promos.filter((p) => promotionOn(p, day));
    return (
      <ul className="mt-1 space-y-1">
        {dayPromos.map((p) => (
          <li
            key={p.id}
            className="truncate rounded bg-violet-100 px-1 text-[11px] text-violet-900 dark:bg-violet-900 dark:text-violet-50"
            title={p.title}
          >
            Promo: {p.title}
          </li>
        ))}
        {dayPosts.map((p) => (
          <li key={p.id}>
            {p.status === 'scheduled' ? (
              <button
                type="button"
                draggable
                onDragStart={(e) => e.dataTransfer.setData(DRAG_TYPE, String(p.id))}
                onClick={() => {
                  setMoving(p);
                  setMoveTo(day);
                }}
                onKeyDown={(e) => {
                  // Arrow keys move a focused scheduled post by a day (left/right) or a week (up/down).
                  const by = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
                  if (by === undefined || !e.altKey) return;
                  e.preventDefault();
                  move(p, addDays(day, by));
                }}
                aria-label={`${p.title}, scheduled for ${new Date(p.at).toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short' })}. Press to move it to another date, or Alt and an arrow key to move it by a day or a week.`}
                className="block w-full truncate rounded bg-amber-200 px-1 text-left text-xs text-amber-950 hover:bg-amber-300 focus-visible:outline-2 focus-visible:outline-blue-600 dark:bg-amber-700 dark:text-amber-50"
              >
                {new Date(p.at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })} {p.title}
              </button>
            ) : (
              <Link
                to={`/admin/blog?post=${p.id}`}
                className="block truncate rounded bg-emerald-100 px-1 text-xs text-emerald-950 hover:underline dark:bg-emerald-800 dark:text-emerald-50"
                aria-label={`${p.title}, published ${new Date(p.at).toLocaleString('en-GB', { dateStyle: 'full', timeStyle: 'short' })}`}
              >
                {p.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    );
  };

  if (posts.isPending || promotions.isPending) return <Spinner label="Loading the calendar…" />;
  if (posts.isError || promotions.isError) {
    return (
      <p role="alert" className="text-red-800 dark:text-red-200">
        The calendar could not be loaded.
      </p>
    );
  }

  return (
    <>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Content calendar</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Times in your time zone: {timeZone}. Drag a scheduled post to another day, or choose it and pick a date.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="View" className="flex">
            {(['month', 'week'] as const).map((v) => (
              <Button
                key={v}
                size="sm"
                variant={view === v ? 'primary' : 'outline'}
                aria-pressed={view === v}
                onClick={() => setView(v)}
                className="first:rounded-r-none last:rounded-l-none"
              >
                {v === 'month' ? 'Month' : 'Week'}
              </Button>
            ))}
          </div>
          <Button size="sm" variant="outline" onClick={() => step(-1)} aria-label={view === 'month' ? 'Previous month' : 'Previous week'}>
            ←
          </Button>
          <Button size="sm" variant="outline" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <Button size="sm" variant="outline" onClick={() => step(1)} aria-label={view === 'month' ? 'Next month' : 'Next week'}>
            →
          </Button>
        </div>
      </div>
      <h2 className="mt-4 text-xl font-semibold" aria-live="polite">
        {heading}
      </h2>
      <NamedList name="Legend" className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-amber-300 dark:bg-amber-600" aria-hidden /> Scheduled post
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-emerald-300 dark:bg-emerald-700" aria-hidden /> Published post
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm bg-violet-300 dark:bg-violet-700" aria-hidden /> Promotion running
        </li>
        <li className="flex items-center gap-1">
          <span className="inline-block h-3 w-3 rounded-sm border-2 border-dashed border-red-500" aria-hidden /> Gap: a week with nothing
          published or scheduled
        </li>
      </NamedList>

      {undated.length > 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Promotions running with no start or end date (not drawn on the calendar): {undated.map((p) => p.title).join('; ')}.
        </p>
      )}

      {moving && (
        <form
          className="mt-4 flex flex-wrap items-end gap-3 rounded-lg border border-blue-300 bg-blue-50 p-3 dark:border-blue-700 dark:bg-blue-950"
          onSubmit={(e) => {
            e.preventDefault();
            if (moveTo) move(moving, moveTo);
          }}
        >
          <div>
            <label htmlFor="calendar-move-date" className="block text-sm font-medium">
              Move “{moving.title}” to
            </label>
            <Input
              ref={dateRef}
              id="calendar-move-date"
              type="date"
              value={moveTo}
              onChange={(e) => setMoveTo(e.target.value)}
              className="mt-1"
            />
          </div>
          <Button type="submit" size="sm" disabled={!moveTo || reschedule.isPending}>
            Move post
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setMoving(undefined)}>
            Cancel
          </Button>
        </form>
      )}

      {/* Narrow screens: the weeks as a list of the days that have something, gaps marked. */}
      <div className="md:hidden">
        <NamedList as="ol" name={heading} className="mt-4 space-y-3">
          {weeks.map((week) => {
            const gap = isGap(week, byDay);
            const busy = week.filter((d) => (byDay.get(d)?.length ?? 0) > 0 || promos.some((p) => promotionOn(p, d)));
            return (
              <li
                key={week[0]}
                className={cn(
                  'rounded-lg border p-3',
                  gap ? 'border-2 border-dashed border-red-500 bg-red-50/60 dark:bg-red-950/40' : 'border-slate-200 dark:border-slate-700',
                )}
              >
                <h3 className="text-sm font-semibold">
                  Week of {dateOf(week[0]!).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })}
                  {gap && (
                    <span className="ml-2 text-xs font-semibold text-red-700 dark:text-red-300">
                      Gap week: nothing published or scheduled
                    </span>
                  )}
                </h3>
                {busy.length > 0 && (
                  <ul className="mt-2 space-y-2">
                    {busy.map((day) => (
                      <li key={day} data-agenda-day={day} onDragOver={(e) => e.preventDefault()} onDrop={(e) => onDrop(e, day)}>
                        <span className="text-xs font-medium text-slate-600 dark:text-slate-300">
                          {dateOf(day).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short' })}
                        </span>
                        {items(day)}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </NamedList>
      </div>

      <div className="relative mt-4 hidden overflow-x-auto md:block">
        <table className="w-full min-w-[52rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">{heading}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" className="py-1 text-left font-medium text-slate-600 dark:text-slate-300">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => {
              const gap = isGap(week, byDay);
              return (
                <tr
                  key={week[0]}
                  data-gap={gap || undefined}
                  className={cn(gap && 'outline-2 -outline-offset-2 outline-dashed outline-red-500')}
                >
                  {week.map((day, i) => {
                    const inMonth = view === 'week' || dateOf(day).getMonth() === anchorDate.getMonth();
                    return (
                      <td
                        key={day}
                        data-day={day}
                        onDragOver={(e) => e.preventDefault()}
                        onDrop={(e) => onDrop(e, day)}
                        className={cn(
                          'h-28 border border-slate-200 p-1 align-top dark:border-slate-700',
                          view === 'week' && 'h-64',
                          !inMonth && 'bg-slate-50 text-slate-500 dark:bg-slate-900 dark:text-slate-400',
                          gap && 'bg-red-50/60 dark:bg-red-950/40',
                        )}
                      >
                        <div className="flex items-center justify-between">
                          <span
                            className={cn(
                              'text-xs font-semibold',
                              day === today && 'rounded-full bg-blue-700 px-1.5 text-white dark:bg-blue-400 dark:text-slate-950',
                            )}
                          >
                            {dateOf(day).getDate()}
                            <span className="sr-only">{` ${dateOf(day).toLocaleDateString('en-GB', { month: 'long' })}`}</span>
                          </span>
                          {gap && i === 0 && <span className="text-[11px] font-semibold text-red-700 dark:text-red-300">Gap week</span>}
                        </div>
                        {items(day)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
