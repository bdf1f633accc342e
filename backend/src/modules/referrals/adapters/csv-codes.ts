import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import { stringify } from 'csv-stringify/sync';
import { isPartnerType, type PartnerType } from '@coinatlas/domain/partners/partner';
import {
  describeProblem,
  normalizeInput,
  validateReferralCode,
  type ReferralCode,
  type ReferralCodeInput,
  type ReferralField,
} from '@coinatlas/domain/referrals/referral-code';
import { CSV_COLUMNS, type CsvProblem } from '../ports.js';

const REQUIRED = ['entityType', 'entityId', 'code', 'url'] as const;
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0', '']);

export type CsvImport = { rows: ReferralCodeInput[]; problems: CsvProblem[] };

/** Every code as CSV, header first, in the order the list gives. */
export function codesToCsv(codes: readonly ReferralCode[]): string {
  return stringify(
    codes.map((c) => [c.entityType, c.entityId, c.code, c.url, c.name, c.description, c.discount, c.isActive ? 'true' : 'false']),
    { header: true, columns: [...CSV_COLUMNS], record_delimiter: '\n' },
  );
}

/**
 * Reads an import file row by row: every problem is collected with its line number, so the operator can fix
 * the whole file at once. `partnerName` answers the listed partner's name (undefined: not listed); a row
 * without a name takes it.
 */
export function parseCodesCsv(text: string, partnerName: (type: PartnerType, id: string) => string | undefined): CsvImport {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  let header: string[] = [];
  try {
    records = parse(text, {
      bom: true,
      columns: (names: string[]) => (header = names.map((h) => h.trim())),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as typeof records;
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines ?? 1;
      return { rows: [], problems: [{ line, message: `not valid CSV (${err.message.replace(/^Invalid Record Length: /, '')})` }] };
    }
    throw err;
  }
  if (header.length === 0)
    return { rows: [], problems: [{ line: 1, message: `the file is empty (expected the header ${CSV_COLUMNS.join(',')})` }] };
  const unknown = header.filter((h) => h && !(CSV_COLUMNS as readonly string[]).includes(h));
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (unknown.length || missing.length) {
    const parts = [
      ...(missing.length ? [`missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`] : []),
      ...(unknown.length ? [`unknown column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`] : []),
    ];
    return { rows: [], problems: [{ line: 1, message: `${parts.join('; ')} (expected ${CSV_COLUMNS.join(', ')})` }] };
  }
  if (records.length === 0) return { rows: [], problems: [{ line: 1, message: 'the file has a header but no rows' }] };

  const rows: ReferralCodeInput[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records) {
    const line = info.lines;
    const cell = (k: string) => (record[k] ?? '').trim();
    const rowProblems: string[] = [];
    const type = cell('entityType');
    const id = cell('entityId');
    const active = cell('isActive').toLowerCase();
    if (!TRUE.has(active) && !FALSE.has(active)) rowProblems.push(`isActive must be true or false (not '${cell('isActive')}')`);
    const name = isPartnerType(type) ? partnerName(type, id) : undefined;
    if (isPartnerType(type) && id && name === undefined) rowProblems.push(`entityId '${id}' is not a listed ${type.replace('_', ' ')}`);
    const input = normalizeInput<ReferralCodeInput>({
      entityType: type as PartnerType,
      entityId: id,
      name: cell('name') || name || '',
      description: cell('description'),
      code: cell('code'),
      url: cell('url'),
      discount: cell('discount'),
      isActive: TRUE.has(active),
    });
    const errors = validateReferralCode(input);
    // An unlisted partner has no name to default to: that it is not listed is the one thing to say.
    if (name === undefined && !cell('name')) delete errors.name;
    for (const [field, p] of Object.entries(errors)) rowProblems.unshift(describeProblem(field as ReferralField, p!));
    const key = `${type}/${id}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) rowProblems.push(`${key} is already on line ${earlier}`);
    else seen.set(key, line);
    if (rowProblems.length) problems.push({ line, message: rowProblems.join('; ') });
    else rows.push(input);
  }
  return { rows, problems };
}
