// The partner desk's reads: the loaded records as rows with their page visits, the filtered list and the "check next" queue.
import { AppError } from '@coinatlas/domain/errors';
import { isDatabaseUnavailable } from '../../platform/db/db-unavailable.js';
import type { StoredPartner } from './ports.js';
import { checkNextOrder, deskRow, partnerPagePaths, type DeskRow } from './domain/desk.js';
import { PARTNER_TYPES, type PartnerType } from './domain/schema.js';
import { key, view, type DeskRecord } from './desk-record.js';
import type { LiveContent } from './live-content.js';

const DAY_MS = 86_400_000;
const VISIT_DAYS = 30;

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

/** What the desk reads: the records this instance loaded last, and the page views of their pages. */
export type DeskReadDeps = {
  live: LiveContent;
  /** page views of named paths since an instant (first-party analytics) */
  pageViews: (paths: readonly string[], since: Date) => Promise<ReadonlyMap<string, number>>;
  now: () => number;
};

/** The desk's reads over the loaded records; the service reads a record (and its row) through them too. */
export function createDeskReads(deps: DeskReadDeps) {
  const today = () => new Date(deps.now()).toISOString().slice(0, 10);

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

  return {
    today,
    visitsOf,
    rowOf,
    find,
    recordView,

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
  };
}
