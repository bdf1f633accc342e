import { type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from '../api/admin-queries';
import { PARTNER_TYPES, type PartnerType } from './api/partners-admin';
import { ImportExport } from './import-export';
import { CheckQueue, PartnerList } from './partner-list';
import { RecordEditor } from './record-editor';

const VIEWS = [
  { key: 'queue', name: 'Check next' },
  { key: 'all', name: 'All partners' },
  { key: 'transfer', name: 'Import and export' },
] as const;
type View = (typeof VIEWS)[number]['key'];

/**
 * /admin/partners: the check-next queue, every record with filters, import and export, or one record's
 * editor (`?partner=<type>/<id>`). English only, like every admin screen.
 */
export default function PartnersAdmin({ session }: { session: AdminSessionState }) {
  const [params] = useSearchParams();
  const partner = /^([a-z_]+)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(params.get('partner') ?? '');
  if (partner && (PARTNER_TYPES as readonly string[]).includes(partner[1]!))
    return <RecordEditor session={session} type={partner[1] as PartnerType} id={partner[2]!} />;
  const view: View = (VIEWS.find((v) => v.key === params.get('view'))?.key ?? 'queue') as View;

  const onKey = (e: KeyboardEvent<HTMLAnchorElement>) => {
    const i = VIEWS.findIndex((v) => v.key === view);
    const next =
      e.key === 'ArrowRight'
        ? VIEWS[(i + 1) % VIEWS.length]
        : e.key === 'ArrowLeft'
          ? VIEWS[(i + VIEWS.length - 1) % VIEWS.length]
          : undefined;
    if (!next) return;
    e.preventDefault();
    document.getElementById(`partners-view-${next.key}`)?.click();
  };

  return (
    <div>
      <h1 className="text-2xl font-bold sm:text-3xl">Partners</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        Every partner record the site shows, edited here: a save shows on every page on the next request. Facts from our original catalogue
        say so until someone checks them against a page; start with the queue.
      </p>
      <nav aria-label="Partner desk views" className="mt-4 border-b border-slate-200 dark:border-slate-700">
        <ul className="flex flex-wrap gap-1">
          {VIEWS.map((v) => (
            <li key={v.key}>
              <Link
                id={`partners-view-${v.key}`}
                to={v.key === 'queue' ? '/admin/partners' : `/admin/partners?view=${v.key}`}
                aria-current={view === v.key ? 'page' : undefined}
                onKeyDown={onKey}
                className={cn(
                  '-mb-px inline-block rounded-t-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600',
                  view === v.key
                    ? 'border-slate-200 border-b-white bg-white dark:border-slate-700 dark:border-b-slate-950 dark:bg-slate-950'
                    : 'border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
              >
                {v.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        {view === 'queue' ? <CheckQueue /> : view === 'all' ? <PartnerList /> : <ImportExport session={session} />}
      </div>
    </div>
  );
}
