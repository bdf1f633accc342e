// A partner import's plan: what a bundle would add, change and remove in the stored set, or every problem of it.
import { createHash } from 'node:crypto';
import type { PartnerWrite, StoredPartner } from './ports.js';
import {
  BUNDLE_FORMAT,
  BUNDLE_VERSION,
  BUNDLE_VERSIONS_READ,
  bundleEntry,
  diff,
  setSizeProblems,
  upgradeBundleRecord,
  type Change,
  type Problem,
} from './domain/desk.js';
import type { PartnerFile, PartnerType } from './domain/schema.js';
import { RecordRefused } from './desk-errors.js';
import { isObject, key } from './desk-record.js';

/** A fingerprint of every stored record's version: an import applies only onto the set its dry run saw. */
export const basisOf = (rows: Iterable<StoredPartner>) =>
  createHash('sha256')
    .update(
      [...rows]
        .map((r) => `${r.type}/${r.id}@${r.version}`)
        .sort()
        .join('\n'),
    )
    .digest('base64url')
    .slice(0, 22);

export type ImportPlan = {
  basis: string;
  added: Array<{ type: PartnerType; id: string; name: string }>;
  changed: Array<{ type: PartnerType; id: string; name: string; changes: Change[] }>;
  unchanged: number;
  /** stored records the bundle does not have: deleted with removeMissing, else kept */
  missing: Array<{ type: PartnerType; id: string; name: string }>;
  writes: PartnerWrite[];
};

/** The desk service's rules an import applies: a record's `updated` day, and every problem of changed records in a set. */
export type ImportChecks = {
  withUpdated: (before: PartnerFile | undefined, next: PartnerFile) => PartnerFile;
  problemsOf: (changed: readonly PartnerFile[], set: readonly PartnerFile[]) => Array<Problem & { file?: string }>;
};

/** What an import would do to the stored set, or every problem of the bundle. */
export function planImport(
  bundle: unknown,
  current: Map<string, StoredPartner>,
  removeMissing: boolean,
  { withUpdated, problemsOf }: ImportChecks,
): ImportPlan {
  const problems: Array<Problem & { file?: string }> = [];
  if (!isObject(bundle)) throw new RecordRefused([{ path: '/', message: 'bundle must be an export bundle (an object)' }]);
  if (bundle.format !== BUNDLE_FORMAT || typeof bundle.version !== 'number' || !BUNDLE_VERSIONS_READ.includes(bundle.version))
    problems.push({
      path: '/format',
      message:
        `bundle/format must be '${BUNDLE_FORMAT}' version ${BUNDLE_VERSION} (what GET /api/admin/partners/export writes; ` +
        `version ${BUNDLE_VERSIONS_READ.filter((v) => v !== BUNDLE_VERSION).join(', ')} is still read)`,
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
    incoming.set(key(entry.type, entry.id), upgradeBundleRecord(bundle.version as number, data) as unknown as PartnerFile);
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
