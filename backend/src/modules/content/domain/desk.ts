import { jsonDiff, type JsonChange } from '@coinatlas/domain/json/pointer';
import { PARTNER_FOLDERS, type PartnerType } from './schema.js';

/**
 * The partner desk's rules (/admin/partners): what a save may contain beyond the file schema, how two
 * versions of a record differ, what "unchecked" and "check next" mean, and the export bundle's format.
 * Pure: the content module's desk service applies them to the records in the database. The stricter rules
 * of a save are in desk-rules.ts, the facts, checks and queue in desk-queue.ts.
 */

export { deskProblems, SET_LIMITS, setSizeProblems, TEXT_LIMITS, urlProblem, validatorProblem, type Problem } from './desk-rules.js';
export {
  checkNextOrder,
  daysBetween,
  deskRow,
  factPaths,
  factSummary,
  markChecked,
  partnerPagePath,
  partnerPagePaths,
  type DeskRow,
  type FactSummary,
  type RowInput,
} from './desk-queue.js';

// ---- paths and differences ----------------------------------------------------------------------

/** One changed value: its JSON pointer, and the value before and after (absent where there was none). */
export type Change = JsonChange;

/** Every difference between two versions of a record, as the deepest JSON pointers that differ. */
export const diff = (before: unknown, after: unknown): Change[] => jsonDiff(before, after);

export const changedPaths = (before: unknown, after: unknown): string[] => jsonDiff(before, after).map((c) => c.path);

/** Whether a change touches what a record says rather than only where it comes from (its provenance). */
export const isContentChange = (path: string) => !/\/provenance(\/|$)/.test(path);

/** Where a record lives in the content folder (and in an export bundle). */
export const recordPath = (type: PartnerType, id: string) => `partners/${PARTNER_FOLDERS[type]}/${id}.json`;

// ---- the export bundle --------------------------------------------------------------------------

/** The export's format name: a JSON object of content-folder paths to file contents. */
export const BUNDLE_FORMAT = 'coinatlas-partners';
/**
 * The bundle's version. 2: an exchange's market-data id is `marketId` (in version 1 it was `ccxtId`); an import
 * still takes version 1 and renames the key in place (`upgradeBundleRecord`).
 */
export const BUNDLE_VERSION = 2;
/** The versions an import takes. */
export const BUNDLE_VERSIONS_READ: readonly number[] = [1, 2];

/** A record of a bundle of `version` in the current format: the keys renamed since, each keeping its position. */
export function upgradeBundleRecord(version: number, record: Record<string, unknown>): Record<string, unknown> {
  if (version >= 2 || !('ccxtId' in record) || 'marketId' in record) return record;
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k === 'ccxtId' ? 'marketId' : k, v]));
}

export type Bundle = {
  format: typeof BUNDLE_FORMAT;
  version: typeof BUNDLE_VERSION;
  exportedAt: string;
  /** `partners/<folder>/<id>.json` → the file's content, exactly as in backend/content */
  files: Record<string, unknown>;
};

const BUNDLE_PATH = /^partners\/([a-z-]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/;

/** The partner type and id a bundle path names, or why it names none. */
export function bundleEntry(path: string): { type: PartnerType; id: string } | { problem: string } {
  const m = BUNDLE_PATH.exec(path);
  const folders = Object.entries(PARTNER_FOLDERS);
  const type = m ? folders.find(([, f]) => f === m[1])?.[0] : undefined;
  if (!m || !type)
    return { problem: `files/${path}: not a partner file (expected partners/<${folders.map(([, f]) => f).join('|')}>/<id>.json)` };
  return { type: type as PartnerType, id: m[2]! };
}

// ---- logos ----------------------------------------------------------------------------------------

/** An uploaded logo as stored: square WebP sizes, smallest first (see storeLogo in platform/media). */
export type StoredLogo = {
  id: string;
  width: number;
  height: number;
  variants: ReadonlyArray<{ url: string; width: number; height: number; type: string }>;
};

/** A logo as the public answers carry it: a square image, its size, and every stored size for `srcset`. */
export type PublicLogo = { url: string; width: number; height: number; srcset: string };

/** The size a card shows (64 px at 2x): the largest stored square up to 128 px, else the smallest. */
export function publicLogo(logo: StoredLogo): PublicLogo {
  const fits = logo.variants.filter((v) => v.width <= 128);
  const main = fits.at(-1) ?? logo.variants[0]!;
  return { url: main.url, width: main.width, height: main.height, srcset: logo.variants.map((v) => `${v.url} ${v.width}w`).join(', ') };
}
