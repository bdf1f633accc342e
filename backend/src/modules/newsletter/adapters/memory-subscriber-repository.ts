import type { SubscriberRepository, SubscriberState } from '../ports.js';

type Row = SubscriberState & { tokenHash: string };

/** In-process stand-in for the knex repository (same rules: one row per lower-cased address). */
export function createMemorySubscriberRepository(): SubscriberRepository & { rows(): readonly Row[] } {
  const byKey = new Map<string, Row>();
  const state = ({ tokenHash: _t, ...s }: Row): SubscriberState => ({ ...s });
  return {
    async subscribe({ id, email, tokenHash, lang, now }) {
      const key = email.toLowerCase();
      const existing = byKey.get(key);
      if (
        existing &&
        !existing.unsubscribedAt &&
        (existing.confirmedAt || now.getTime() - existing.subscribedAt.getTime() <= 7 * 86_400_000)
      ) {
        return null;
      }
      if (existing) {
        Object.assign(existing, { email, tokenHash, lang, subscribedAt: now, unsubscribedAt: null, confirmedAt: null });
        return { id: existing.id, email, subscribedAt: now, reactivated: true };
      }
      byKey.set(key, { id, email, tokenHash, lang, subscribedAt: now, unsubscribedAt: null, confirmedAt: null });
      return { id, email, subscribedAt: now, reactivated: false };
    },
    async unsubscribe(tokenHash, now) {
      const row = [...byKey.values()].find((r) => r.tokenHash === tokenHash);
      if (!row) return null;
      row.unsubscribedAt ??= now;
      return { email: row.email, unsubscribedAt: row.unsubscribedAt };
    },
    async find(id) {
      const row = [...byKey.values()].find((r) => r.id === id);
      return row ? state(row) : null;
    },
    async confirm(id, now) {
      const row = [...byKey.values()].find((r) => r.id === id && !r.unsubscribedAt);
      if (!row) return null;
      row.confirmedAt ??= now;
      return state(row);
    },
    rows: () => [...byKey.values()],
  };
}
