import type { SubscriberRepository } from '../ports.js';

type Row = { id: string; email: string; tokenHash: string; subscribedAt: Date; unsubscribedAt: Date | null };

/** In-process stand-in for the knex repository (same rules: one row per lower-cased address). */
export function createMemorySubscriberRepository(): SubscriberRepository & { rows(): readonly Row[] } {
  const byKey = new Map<string, Row>();
  return {
    async subscribe({ id, email, tokenHash, now }) {
      const key = email.toLowerCase();
      const existing = byKey.get(key);
      if (existing && !existing.unsubscribedAt) return null;
      if (existing) {
        Object.assign(existing, { email, tokenHash, subscribedAt: now, unsubscribedAt: null });
        return { id: existing.id, email, subscribedAt: now, reactivated: true };
      }
      byKey.set(key, { id, email, tokenHash, subscribedAt: now, unsubscribedAt: null });
      return { id, email, subscribedAt: now, reactivated: false };
    },
    async unsubscribe(tokenHash, now) {
      const row = [...byKey.values()].find((r) => r.tokenHash === tokenHash);
      if (!row) return null;
      row.unsubscribedAt ??= now;
      return { email: row.email, unsubscribedAt: row.unsubscribedAt };
    },
    rows: () => [...byKey.values()],
  };
}
