// The analytics module's contract: what it offers the other modules (`app.analytics`).

/** One event the server itself observed (no IP, cookie or visitor id), as the analytics module stores it. */
export type ServerEvent = Readonly<{ name: string; category?: string; label?: string; path: string }>;

/** First-party analytics as other modules see it (`app.analytics`, offered by the analytics module). */
export type FirstPartyAnalytics = Readonly<{
  /** Stores an event the server saw (a /go/ click, with the page it was made on as its path). */
  recordServerEvent(event: ServerEvent): Promise<void>;
  /** Page views (`page_view` events) of each of these paths (as visitors saw them, e.g. `/es/exchanges/kraken`) since `since`. */
  pageViews(paths: readonly string[], since: Date): Promise<ReadonlyMap<string, number>>;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    analytics: FirstPartyAnalytics;
  }
}
