import { AppError } from '@coinatlas/domain/errors';
import {
  BLOG_LANGUAGES,
  blogIncrements,
  daysOf,
  eventProblem,
  noLanguages,
  readThroughRate,
  reportRange,
  type BlogCounts,
  type BlogLanguage,
  type ByLanguage,
} from './domain/blog-analytics.js';
import { normaliseEvent, type IncomingEvent } from './domain/events.js';
import type { BlogStatsRepository, EventRepository } from './ports.js';

export type BlogReportQuery = { from?: string | undefined; to?: string | undefined; lang?: BlogLanguage | undefined; post?: string | undefined };

type Figures = BlogCounts & { readThroughRate: number | null; viewsByLanguage: ByLanguage };

const empty = (): Figures => ({ views: 0, readEnds: 0, readThroughRate: null, signups: 0, outboundClicks: 0, viewsByLanguage: noLanguages() });

function add(into: Figures, row: BlogCounts & { lang: BlogLanguage }): void {
  into.views += row.views;
  into.readEnds += row.readEnds;
  into.signups += row.signups;
  into.outboundClicks += row.outboundClicks;
  into.viewsByLanguage[row.lang] += row.views;
}

const finish = <T extends Figures>(f: T): T => ({ ...f, readThroughRate: readThroughRate(f.views, f.readEnds) });

export function createAnalyticsService(deps: { repo: EventRepository; blog: BlogStatsRepository; now: () => number }) {
  const range = (q: BlogReportQuery) => {
    const r = reportRange(q, deps.now());
    if ('problem' in r) throw new AppError('BAD_REQUEST', r.problem);
    return { ...r, filter: { from: r.from, to: r.to, lang: q.lang, slug: q.post } };
  };

  return {
    /** Checks every event (the batch is all-or-nothing), then stores them and their blog counters. */
    async record(events: IncomingEvent[]): Promise<number> {
      events.forEach((e, i) => {
        const problem = eventProblem(e, `body/events/${i}`);
        if (problem) throw new AppError('BAD_REQUEST', problem);
      });
      return this.recordTrusted(events);
    },

    /** Events the server itself observed (the /go/ clicks): stored without the client-side checks. */
    async recordTrusted(events: IncomingEvent[]): Promise<number> {
      const now = new Date(deps.now());
      const stored = events.map((e) => normaliseEvent(e, now));
      await deps.repo.insertMany(stored, blogIncrements(stored));
      return events.length;
    },

    /** Blog figures of a range: totals, one entry per day (every day, zeros included) and one per post. */
    async blogReport(q: BlogReportQuery) {
      const r = range(q);
      const [dayRows, postRows] = await Promise.all([deps.blog.byDay(r.filter), deps.blog.byPost(r.filter)]);
      const totals = empty();
      const days = new Map(daysOf(r).map((day) => [day, { day, ...empty() }]));
      for (const row of dayRows) {
        const d = days.get(row.day);
        if (d) add(d, row);
        add(totals, row);
      }
      const posts = new Map<string, Figures & { slug: string }>();
      for (const row of postRows) {
        let p = posts.get(row.slug);
        if (!p) posts.set(row.slug, (p = { slug: row.slug, ...empty() }));
        add(p, row);
      }
      return {
        from: r.from,
        to: r.to,
        lang: q.lang ?? null,
        post: q.post ?? null,
        totals: finish(totals),
        days: [...days.values()].map(finish),
        // Top posts first: most views, then most read-ends, then by slug.
        posts: [...posts.values()]
          .map(finish)
          .sort((a, b) => b.views - a.views || b.readEnds - a.readEnds || a.slug.localeCompare(b.slug)),
      };
    },

    /** Every day, post and language with anything counted in the range, for the CSV export. */
    async blogRows(q: BlogReportQuery) {
      const r = range(q);
      const rows = await deps.blog.rows(r.filter);
      return { from: r.from, to: r.to, rows: rows.map((row) => ({ ...row, readThroughRate: readThroughRate(row.views, row.readEnds) })) };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
export { BLOG_LANGUAGES };
