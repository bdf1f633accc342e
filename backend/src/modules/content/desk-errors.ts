// The errors of the partner desk's writes (refused, stale record, stale import) and the guard that turns a database outage into a 503.
import { AppError } from '@coinatlas/domain/errors';
import { isDatabaseUnavailable } from '../../platform/db/db-unavailable.js';
import type { Problem } from './domain/desk.js';
import type { DeskRecord, LaterChange } from './desk-record.js';

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

/** Database errors become a 503 that says nothing was written. */
export async function guarded<T>(what: string, fn: () => Promise<T>): Promise<T> {
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
