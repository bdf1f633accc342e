import { createHash } from 'node:crypto';
import { AppError } from '@coinatlas/domain/errors';
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import { isDatabaseUnavailable } from '../../platform/db/db-unavailable.js';
import type { MediaStore } from '../../platform/media/ports.js';
import type { ImageSet } from '../../platform/media/sharp-images.js';
import type { PartnerState, PartnerStore, PartnerWrite, StoredPartner, StoredRevision } from './ports.js';
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  bundleEntry,
  changedPaths,
  checkNextOrder,
  deskProblems,
  deskRow,
  diff,
  factPaths,
  isContentChange,
  markChecked,
  partnerPagePath,
  partnerPagePaths,
  publicLogo,
  recordPath,
  setSizeProblems,
  urlProblem,
  validatorProblem,
  type Bundle,
  type Change,
  type DeskRow,
  type Problem,
  type PublicLogo,
} from './domain/desk.js';
import { PARTNER_TYPES, type PartnerFile, type PartnerType } from './domain/schema.js';
import type { LiveContent } from './live-content.js';

/** A record as the desk edits it. */
export type DeskRecord = {
  type: PartnerType;
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  /** the record in the content folder's file format (every language) */
  record: PartnerFile;
  logo: PublicLogo | null;
  /** every fact, fee, offer, note and availability, licence and payment-method entry, by its path, with its provenance (see factPaths) */
  facts: Array<{ path: string; provenance: Provenance }>;
  /** the partner page's path (without a language prefix) */
  pagePath: string;
  row: DeskRow;
};

/** A save the rules refuse: every problem, each with its field. Nothing was written. */
export class RecordRefused extends AppError {
  constructor(readonly problems: Array<Problem & { file?: string }>) {
    super(
      'BAD_REQUEST',
      `Nothing was saved: ${problems.length} problem${problems.length === 1 ? '' : 's'}: ` +
        problems
          .slice(0, 20)
          .map((p) => p.message)
          .join('; ') +
        (problems.length > 20 ? `; and ${problems.length - 20} more` : ''),
      { details: { problems } },
    );
  }
}

/** One change another editor made since the version a save started from. */
export type LaterChange = { version: number; editor: string; action: string; at: string; changed: string[] };

/** A save from a stale version: the stored record, and what changed since the editor's version. */
export class StaleRecord extends AppError {
  constructor(
    readonly current: DeskRecord,
    readonly since: LaterChange[],
    /** the fields where the stored record and the editor's record differ */
    readonly differs: string[],
  ) {
    const fields = [...new Set(since.flatMap((c) => c.changed))];
    const who = [...new Set(since.map((c) => c.editor))].join(', ') || 'someone';
    super(
      'CONFLICT',
      `${current.type}/${current.id} was saved by ${who} (now version ${current.version}) after you opened version ` +
        `${current.version - since.length}. Changed since: ${fields.length ? fields.join(', ') : 'nothing in the record (its history moved on)'}. ` +
        'Nothing of yours was saved; your edits are still in your form: reload the record and apply them again.',
      { details: { current, since, differs } },
    );
  }
}

/** An import from a stale dry run. */
export class StaleImport extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

const DAY_MS = 86_400_000;
const VISIT_DAYS = 30;
const key = (type: string, id: string) => `${type}/${id}`;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export type DeskDeps = {
  live: LiveContent;
  store: PartnerStore;
  media: MediaStore;
  storeLogo: (bytes: Buffer, store: MediaStore) => Promise<ImageSet>;
  /** page views of named paths since an instant (first-party analytics) */
  pageViews: (paths: readonly string[], since: Date) => Promise<ReadonlyMap<string, number>>;
  now: () => number;
  /** after a write committed and this instance reloaded: the search index and the like */
  afterWrite: () => Promise<void>;
};

export type ListFilter = {
  type?: PartnerType;
  status?: string;
  /** true: only records with a fact from the catalogue not checked yet; false: only records without */
  unchecked?: boolean;
  /** only records with a check older than this day (YYYY-MM-DD) */
  checkedBefore?: string;
  /** only records whose page had at least this many visits over the last 30 days */
  minVisits?: number;
  /** name or id contains */
  q?: string;
  sort?: 'directory' | 'name' | 'visits' | 'oldest-check' | 'unchecked' | 'updated' | 'priority';
};

