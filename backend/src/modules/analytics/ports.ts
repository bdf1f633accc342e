import type { BlogDailyIncrement, BlogLanguage } from './domain/blog-analytics.js';
import type { ContentIncrements } from './domain/content-performance.js';
import type { StoredEvent } from './domain/events.js';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { SiteLanguage } from '@coinatlas/domain/routes/localized';

export type EventRepository = {
  /**
   * Stores the events and, in the same transaction, adds `rollup` to the blog's daily counters and `content`
   * to content performance's.
   */
  insertMany(events: StoredEvent[], rollup: BlogDailyIncrement[], content: ContentIncrements): Promise<void>;
  /** Page views (`page_view` events) of each of these paths since `since`; paths without any are left out. */
  pageViews(paths: readonly string[], since: Date): Promise<Map<string, number>>;
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

/** A report's days (from..to) and the period of equal length before them (previousFrom..from-1), UTC dates. */
export type ContentFilter = { from: string; to: string; previousFrom: string; lang?: SiteLanguage | undefined };

/** Reads of content performance's daily roll-ups and of the /go/ counters (migration 091). */
export type ContentStatsRepository = {
  /** Views and clicks per day and language over both periods. */
  byLanguageDay(f: ContentFilter): Promise<Array<{ day: string; lang: SiteLanguage; views: number; clicks: number }>>;
  /** Per page path: the range's sums and the previous period's. */
  pages(f: ContentFilter): Promise<Array<{ path: string; views: number; clicks: number; previousViews: number; previousClicks: number }>>;
  /** Every /go/ click per partner, whether or not its page is known (outbound_clicks). */
  partnerTotals(f: ContentFilter): Promise<Array<{ partnerType: PartnerType; partnerId: string; clicks: number; previousClicks: number }>>;
  /** Per partner and page: the clicks the page sent it (the previous period's only with a language; else 0). */
  partnerSources(
    f: ContentFilter,
  ): Promise<Array<{ partnerType: PartnerType; partnerId: string; path: string; clicks: number; previousClicks: number }>>;
};
