import type { BlogDailyIncrement, BlogLanguage } from './domain/blog-analytics.js';
import type { StoredEvent } from './domain/events.js';

export type EventRepository = {
  /** Stores the events and, in the same transaction, adds `rollup` to the blog's daily counters. */
  insertMany(events: StoredEvent[], rollup: BlogDailyIncrement[]): Promise<void>;
};

export type BlogFilter = { from: string; to: string; lang?: BlogLanguage | undefined; slug?: string | undefined };
export type BlogRow = { views: number; readEnds: number; signups: number; outboundClicks: number; lang: BlogLanguage };

/** Reads of the blog's daily roll-up (`blog_post_daily`). */
export type BlogStatsRepository = {
  /** Sums per day and language. */
  byDay(f: BlogFilter): Promise<Array<BlogRow & { day: string }>>;
  /** Sums per post and language. */
  byPost(f: BlogFilter): Promise<Array<BlogRow & { slug: string }>>;
  /** Every day, post and language with anything counted, ordered by day, slug and language (the CSV). */
  rows(f: BlogFilter): Promise<Array<BlogRow & { day: string; slug: string }>>;
};