export function createDeskService(deps: DeskDeps) {
  const today = () => new Date(deps.now()).toISOString().slice(0, 10);

  /** Database errors become a 503 that says nothing was written. */
  async function guarded<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isDatabaseUnavailable(err))
        throw new AppError(
          'UNAVAILABLE',
          `The partner records cannot be ${what} right now: the database is not answering. Nothing was changed; try again in a minute.`,
          { cause: err },
        );
      throw err;
    }
  }

  async function visitsOf(rows: readonly StoredPartner[]): Promise<Map<string, number> | undefined> {
    const paths = rows.flatMap((r) => partnerPagePaths(r.type, r.id));
    try {
      const views = await deps.pageViews(paths, new Date(deps.now() - VISIT_DAYS * DAY_MS));
      return new Map(rows.map((r) => [key(r.type, r.id), partnerPagePaths(r.type, r.id).reduce((n, p) => n + (views.get(p) ?? 0), 0)]));
    } catch (err) {
      if (isDatabaseUnavailable(err)) return undefined; // the list still shows, without visits
      throw err;
    }
  }

  const rowOf = (s: StoredPartner, visits: Map<string, number> | undefined) =>
    deskRow(
      {
        record: s.record,
        version: s.version,
        createdAt: s.createdAt,
        updatedAt: s.updatedAt,
        updatedBy: s.updatedBy,
        hasLogo: s.logo !== null,
      },
      visits ? (visits.get(key(s.type, s.id)) ?? 0) : null,
      today(),
    );

  const view = (s: StoredPartner, row: DeskRow): DeskRecord => ({
    type: s.type,
    id: s.id,
    version: s.version,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    updatedBy: s.updatedBy,
    record: s.record,
    logo: s.logo ? publicLogo(s.logo) : null,
    facts: factPaths(s.record).map((f) => ({ path: f.at, provenance: f.provenance })),
    pagePath: partnerPagePath(s.type, s.id),
    row,
  });

  /** The stored records as this instance last loaded them (fresh: every request compares the shared token first). */
  function storedRecords(): readonly StoredPartner[] {
    if (!deps.live.following() || deps.live.current().token === undefined)
      throw new AppError(
        'UNAVAILABLE',
        'The partner records have not been read from the database yet (it did not answer); try again in a minute.',
      );
    return deps.live.current().stored;
  }
  const find = (type: PartnerType, id: string) => {
    const s = storedRecords().find((r) => r.type === type && r.id === id);
    if (!s) throw new AppError('NOT_FOUND', `There is no ${type} with the id '${id}'.`);
    return s;
  };

  async function recordView(type: PartnerType, id: string): Promise<DeskRecord> {
    const s = find(type, id);
    return view(s, rowOf(s, await visitsOf([s])));
  }

  /**
   * `updated` is the day the record's content last changed: set to today when anything but provenance
   * changed, kept otherwise (a check is no edit; lastChecked says when it was checked).
   */
  function withUpdated(before: PartnerFile | undefined, next: PartnerFile): PartnerFile {
    if (!before) return next;
    const { updated: u1, ...a } = before;
    const { updated: u2, ...b } = next;
    void u1;
    void u2;
    const edited = changedPaths(a, b).some(isContentChange);
    return { ...next, updated: edited ? today() : before.updated } as PartnerFile;
  }

  /** Every problem of these records in the whole set: the desk's own rules, then the content validator's. */
  function problemsOf(changed: readonly PartnerFile[], set: readonly PartnerFile[]): Array<Problem & { file?: string }> {
    const out: Array<Problem & { file?: string }> = [];
    for (const r of changed)
      for (const p of deskProblems(r, today()))
        out.push({ ...p, file: recordPath(r.type, r.id), message: `${recordPath(r.type, r.id)}: ${p.message}` });
    const { problems } = deps.live.validate(set);
    const seen = new Set(out.map((p) => `${p.file}#${p.path}`));
    for (const line of problems) {
      const p = validatorProblem(line);
      if (!seen.has(`${p.file}#${p.path}`)) out.push(p);
    }
    return out;
  }

  /** Checks the shape the desk needs before anything else: an object of the URL's type and id. */
  function asRecord(type: PartnerType, id: string, record: unknown): PartnerFile {
    const problems: Problem[] = [];
    if (!isObject(record)) throw new RecordRefused([{ path: '/', message: 'record must be a partner record (an object)' }]);
    if (record.type !== type) problems.push({ path: '/type', message: `/type must be '${type}' (the record's type cannot change)` });
    if (record.id !== id) problems.push({ path: '/id', message: `/id must be '${id}' (the record's id cannot change)` });
    if (problems.length) throw new RecordRefused(problems);
    return record as unknown as PartnerFile;
  }

  /**
   * Writes one record's new state (the record, its logo) from `version`, validated in the whole set, under
   * the write lock; a stale version is refused with the stored record and what changed since.
   */
  async function change(
    type: PartnerType,
    id: string,
    version: number,
    editor: string,
    action: string,
    next: (stored: StoredPartner) => PartnerState,
  ): Promise<DeskRecord> {
    let stale: StoredPartner | undefined;
    let staleRecord: PartnerFile | undefined;
    const wrote = await guarded('saved', () =>
      deps.store.write(editor, new Date(deps.now()), (current) => {
        const stored = current.get(key(type, id));
        if (!stored) throw new AppError('NOT_FOUND', `There is no ${type} with the id '${id}'.`);
        if (stored.version !== version) {
          stale = stored;
          try {
            staleRecord = next(stored).record;
          } catch {
            staleRecord = undefined;
          }
          return { writes: [], result: false };
        }
        const state = next(stored);
        const record = withUpdated(stored.record, state.record);
        const changed = [
          ...changedPaths(stored.record, record),
          ...(JSON.stringify(stored.logo) === JSON.stringify(state.logo) ? [] : ['logo']),
        ];
        if (changed.length === 0) return { writes: [], result: false };
        const set = [...current.values()].map((s) => (s === stored ? record : s.record));
        const problems = problemsOf([record], set);
        if (problems.length) throw new RecordRefused(problems);
        return { writes: [{ type, id, after: { record, logo: state.logo }, action, changed }], result: true };
      }),
    );
    if (stale) {
      const later = (await guarded('read', () => deps.store.revisions(type, id))).filter((r) => r.version > version);
      throw new StaleRecord(
        view(stale, rowOf(stale, await visitsOf([stale]))),
        later.reverse().map(laterChange),
        staleRecord ? changedPaths(stale.record, staleRecord) : [],
      );
    }
    if (wrote) await published();
    return recordView(type, id);
  }

  async function published() {
    await deps.live.published();
    await deps.afterWrite();
  }

  const laterChange = (r: StoredRevision): LaterChange => ({
    version: r.version,
    editor: r.editor,
    action: r.action,
    at: r.at.toISOString(),
    changed: r.changed,
  });

  /** A fingerprint of every stored record's version: an import applies only onto the set its dry run saw. */
  const basisOf = (rows: Iterable<StoredPartner>) =>
    createHash('sha256')
      .update(
        [...rows]
          .map((r) => `${r.type}/${r.id}@${r.version}`)
          .sort()
          .join('\n'),
      )
      .digest('base64url')
      .slice(0, 22);

  type ImportPlan = {
    basis: string;
    added: Array<{ type: PartnerType; id: string; name: string }>;
    changed: Array<{ type: PartnerType; id: string; name: string; changes: Change[] }>;
    unchanged: number;
    /** stored records the bundle does not have: deleted with removeMissing, else kept */
    missing: Array<{ type: PartnerType; id: string; name: string }>;
    writes: PartnerWrite[];
  };

  /** What an import would do to the stored set, or every problem of the bundle. */
  function planImport(bundle: unknown, current: Map<string, StoredPartner>, removeMissing: boolean): ImportPlan {
    const problems: Array<Problem & { file?: string }> = [];
    if (!isObject(bundle)) throw new RecordRefused([{ path: '/', message: 'bundle must be an export bundle (an object)' }]);
    if (bundle.format !== BUNDLE_FORMAT || bundle.version !== BUNDLE_VERSION)
      problems.push({
        path: '/format',
        message: `bundle/format must be '${BUNDLE_FORMAT}' version ${BUNDLE_VERSION} (what GET /api/admin/partners/export writes)`,
      });
    if (!isObject(bundle.files)) problems.push({ path: '/files', message: 'bundle/files must map content-folder paths to records' });
    if (problems.length) throw new RecordRefused(problems);
    const incoming = new Map<string, PartnerFile>();
    for (const [path, data] of Object.entries(bundle.files as Record<string, unknown>)) {
      const entry = bundleEntry(path);
      if ('problem' in entry) {
        problems.push({ path: `/files/${path}`, file: path, message: entry.problem });
        continue;
      }
      if (!isObject(data) || data.type !== entry.type || data.id !== entry.id) {
        problems.push({
          path: `/files/${path}`,
          file: path,
          message: `${path}: /type and /id must be '${entry.type}' and '${entry.id}' (the file's folder and name)`,
        });
        continue;
      }
      incoming.set(key(entry.type, entry.id), data as unknown as PartnerFile);
    }
    if (problems.length) throw new RecordRefused(problems);
    // A set over its size limits is refused before any record is validated in it.
    const counts = new Map<PartnerType, number>();
    for (const k of new Set([...incoming.keys(), ...(removeMissing ? [] : current.keys())])) {
      const type = k.slice(0, k.indexOf('/')) as PartnerType;
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    const oversized = setSizeProblems(counts);
    if (oversized.length) throw new RecordRefused(oversized);

    const plan: ImportPlan = { basis: basisOf(current.values()), added: [], changed: [], unchanged: 0, missing: [], writes: [] };
    const nextSet = new Map<string, PartnerFile>();
    for (const [k, s] of current) if (!incoming.has(k) && !removeMissing) nextSet.set(k, s.record);
    const touched: PartnerFile[] = [];
    for (const [k, raw] of incoming) {
      const stored = current.get(k);
      const record = withUpdated(stored?.record, raw);
      nextSet.set(k, record);
      if (!stored) {
        plan.added.push({ type: record.type, id: record.id, name: record.name });
        plan.writes.push({ type: record.type, id: record.id, after: { record, logo: null }, action: 'import', changed: [] });
        touched.push(record);
        continue;
      }
      const changes = diff(stored.record, record);
      if (changes.length === 0) {
        plan.unchanged += 1;
        continue;
      }
      plan.changed.push({ type: record.type, id: record.id, name: record.name, changes });
      plan.writes.push({
        type: record.type,
        id: record.id,
        after: { record, logo: stored.logo },
        action: 'import',
        changed: changes.map((c) => c.path),
      });
      touched.push(record);
    }
    for (const [k, s] of current) {
      if (incoming.has(k)) continue;
      plan.missing.push({ type: s.type, id: s.id, name: s.record.name });
      if (removeMissing) plan.writes.push({ type: s.type, id: s.id, after: null, action: 'import-delete', changed: [] });
    }
    const found = problemsOf(touched, [...nextSet.values()]);
    if (found.length) throw new RecordRefused(found);
    return plan;
  }

  const typeRank = (t: PartnerType) => PARTNER_TYPES.indexOf(t);
  const SORTS: Record<NonNullable<ListFilter['sort']>, (a: DeskRow, b: DeskRow) => number> = {
    directory: (a, b) => typeRank(a.type) - typeRank(b.type) || a.order - b.order,
    name: (a, b) => a.name.localeCompare(b.name, 'en'),
    visits: (a, b) => (b.visits ?? 0) - (a.visits ?? 0) || a.name.localeCompare(b.name, 'en'),
    'oldest-check': (a, b) =>
      (a.facts.oldestCheck ?? '9999').localeCompare(b.facts.oldestCheck ?? '9999') || a.name.localeCompare(b.name, 'en'),
    unchecked: (a, b) => b.facts.catalogue - a.facts.catalogue || a.name.localeCompare(b.name, 'en'),
    updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
    priority: checkNextOrder,
  };

  return {
    /** Every record as a desk row, filtered and sorted; visits are page views over the last 30 days. */
    async list(f: ListFilter) {
      const stored = storedRecords();
      const visits = await visitsOf(stored);
      const q = f.q?.trim().toLowerCase();
      const rows = stored
        .map((s) => rowOf(s, visits))
        .filter(
          (r) =>
            (!f.type || r.type === f.type) &&
            (!f.status || r.status === f.status) &&
            (f.unchecked === undefined || r.facts.catalogue > 0 === f.unchecked) &&
            (!f.checkedBefore || (r.facts.oldestCheck !== null && r.facts.oldestCheck < f.checkedBefore)) &&
            (f.minVisits === undefined || (r.visits ?? 0) >= f.minVisits) &&
            (!q || r.name.toLowerCase().includes(q) || r.id.includes(q)),
        )
        .sort(SORTS[f.sort ?? 'directory']);
      return { today: today(), visitDays: VISIT_DAYS, visitsAvailable: visits !== undefined, total: stored.length, partners: rows };
    },

    /** The "check next" queue: records with unchecked facts, those with an unchecked availability, licence or payment method first. */
    async queue(limit: number, type?: PartnerType) {
      const stored = storedRecords();
      const visits = await visitsOf(stored);
      const rows = stored
        .map((s) => rowOf(s, visits))
        .filter((r) => r.facts.catalogue > 0 && (!type || r.type === type))
        .sort(checkNextOrder);
      return {
        today: today(),
        visitDays: VISIT_DAYS,
        visitsAvailable: visits !== undefined,
        waiting: rows.length,
        queue: rows.slice(0, limit),
      };
    },

    get: recordView,

    /** Saves the whole record from `version` (the type and id cannot change). */
    save(type: PartnerType, id: string, version: number, record: unknown, editor: string) {
      const next = asRecord(type, id, record);
      return change(type, id, version, editor, 'edit', (s) => ({ record: next, logo: s.logo }));
    },

    /** "I checked these against <source> today": the named facts become checked on the module's today. */
    check(type: PartnerType, id: string, version: number, source: string, paths: readonly string[], editor: string) {
      const p = urlProblem(source);
      if (p) throw new RecordRefused([{ path: 'source', message: `source ${p}` }]);
      const uniq = [...new Set(paths)];
      return change(type, id, version, editor, 'check', (s) => {
        const r = markChecked(s.record, uniq, source, today());
        if ('unknown' in r)
          throw new RecordRefused(
            r.unknown.map((x) => ({
              path: x,
              message: `paths: '${x}' is no fact of ${type}/${id} (facts: ${factPaths(s.record)
                .map((f) => f.at)
                .join(', ')})`,
            })),
          );
        return { record: r.record, logo: s.logo };
      });
    },

    /** Every recorded change, newest first, each with what it changed (before and after). */
    async history(type: PartnerType, id: string) {
      const revisions = await guarded('read', () => deps.store.revisions(type, id));
      if (revisions.length === 0) throw new AppError('NOT_FOUND', `There is no ${type} with the id '${id}'.`);
      return revisions.map((r) => ({
        ...laterChange(r),
        restorable: r.after !== null,
        changes: r.before && r.after ? diff(r.before.record, r.after.record) : [],
        logo: r.after?.logo ? publicLogo(r.after.logo) : null,
      }));
    },

    /** Brings back the record (and logo) as it was after revision `from`, as a new version. */
    async restore(type: PartnerType, id: string, version: number, from: number, editor: string) {
      const revisions = await guarded('read', () => deps.store.revisions(type, id));
      const rev = revisions.find((r) => r.version === from);
      if (!rev?.after) throw new AppError('NOT_FOUND', `fromVersion: ${type}/${id} has no version ${from} to restore`);
      const target = rev.after;
      return change(type, id, version, editor, `restore-${from}`, () => ({ record: target.record, logo: target.logo }));
    },

    /** The whole set in the content folder's format: a JSON bundle of `partners/<folder>/<id>.json` files. */
    async export(): Promise<Bundle> {
      const rows = await guarded('read', () => deps.store.all());
      const files: Record<string, unknown> = {};
      for (const r of [...rows].sort((a, b) => recordPath(a.type, a.id).localeCompare(recordPath(b.type, b.id))))
        files[recordPath(r.type, r.id)] = r.record;
      return { format: BUNDLE_FORMAT, version: BUNDLE_VERSION, exportedAt: new Date(deps.now()).toISOString(), files };
    },

    /**
     * An import: the dry run answers what would change (nothing is written) and a basis; applying needs that
     * basis, so it writes exactly what the editor saw, or 409 when the records changed in between.
     */
    async import(bundle: unknown, opts: { dryRun: boolean; removeMissing: boolean; basis?: string | undefined }, editor: string) {
      const report = (plan: ImportPlan, applied: boolean) => ({
        dryRun: !applied,
        basis: plan.basis,
        added: plan.added,
        changed: plan.changed,
        unchanged: plan.unchanged,
        missing: plan.missing,
        removeMissing: opts.removeMissing,
        written: applied ? plan.writes.length : 0,
      });
      if (opts.dryRun) {
        const rows = await guarded('read', () => deps.store.all());
        return report(planImport(bundle, new Map(rows.map((r) => [key(r.type, r.id), r])), opts.removeMissing), false);
      }
      if (!opts.basis) throw new AppError('BAD_REQUEST', 'basis: run the dry run first and send its basis with the import');
      const plan = await guarded('imported', () =>
        deps.store.write(editor, new Date(deps.now()), (current) => {
          const p = planImport(bundle, current, opts.removeMissing);
          if (p.basis !== opts.basis)
            throw new StaleImport(
              'The partner records changed since your dry run: nothing was imported. Run the dry run again and check its differences.',
            );
          return { writes: p.writes, result: p };
        }),
      );
      if (plan.writes.length) await published();
      return report(plan, true);
    },

    /** Stores an uploaded logo in its sizes and sets it on the record (a new version). */
    async setLogo(type: PartnerType, id: string, version: number, bytes: Buffer, editor: string) {
      find(type, id);
      const logo = await deps.storeLogo(bytes, deps.media);
      return change(type, id, version, editor, 'logo', (s) => ({ record: s.record, logo }));
    },

    removeLogo(type: PartnerType, id: string, version: number, editor: string) {
      return change(type, id, version, editor, 'logo-remove', (s) => ({ record: s.record, logo: null }));
    },
  };
}

export type DeskService = ReturnType<typeof createDeskService>;
