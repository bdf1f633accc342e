// The record as the partner desk shows and edits it (DeskRecord), a revision as a later change, and the helpers the desk's files share.
import type { Provenance } from '@coinatlas/domain/provenance/provenance';
import type { StoredPartner, StoredRevision } from './ports.js';
import { factPaths, partnerPagePath, publicLogo, type DeskRow, type PublicLogo } from './domain/desk.js';
import type { PartnerFile, PartnerType } from './domain/schema.js';

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

/** One change another editor made since the version a save started from. */
export type LaterChange = { version: number; editor: string; action: string; at: string; changed: string[] };

/** A record's key in the stored set: `type/id`. */
export const key = (type: string, id: string) => `${type}/${id}`;
export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored record and its desk row as the desk's answers carry them. */
export const view = (s: StoredPartner, row: DeskRow): DeskRecord => ({
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

/** A stored revision as a change the editor did not see. */
export const laterChange = (r: StoredRevision): LaterChange => ({
  version: r.version,
  editor: r.editor,
  action: r.action,
  at: r.at.toISOString(),
  changed: r.changed,
});
