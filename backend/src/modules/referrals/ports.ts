import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { ReferralCode, ReferralCodeChanges, ReferralCodeInput } from '@coinatlas/domain/referrals/referral-code';

export type ReferralCodeFilter = { type?: PartnerType; entityId?: string; activeOnly?: boolean };

/** Where referral codes live (Postgres in production, a Map in unit tests). */
export type ReferralCodeRepository = {
  list(filter?: ReferralCodeFilter): Promise<ReferralCode[]>;
  get(id: number): Promise<ReferralCode | undefined>;
  findByEntity(type: PartnerType, entityId: string): Promise<ReferralCode | undefined>;
  /** Throws ReferralConflict when the (type, entity id) pair already has a code. */
  create(input: ReferralCodeInput, nowIso: string): Promise<ReferralCode>;
  update(id: number, changes: ReferralCodeChanges, nowIso: string): Promise<ReferralCode | undefined>;
  remove(id: number): Promise<boolean>;
  /**
   * Writes every row in one transaction: a partner that has a code gets it replaced by the row's fields,
   * the others get one. Nothing is written when any row fails. Returns how many were created and updated.
   */
  importAll(rows: readonly ReferralCodeInput[], nowIso: string): Promise<{ created: number; updated: number }>;
  /** Inserts the rows of partners never seeded before; returns how many rows were added. */
  seedMissing(rows: ReferralCodeInput[], nowIso: string): Promise<number>;
};

export type ClickTotal = { entityType: PartnerType; entityId: string; clicks: number };

/** Click counters per entity per day; `record` must never lose a concurrent click. */
export type ClickRepository = {
  record(type: PartnerType, entityId: string, day: string): Promise<void>;
  totalsSince(firstDay: string): Promise<ClickTotal[]>;
};

/** One problem of a CSV import, on the line of the file where it is (line 1 is the header). */
export type CsvProblem = { line: number; message: string };

/** The columns of an export, and the ones an import understands (the first four are required): the file's format. */
export const CSV_COLUMNS = ['entityType', 'entityId', 'code', 'url', 'name', 'description', 'discount', 'isActive'] as const;

/** The CSV file of an export, and what an import reads from one (csv-parse and csv-stringify: adapters/csv-codes.ts). */
export type CodesCsv = Readonly<{
  write(codes: readonly ReferralCode[]): string;
  read(
    text: string,
    partnerName: (type: PartnerType, id: string) => string | undefined,
  ): { rows: ReferralCodeInput[]; problems: CsvProblem[] };
}>;

export class ReferralConflict extends Error {
  override name = 'ReferralConflict';
}
