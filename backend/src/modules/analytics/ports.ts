import type { StoredEvent } from './domain/events.js';

export type EventRepository = {
  insertMany(events: StoredEvent[]): Promise<void>;
};
