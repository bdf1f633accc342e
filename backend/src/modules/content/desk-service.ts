import { AppError } from '@coinatlas/domain/errors';
import type { MediaStore } from '../../platform/media/ports.js';
import type { ImageSet } from '../../platform/media/sharp-images.js';
import type { PartnerState, PartnerStore, StoredPartner } from './ports.js';
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  changedPaths,
  deskProblems,
  diff,
  factPaths,
  isContentChange,
  markChecked,
  publicLogo,
  recordPath,
  urlProblem,
  validatorProblem,
  type Bundle,
  type Problem,
} from './domain/desk.js';
import type { PartnerFile, PartnerType } from './domain/schema.js';
import { guarded, RecordRefused, StaleImport, StaleRecord } from './desk-errors.js';
import { planImport, type ImportPlan } from './desk-import.js';
import { createDeskReads } from './desk-read.js';
import { isObject, key, laterChange, view, type DeskRecord } from './desk-record.js';
import type { LiveContent } from './live-content.js';

export type { DeskRecord, LaterChange } from './desk-record.js';
export { RecordRefused, StaleImport, StaleRecord } from './desk-errors.js';
export type { ListFilter } from './desk-read.js';

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

export function createDeskService(deps: DeskDeps) {
  const reads = createDeskReads(deps);
  const { today, visitsOf, rowOf, find, recordView } = reads;

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

  const checks = { withUpdated, problemsOf };

  return {
    /** Every record as a desk row, filtered and sorted; visits are page views over the last 30 days. */
    list: reads.list,

    /** The "check next" queue: records with unchecked facts, those with an unchecked availability, licence or payment method first. */
    queue: reads.queue,

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
        return report(planImport(bundle, new Map(rows.map((r) => [key(r.type, r.id), r])), opts.removeMissing, checks), false);
      }
      if (!opts.basis) throw new AppError('BAD_REQUEST', 'basis: run the dry run first and send its basis with the import');
      const plan = await guarded('imported', () =>
        deps.store.write(editor, new Date(deps.now()), (current) => {
          const p = planImport(bundle, current, opts.removeMissing, checks);
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
