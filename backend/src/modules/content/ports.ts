import type { ImageSet } from '../../platform/media/sharp-images.js';
import type { PartnerFile, PartnerType } from './domain/schema.js';

/** A partner record as stored: the record in the file format, its edit version, dates, editor and logo. */
export type StoredPartner = {
  type: PartnerType;
  id: string;
  record: PartnerFile;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string;
  logo: ImageSet | null;
};

/** What a revision keeps of a record: the record and its logo. */
export type PartnerState = { record: PartnerFile; logo: ImageSet | null };

export type StoredRevision = {
  version: number;
  action: string;
  editor: string;
  changed: string[];
  before: PartnerState | null;
  after: PartnerState | null;
  at: Date;
};

/** One write of a batch: the record's new state (null deletes it), with its revision. */
export type PartnerWrite = {
  type: PartnerType;
  id: string;
  after: PartnerState | null;
  action: string;
  changed: string[];
};

/** Where the partner records and their revisions live (Postgres: adapters/knex-partner-store.ts). */
export type PartnerStore = Readonly<{
  /** False on a database without the table (not migrated: the OpenAPI generator builds the app on one). */
  ready(): Promise<boolean>;
  all(): Promise<StoredPartner[]>;
  /** Seeds records once each (an editor's later change or deletion is never seeded over); returns how many were added. */
  seed(records: readonly PartnerFile[], now: Date): Promise<number>;
  /**
   * One write under the partner lock: `plan` reads every stored record (locked against other writers) and
   * answers the writes to make, or throws to write nothing. Returns what `plan` returned.
   */
  write<T>(
    editor: string,
    now: Date,
    plan: (current: Map<string, StoredPartner>) => Promise<{ writes: PartnerWrite[]; result: T }> | { writes: PartnerWrite[]; result: T },
  ): Promise<T>;
  revisions(type: PartnerType, id: string): Promise<StoredRevision[]>;
}>;
