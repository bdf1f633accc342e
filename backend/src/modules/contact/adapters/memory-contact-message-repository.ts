import type { ContactMessageRepository, ContactMessageRow } from '../ports.js';

export function createMemoryContactMessageRepository(): ContactMessageRepository & { rows(): readonly ContactMessageRow[] } {
  const rows: ContactMessageRow[] = [];
  return {
    async insert(row) {
      rows.push(row);
    },
    rows: () => rows,
  };
}
