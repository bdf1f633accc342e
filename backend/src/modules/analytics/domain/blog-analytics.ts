import type { StoredEvent } from './events.js';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

/**
 * Blog analytics from our own events, keyed on what the event's path says (the post's slug and the
 * language prefix), never on the blog's tables: a post is `/blog/<slug>` in English and
 * `/{es,de,pt}/blog/<slug>` in the other languages.
 */
export const BLOG_LANGUAGES = SITE_LANGUAGES;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

/** The blog's slug shape (see the blog module's SLUG_PATTERN), as the path of a post page. */
export const SLUG_SHAPE = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** A post page's path; the same expression is used by the roll-up SQL (Postgres ARE syntax). */
export const BLOG_POST_PATH_SQL = `^(?:/(es|de|pt))?/blog/(${SLUG_SHAPE})$`;
const BLOG_POST_PATH = new RegExp(BLOG_POST_PATH_SQL);
export const MAX_SLUG_LENGTH = 200;

/** The post and language a path stands for, or undefined for any other page. */
export function blogPostOf(path: string): { slug: string; lang: BlogLanguage } | undefined {
  const m = BLOG_POST_PATH.exec(path);
  if (!m || m[2]!.length > MAX_SLUG_LENGTH) return undefined;
  return { slug: m[2]!, lang: (m[1] as BlogLanguage | undefined) ?? 'en' };
}

/** The event names the blog figures count. */
export const BLOG_EVENTS = {
  view: 'page_view',
  /** fired once per page view when the end of the article comes into view */
  readEnd: 'read_end',
  signup: 'newsletter_subscribe',
  /** recorded by the server for a /go/ click, with the page the visitor clicked on as its path */
  outbound: 'outbound_click',
} as const;

/** Names only the server records: a client cannot send them. */
export const SERVER_ONLY_EVENTS: readonly string[] = [BLOG_EVENTS.outbound];

export type BlogCounts = { views: number; readEnds: number; signups: number; outboundClicks: number };
export type BlogDailyIncrement = BlogCounts & { day: string; slug: string; lang: BlogLanguage };

const zero = (): BlogCounts => ({ views: 0, readEnds: 0, signups: 0, outboundClicks: 0 });

/** Which counter an event moves and on which post, or undefined when it is no blog figure. */
export function blogMetricOf(e: StoredEvent): { key: keyof BlogCounts; slug: string; lang: BlogLanguage } | undefined {
  let key: keyof BlogCounts;
  let path = e.path;
  if (e.name === BLOG_EVENTS.view) key = 'views';
  else if (e.name === BLOG_EVENTS.readEnd) key = 'readEnds';
  else if (e.name === BLOG_EVENTS.outbound) key = 'outboundClicks';
  else if (e.name === BLOG_EVENTS.signup) {
    key = 'signups';
    // A sign-up started on a post when the visitor came to the form from it (source), or when the form is on it.
    path = e.sourcePath ?? e.path;
  } else return undefined;
  const post = blogPostOf(path);
  return post && { key, ...post };
}

/** What a batch of events adds to the daily roll-up (one row per UTC day, post and language). */
export function blogIncrements(events: readonly StoredEvent[]): BlogDailyIncrement[] {
  const rows = new Map<string, BlogDailyIncrement>();
  for (const e of events) {
    const m = blogMetricOf(e);
    if (!m) continue;
    const day = e.occurredAt.toISOString().slice(0, 10);
    const k = `${day}|${m.slug}|${m.lang}`;
    let row = rows.get(k);
    if (!row) rows.set(k, (row = { day, slug: m.slug, lang: m.lang, ...zero() }));
    row[m.key] += 1;
  }
  return [...rows.values()];
}

/**
 * The problem with a client's event that the schema cannot express, as a message naming the field, or
 * undefined. `read_end` belongs to a post page and carries nothing but its path and time; server-only
 * names are refused.
 */
export function eventProblem(
  e: { name: string; path: string; category?: unknown; label?: unknown; value?: unknown; source?: unknown },
  at: string,
): string | undefined {
  if (SERVER_ONLY_EVENTS.includes(e.name)) return `${at}/name '${e.name}' is recorded by the server and cannot be sent`;
  if (e.name === BLOG_EVENTS.readEnd) {
    if (!blogPostOf(e.path.split(/[?#]/)[0] ?? ''))
      return `${at}/path must be a blog post (/blog/<slug> or /es|de|pt/blog/<slug>) for read_end`;
    for (const field of ['category', 'label', 'value', 'source'] as const)
      if (e[field] !== undefined) return `${at}/${field} is not allowed on read_end (it carries only its path and time)`;
  }
  return undefined;
}

// ---- the report ---------------------------------------------------------------------------------

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 400;
const DAY_MS = 86_400_000;

export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export type ReportRange = { from: string; to: string; days: number };

/**
 * The days a report covers (UTC, both ends included): by default the last 30 days up to today. Throws a
 * message naming the field when the end comes before the start or the range is longer than `maxDays` (400).
 */
export function reportRange(
  q: { from?: string | undefined; to?: string | undefined },
  nowMs: number,
  maxDays: number = MAX_RANGE_DAYS,
): ReportRange | { problem: string } {
  const to = q.to ?? (q.from ? utcDay(Math.min(dayMs(q.from) + (DEFAULT_RANGE_DAYS - 1) * DAY_MS, nowMs)) : utcDay(nowMs));
  const from = q.from ?? utcDay(Math.max(dayMs(to) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS, 0));
  const days = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
  if (days < 1) return { problem: `querystring/to (${to}) must not be before querystring/from (${from})` };
  if (days > maxDays) return { problem: `querystring/from..to spans ${days} days (${from} to ${to}); at most ${maxDays} days` };
  return { from, to, days };
}

/** Every day of the range, in order. */
export function daysOf(range: { from: string; days: number }): string[] {
  const start = dayMs(range.from);
  return Array.from({ length: range.days }, (_, i) => utcDay(start + i * DAY_MS));
}

/** Share of views that reached the end (0..1), or null without views. Read-ends never count above views. */
export const readThroughRate = (views: number, readEnds: number): number | null =>
  views > 0 ? Math.round((Math.min(readEnds, views) / views) * 10_000) / 10_000 : null;

export type ByLanguage = Record<BlogLanguage, number>;
export const noLanguages = (): ByLanguage => ({ en: 0, es: 0, de: 0, pt: 0 });
