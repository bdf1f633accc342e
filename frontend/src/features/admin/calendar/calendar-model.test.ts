import { describe, expect, it } from 'vitest';
import { addDays, dayOf, isGap, monthWeeks, moveToDay, postsByDay, promotionOn, weekStart, type CalendarPost } from './calendar-model';

const post = (id: number, at: Date): CalendarPost => ({ id, title: `p${id}`, status: 'scheduled', at: at.toISOString(), version: 1 });

describe('content calendar dates (the editor’s time zone)', () => {
  it('weeks start on Monday and a month is covered by whole weeks', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    const weeks = monthWeeks(2026, 10); // November 2026: Sunday 1st to Monday 30th
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    expect(weeks.at(-1)![0]).toBe('2026-11-30');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('places posts on their local day and marks weeks with nothing as gaps', () => {
    const byDay = postsByDay([post(1, new Date(2026, 10, 24, 9, 30)), post(2, new Date(2026, 10, 24, 8, 0))]);
    expect(byDay.get('2026-11-24')!.map((p) => p.id)).toEqual([2, 1]);
    const [, , , , week5] = monthWeeks(2026, 10);
    expect(isGap(week5!, byDay)).toBe(false);
    expect(isGap(monthWeeks(2026, 10)[0]!, byDay)).toBe(true);
  });

  it('moves a post to another day at the same local time', () => {
    const at = new Date(2026, 10, 24, 9, 30).toISOString();
    const moved = new Date(moveToDay(at, '2026-12-02'));
    expect([dayOf(moved), moved.getHours(), moved.getMinutes()]).toEqual(['2026-12-02', 9, 30]);
  });

  it('a promotion runs from its start to its exclusive end; open ends reach forever', () => {
    const p = { id: 'x', title: 'x', startsAt: new Date(2026, 10, 10, 12).toISOString(), endsAt: new Date(2026, 10, 12).toISOString() };
    expect(['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12'].map((d) => promotionOn(p, d))).toEqual([false, true, true, false]);
    expect(promotionOn({ id: 'y', title: 'y', startsAt: null, endsAt: null }, '1999-01-01')).toBe(true);
  });
});
