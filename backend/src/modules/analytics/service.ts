import { normaliseEvent, type IncomingEvent } from './domain/events.js';
import type { EventRepository } from './ports.js';

export function createAnalyticsService(deps: { repo: EventRepository; now: () => number }) {
  return {
    async record(events: IncomingEvent[]): Promise<number> {
      const now = new Date(deps.now());
      await deps.repo.insertMany(events.map((e) => normaliseEvent(e, now)));
      return events.length;
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
