import type { Knex } from 'knex';
import type { ImageSet } from '../../../platform/media/sharp-images.js';
import type { PartnerFile, PartnerType } from '../domain/schema.js';
import type { PartnerState, PartnerStore, PartnerWrite, StoredPartner, StoredRevision } from '../ports.js';

type Row = {
  type: PartnerType;
  id: string;
  record: PartnerFile | string;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
  updated_by: string;
  logo: ImageSet | string | null;
};

// `json` columns come back parsed from pg; PGlite may hand over the text.
const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

const toStored = (r: Row): StoredPartner => ({
  type: r.type,
  id: r.id,
  record: parsed(r.record),
  version: r.version,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  updatedBy: r.updated_by,
  logo: r.logo ? parsed(r.logo) : null,
});

/** Every partner write takes this transaction-level advisory lock: writes are rare and validated as a whole set. */
const WRITE_LOCK = 0x70617274; // 'part'

/**
 * Partner records in Postgres (migration 093): `partner_records` and `partner_revisions`. Every write goes
 * through `write`, one transaction under one advisory lock, so the set it validates is the set it commits.
 */
export function createKnexPartnerStore(db: Knex): PartnerStore {
  async function writeBatch(
    trx: Knex.Transaction,
    current: Map<string, StoredPartner>,
    writes: readonly PartnerWrite[],
    editor: string,
    now: Date,
  ) {
    for (const w of writes) {
      const key = `${w.type}/${w.id}`;
      const before = current.get(key);
      const version = (before?.version ?? (await lastVersion(trx, w.type, w.id))) + 1;
      if (w.after === null) {
        await trx('partner_records').where({ type: w.type, id: w.id }).delete();
      } else if (before) {
        await trx('partner_records')
          .where({ type: w.type, id: w.id })
          .update({ record: json(w.after.record), logo: json(w.after.logo), version, updated_at: now, updated_by: editor });
      } else {
        await trx('partner_records').insert({
          type: w.type,
          id: w.id,
          record: json(w.after.record),
          logo: json(w.after.logo),
          version,
          created_at: now,
          updated_at: now,
          updated_by: editor,
        });
      }
      await trx('partner_revisions').insert({
        partner_type: w.type,
        partner_id: w.id,
        version,
        action: w.action,
        editor,
        changed: json(w.changed),
        before: json(before ? { record: before.record, logo: before.logo } : null),
        after: json(w.after),
        created_at: now,
      });
    }
  }

  /** The last version a record had, also after its deletion (a re-created record continues its history). */
  async function lastVersion(q: Knex | Knex.Transaction, type: string, id: string): Promise<number> {
    const row = (await q('partner_revisions').where({ partner_type: type, partner_id: id }).max({ v: 'version' }).first()) as
      { v: number | null } | undefined;
    return Number(row?.v ?? 0);
  }

  return {
    /** False on a database without the table (not migrated: the OpenAPI generator builds the app on one). */
    ready: () => db.schema.hasTable('partner_records'),

    async all(): Promise<StoredPartner[]> {
      return ((await db('partner_records').orderBy(['type', 'id'])) as Row[]).map(toStored);
    },

    /**
     * Seeds records once each: `content_seeds` (the ledger the other seeds use) remembers every record ever
     * seeded, so a record an editor changed or deleted is never seeded again. One transaction for the lot.
     * Returns how many were added.
     */
    async seed(records: readonly PartnerFile[], now: Date): Promise<number> {
      if (records.length === 0) return 0;
      return db.transaction(async (trx) => {
        const claimed = (await trx('content_seeds')
          .insert(records.map((r) => ({ kind: 'partner', key: `${r.type}/${r.id}` })))
          .onConflict(['kind', 'key'])
          .ignore()
          .returning('key')) as Array<{ key: string }>;
        const keys = new Set(claimed.map((c) => c.key));
        const fresh = records.filter((r) => keys.has(`${r.type}/${r.id}`));
        if (fresh.length === 0) return 0;
        // A row already there under the key (an editor's import came first) stays as it is.
        const inserted = (await trx('partner_records')
          .insert(
            fresh.map((r) => ({
              type: r.type,
              id: r.id,
              record: json(r),
              version: 1,
              created_at: now,
              updated_at: now,
              updated_by: 'seed',
            })),
          )
          .onConflict(['type', 'id'])
          .ignore()
          .returning(['type', 'id'])) as Array<{ type: string; id: string }>;
        const added = new Set(inserted.map((r) => `${r.type}/${r.id}`));
        const revisions = fresh
          .filter((r) => added.has(`${r.type}/${r.id}`))
          .map((r) => ({
            partner_type: r.type,
            partner_id: r.id,
            version: 1,
            action: 'seed',
            editor: 'seed',
            changed: json([]),
            before: null,
            after: json({ record: r, logo: null }),
            created_at: now,
          }));
        for (let i = 0; i < revisions.length; i += 50) await trx('partner_revisions').insert(revisions.slice(i, i + 50));
        return revisions.length;
      });
    },

    /**
     * One write under the partner lock: `plan` reads every stored record (locked against other writers) and
     * answers the writes to make, or throws to write nothing. Returns what `plan` returned.
     */
    async write<T>(
      editor: string,
      now: Date,
      plan: (current: Map<string, StoredPartner>) => Promise<{ writes: PartnerWrite[]; result: T }> | { writes: PartnerWrite[]; result: T },
    ): Promise<T> {
      return db.transaction(async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(?)', [WRITE_LOCK]);
        const rows = ((await trx('partner_records').orderBy(['type', 'id'])) as Row[]).map(toStored);
        const current = new Map(rows.map((r) => [`${r.type}/${r.id}`, r]));
        const { writes, result } = await plan(current);
        await writeBatch(trx, current, writes, editor, now);
        return result;
      });
    },

    async revisions(type: PartnerType, id: string): Promise<StoredRevision[]> {
      const rows = (await db('partner_revisions').where({ partner_type: type, partner_id: id }).orderBy('version', 'desc')) as Array<{
        version: number;
        action: string;
        editor: string;
        changed: string[] | string;
        before: PartnerState | string | null;
        after: PartnerState | string | null;
        created_at: Date | string;
      }>;
      return rows.map((r) => ({
        version: r.version,
        action: r.action,
        editor: r.editor,
        changed: parsed(r.changed),
        before: r.before ? parsed(r.before) : null,
        after: r.after ? parsed(r.after) : null,
        at: new Date(r.created_at),
      }));
    },
  };
}
