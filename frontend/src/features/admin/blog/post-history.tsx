// A post's version history, with the restore of an older version.
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { AdminSessionState } from '../api/admin-queries';
import { blogAdminQueries, type AdminPost } from '../api/blog-admin';

export function History({
  post,
  onRestore,
  restoring,
  dirty,
}: {
  session: AdminSessionState;
  post: AdminPost;
  onRestore: (v: number) => void;
  restoring: boolean;
  dirty: boolean;
}) {
  const history = useQuery(blogAdminQueries.history(post.id));
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-xl font-semibold">
        History
      </h2>
      {history.isPending && <Spinner label="Loading the history…" />}
      {history.data && history.data.length === 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          No changes recorded yet: this post was last changed before the editor existed. Its first save starts the history.
        </p>
      )}
      {history.data && history.data.length > 0 && (
        <div className="relative mt-3 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-3">
                  Version
                </th>
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  What changed
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((r) => (
                <tr key={r.version} className="border-b border-slate-100 align-top dark:border-slate-800">
                  <td className="py-2 pr-3">{r.version}</td>
                  <td className="py-2 pr-3">{new Date(r.at).toLocaleString()}</td>
                  <td className="py-2 pr-3">{r.editor}</td>
                  <td className="py-2 pr-3">
                    {r.action}: {r.changed.length ? r.changed.join(', ') : 'nothing'}
                  </td>
                  <td className="py-2">
                    {r.version !== post.version && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={restoring || dirty}
                        onClick={() => onRestore(r.version)}
                        aria-label={`Restore version ${r.version}`}
                      >
                        Restore
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {dirty && (
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              Save or discard your changes before restoring an older version.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
