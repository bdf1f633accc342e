import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { serverMessage } from '@/lib/api/client';
import type { AdminSessionState } from '../api/admin-queries';
import { fetchExport, problemsOf, TYPE_NAMES, useImportPartners, type ImportReport, type Problem } from './api/partners-admin';
import { brief, pathName } from './schema-model';

/** Downloads a JSON value as a file. */
function download(name: string, value: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** Export every record as one bundle in the content folder's format; import one with a dry run first. */
export function ImportExport({ session }: { session: AdminSessionState }) {
  const [bundle, setBundle] = useState<unknown>();
  const [fileName, setFileName] = useState('');
  const [removeMissing, setRemoveMissing] = useState(false);
  const [report, setReport] = useState<ImportReport | undefined>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [exporting, setExporting] = useState(false);
  const run = useImportPartners(session);

  const failed = (err: Error) => {
    const listed = problemsOf(err);
    if (listed) setProblems(listed);
    else setError(serverMessage(err) ?? 'The import could not be read. Try again.');
  };
  const dryRun = () => {
    setProblems([]);
    setError(undefined);
    setReport(undefined);
    run.mutate({ bundle, dryRun: true, removeMissing }, { onSuccess: setReport, onError: failed });
  };
  const apply = () => {
    if (!report) return;
    run.mutate(
      { bundle, dryRun: false, removeMissing, basis: report.basis },
      {
        onSuccess: (r) => {
          setReport(undefined);
          setBundle(undefined);
          setFileName('');
          toast({ title: `Imported: ${r.written} record${r.written === 1 ? '' : 's'} written` });
        },
        onError: (err) => {
          setReport(undefined);
          failed(err);
        },
      },
    );
  };

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <section aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-xl font-semibold">
          Export
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Every partner record as one JSON file: each entry of <code>files</code> is a file of <code>backend/content</code> (for example{' '}
          <code>partners/exchanges/kraken.json</code>) with its content exactly as stored. Logos stay here: they are media, not content
          files.
        </p>
        <Button
          className="mt-3"
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            fetchExport()
              .then((b) => download(`partners-${b.exportedAt.slice(0, 10)}.json`, b))
              .catch((err: unknown) => setError(serverMessage(err) ?? 'The export failed. Try again.'))
              .finally(() => setExporting(false));
          }}
        >
          Download the export
        </Button>
      </section>

      <section aria-labelledby="import-heading" className="lg:col-span-2">
        <h2 id="import-heading" className="text-xl font-semibold">
          Import
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Choose an export file. The dry run lists every difference and writes nothing; then apply exactly those differences. If anyone
          changes a record in between, the import is refused and you run the dry run again.
        </p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <label className="text-sm font-medium">
            Export file (.json)
            <input
              type="file"
              accept="application/json,.json"
              className="mt-1 block text-sm"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                setReport(undefined);
                setProblems([]);
                setError(undefined);
                if (!file) return;
                try {
                  setBundle(JSON.parse(await file.text()) as unknown);
                  setFileName(file.name);
                } catch {
                  setBundle(undefined);
                  setError(`${file.name} is not a JSON file.`);
                }
              }}
            />
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={removeMissing} onChange={(e) => (setRemoveMissing(e.target.checked), setReport(undefined))} />
            Delete records the file does not have
          </label>
          <Button onClick={dryRun} disabled={bundle === undefined || run.isPending}>
            Dry run
          </Button>
        </div>
        {fileName && <p className="mt-2 text-sm">Chosen: {fileName}</p>}
        {error && (
          <p
            role="alert"
            className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {error}
          </p>
        )}
        {problems.length > 0 && (
          <div
            role="alert"
            className="mt-3 rounded-lg border border-red-400 bg-red-50 p-3 text-sm text-red-950 dark:border-red-700 dark:bg-red-950 dark:text-red-50"
          >
            <p className="font-semibold">
              Nothing was imported: the file has {problems.length === 1 ? 'a problem' : `${problems.length} problems`}.
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {problems.map((p, i) => (
                <li key={i}>{p.message}</li>
              ))}
            </ul>
          </div>
        )}
        {report && (
          <div className="mt-4" aria-live="polite">
            <h3 className="text-lg font-semibold">Dry run: nothing written yet</h3>
            <p className="mt-1 text-sm">
              {report.added.length} to add, {report.changed.length} to change, {report.unchanged} unchanged, {report.missing.length} not in
              the file{report.missing.length ? (report.removeMissing ? ' (to delete)' : ' (kept)') : ''}.
            </p>
            {report.added.length > 0 && (
              <>
                <h4 className="mt-3 font-semibold">To add</h4>
                <ul className="list-disc pl-5 text-sm">
                  {report.added.map((a) => (
                    <li key={`${a.type}/${a.id}`}>
                      {a.name} ({TYPE_NAMES[a.type]}, {a.id})
                    </li>
                  ))}
                </ul>
              </>
            )}
            {report.changed.length > 0 && <h4 className="mt-3 font-semibold">To change</h4>}
            {report.changed.map((c) => (
              <details
                key={`${c.type}/${c.id}`}
                open={report.changed.length <= 5}
                className="mt-2 rounded-lg border border-slate-200 p-2 dark:border-slate-700"
              >
                <summary className="cursor-pointer text-sm font-medium">
                  {c.name} ({TYPE_NAMES[c.type]}): {c.changes.length} field{c.changes.length === 1 ? '' : 's'}
                </summary>
                <table className="mt-2 w-full table-fixed text-left text-sm">
                  <caption className="sr-only">Changes to {c.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="w-1/3 pr-2">
                        Field
                      </th>
                      <th scope="col" className="pr-2">
                        Now
                      </th>
                      <th scope="col">From the file</th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.changes.map((x) => (
                      <tr key={x.path} className="align-top">
                        <th scope="row" className="break-words pr-2 font-medium">
                          {pathName(x.path)}
                        </th>
                        <td className="break-words pr-2">
                          <del>{brief(x.before)}</del>
                        </td>
                        <td className="break-words">
                          <ins>{brief(x.after)}</ins>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            ))}
            {report.missing.length > 0 && (
              <>
                <h4 className="mt-3 font-semibold">{report.removeMissing ? 'To delete' : 'Not in the file (kept)'}</h4>
                <ul className="list-disc pl-5 text-sm">
                  {report.missing.map((m) => (
                    <li key={`${m.type}/${m.id}`}>
                      {m.name} ({TYPE_NAMES[m.type]})
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Button
              className="mt-4"
              onClick={apply}
              disabled={
                run.isPending ||
                (report.added.length === 0 && report.changed.length === 0 && !(report.removeMissing && report.missing.length))
              }
            >
              Apply these changes
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
