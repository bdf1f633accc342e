import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePartnerHistory, type PartnerType } from './api/partners-admin';
import { brief, pathName } from './schema-model';

const ACTIONS: Record<string, string> = {
  seed: 'Seeded from the content folder',
  edit: 'Edited',
  check: 'Facts checked',
  import: 'Imported',
  'import-delete': 'Deleted by an import',
  logo: 'Logo uploaded',
  'logo-remove': 'Logo removed',
};
const actionName = (a: string) => ACTIONS[a] ?? (a.startsWith('restore-') ? `Version ${a.slice(8)} restored` : a);

/** Every change of a record, newest first, each with its fields before and after, and restore. */
export function HistoryPanel({
  type,
  id,
  currentVersion,
  dirty,
  restoring,
  onRestore,
}: {
  type: PartnerType;
  id: string;
  currentVersion: number;
  dirty: boolean;
  restoring: boolean;
  onRestore: (fromVersion: number) => void;
}) {
  const history = usePartnerHistory(type, id);
  return (
    <section aria-labelledby="partner-history" className="mt-8">
      <h2 id="partner-history" className="text-xl font-semibold">
        History
      </h2>
      {dirty && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Save or discard your changes to restore a version.</p>}
      {history.isPending && <Spinner label="Loading the history…" />}
      {history.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800 dark:text-red-200">
          The history could not be loaded.
        </p>
      )}
      <ol className="mt-3 space-y-3">
        {history.data?.map((r) => (
          <li key={r.version} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                <span className="font-semibold">Version {r.version}</span> · {actionName(r.action)} · {r.editor} ·{' '}
                <time dateTime={r.at}>{new Date(r.at).toLocaleString()}</time>
              </p>
              {r.restorable && r.version !== currentVersion && (
                <Button size="sm" variant="outline" disabled={dirty || restoring} onClick={() => onRestore(r.version)}>
                  Restore version {r.version}
                </Button>
              )}
            </div>
            {r.changes.length > 0 && (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium">
                  {r.changes.length} field{r.changes.length === 1 ? '' : 's'} changed
                </summary>
                <table className="mt-2 w-full table-fixed text-left text-sm">
                  <caption className="sr-only">Fields changed in version {r.version}, before and after</caption>
                  <thead>
                    <tr className="border-b border-slate-200 dark:border-slate-700">
                      <th scope="col" className="w-1/3 py-1 pr-2">
                        Field
                      </th>
                      <th scope="col" className="py-1 pr-2">
                        Before
                      </th>
                      <th scope="col" className="py-1">
                        After
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {r.changes.map((c) => (
                      <tr key={c.path} className="border-b border-slate-100 align-top dark:border-slate-800">
                        <th scope="row" className="break-words py-1 pr-2 font-medium">
                          {pathName(c.path)}
                        </th>
                        <td className="break-words py-1 pr-2 text-red-900 dark:text-red-200">
                          <del>{brief(c.before)}</del>
                        </td>
                        <td className="break-words py-1 text-emerald-900 dark:text-emerald-200">
                          <ins>{brief(c.after)}</ins>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            )}
            {r.changes.length === 0 && r.changed.length > 0 && (
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Changed: {r.changed.join(', ')}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
