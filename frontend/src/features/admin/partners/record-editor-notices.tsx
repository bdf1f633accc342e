import type { JsonChange } from '@coinatlas/domain/json/pointer';
import { Button } from '@/components/ui/button';
import type { Conflict, Problem } from './api/partners-admin';
import { brief, fieldId, pathName } from './schema-model';

/**
 * The partner record editor's notices (record-editor.tsx): leaving with unsaved changes, a save that met someone
 * else's, the merge that followed, a save refused with problems, and the unsaved changes themselves. Texts are
 * the admin's (English).
 */

export const LEAVE_TEXT = 'You have unsaved changes. Leave this record and lose them?';

/** A save refused because someone saved first: who changed what since, and the two ways on. */
export function ConflictNotice({
  conflict,
  onApplyMine,
  onLoadTheirs,
}: {
  conflict: Conflict | undefined;
  onApplyMine: (c: Conflict) => void;
  onLoadTheirs: (c: Conflict) => void;
}) {
  return (
    <>
      {conflict && (
        <div
          role="alert"
          className="mt-4 rounded-lg border border-red-400 bg-red-50 p-4 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50"
        >
          <p className="font-semibold">
            Someone else saved this record while you were editing it. Nothing of yours was saved, and your changes are still here.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {conflict.since.map((c) => (
              <li key={c.version}>
                Version {c.version}: {c.editor}, {new Date(c.at).toLocaleString()} ({c.action}) changed{' '}
                {c.changed.map(pathName).join(', ') || 'nothing in the record'}
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => onApplyMine(conflict)}>
              Apply my changes to their version
            </Button>
            <Button size="sm" variant="outline" onClick={() => onLoadTheirs(conflict)}>
              Load their version (discard mine)
            </Button>
          </div>
        </div>
      )}
    </>
  );
}

/** After "Apply my changes to their version": on which version, and the fields both changed. */
export function MergeNote({ mergeNote, version }: { mergeNote: string[] | undefined; version: number }) {
  return (
    <>
      {mergeNote && (
        <div
          role="status"
          className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
        >
          Your changes are applied to version {version}; review them and save.
          {mergeNote.length > 0 && (
            <> Both of you changed {mergeNote.map(pathName).join(', ')}: these keep their value; set yours again if it should win.</>
          )}
        </div>
      )}
    </>
  );
}

/** A save refused with problems: each at its field, linked to it. */
export function ProblemsNotice({ problems, uid }: { problems: Problem[]; uid: string }) {
  return (
    <>
      {problems.length > 0 && (
        <div
          id={`${uid}-problems`}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-400 bg-red-50 p-4 text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50"
        >
          <p className="font-semibold">
            Nothing was saved. Fix {problems.length === 1 ? 'this problem' : `these ${problems.length} problems`}:
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {problems.map((p, i) => (
              <li key={i}>
                <a className="underline" href={`#${fieldId(p.path)}`}>
                  {p.path === '/' ? 'The record' : pathName(p.path)}
                </a>
                : {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** The form's changes against the stored version, field by field. */
export function UnsavedChanges({ changes }: { changes: readonly JsonChange[] }) {
  return (
    <>
      {changes.length > 0 && (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">Your unsaved changes ({changes.length})</summary>
          <ul className="mt-2 space-y-1">
            {changes.map((c) => (
              <li key={c.path}>
                <span className="font-medium">{pathName(c.path)}</span>: {brief(c.before)} → {brief(c.after)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
