import type { Knex } from 'knex';

/**
 * An exchange record's market-data id is `marketId` (it was `ccxtId`, the name of the library that reads the
 * markets; the record now says what the id is for, and the library can change behind its adapter). Stored
 * records and their revisions are rewritten in place: the key keeps its position (the columns are `json`
 * because a record's key order is part of it), and a revision's changed paths say `/marketId`. Exports made
 * before this change (bundle version 1) are upgraded on import (`upgradeBundleRecord`).
 */
const renameKey = (value: unknown, from: string, to: string): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !(from in value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === from ? to : k, v]));
};

const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** A revision's `before`/`after` is `{ record, logo }` (or null). */
const renameInSnapshot = (snapshot: unknown, from: string, to: string): unknown => {
  if (!snapshot || typeof snapshot !== 'object' || !('record' in snapshot)) return snapshot;
  const s = snapshot as { record: unknown };
  return { ...s, record: renameKey(s.record, from, to) };
};

async function rename(knex: Knex, from: string, to: string): Promise<void> {
  const needle = `%"${from}"%`;
  const records = await knex('partner_records')
    .select('type', 'id', 'record')
    .where('type', 'exchange')
    .andWhereRaw('record::text LIKE ?', [needle]);
  for (const row of records as Array<{ type: string; id: string; record: unknown }>) {
    await knex('partner_records')
      .where({ type: row.type, id: row.id })
      .update({ record: json(renameKey(parsed(row.record), from, to)) });
  }
  const revisions = await knex('partner_revisions')
    .select('id', 'changed', 'before', 'after')
    .where('partner_type', 'exchange')
    .andWhere((q) =>
      q
        .whereRaw('changed::text LIKE ?', [needle])
        .orWhereRaw('"before"::text LIKE ?', [needle])
        .orWhereRaw('"after"::text LIKE ?', [needle]),
    );
  for (const row of revisions as Array<{ id: string | number; changed: unknown; before: unknown; after: unknown }>) {
    const changed = (parsed(row.changed) as string[]).map((p) => (p === `/${from}` ? `/${to}` : p));
    await knex('partner_revisions')
      .where({ id: row.id })
      .update({
        changed: json(changed),
        before: json(renameInSnapshot(parsed(row.before), from, to)),
        after: json(renameInSnapshot(parsed(row.after), from, to)),
      });
  }
}

export async function up(knex: Knex): Promise<void> {
  await rename(knex, 'ccxtId', 'marketId');
}

export async function down(knex: Knex): Promise<void> {
  await rename(knex, 'marketId', 'ccxtId');
}
