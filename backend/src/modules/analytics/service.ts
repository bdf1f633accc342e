import { normaliseEvent, type IncomingEvent } from './domain/events.js';
import type { EventRepository } from './ports.js';

export function createAnalyticsService(deps: { repo: EventRepository; now: () => number; retentionDays: number }) {
  return {
    async record(events: IncomingEvent[]): Promise<number> {
      const now = new Date(deps.now());
      await deps.repo.insertMany(events.map((e) => normaliseEvent(e, now)));
      return events.length;
    },
    /** Deletes events past the retention the privacy policy promises. */
    async purgeExpired(): Promise<number> {
      const cutoff = new Date(deps.now() - deps.retentionDays * 24 * 60 * 60 * 1000);
      return deps.repo.deleteOlderThan(cutoff);
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
