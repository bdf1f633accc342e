import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import {
  PARTNER_TYPES,
  TYPE_NAMES,
  useCheckQueue,
  usePartnerList,
  type DeskRow,
  type ListQuery,
  type PartnerType,
} from './api/partners-admin';

const STATUSES = ['active', 'limited', 'unverified', 'pivoted', 'discontinued', 'reference'] as const;
const SORTS: Array<[NonNullable<ListQuery['sort']>, string]> = [
  ['directory', 'Directory order'],
  ['priority', 'Check next first'],
  ['visits', 'Most visits'],
  ['unchecked', 'Most unchecked facts'],
  ['oldest-check', 'Oldest check first'],
  ['updated', 'Last changed first'],
  ['name', 'Name'],
];
const label = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

function Figure({ name, value }: { name: string; value: string | number }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{name}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** One partner: what it is, how much of it is unchecked, how often its page is seen. */
function RowCard({ row, rank }: { row: DeskRow; rank?: number }) {
  const f = row.facts;
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to={`/admin/partners?partner=${row.type}/${row.id}`}
          className="text-base font-semibold text-blue-800 underline-offset-4 hover:underline dark:text-blue-300"
        >
          {rank !== undefined && <span className="mr-1 text-slate-600 dark:text-slate-400">{rank}.</span>}
          {row.name}
        </Link>
        <span className="text-xs text-slate-700 dark:text-slate-300">
          {TYPE_NAMES[row.type]} · {row.status}
          {row.hasLogo ? ' · logo' : ''}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-3">
        <Figure name="Unchecked" value={`${f.catalogue} of ${f.total}`} />
        <Figure name="Of those: countries, licences, payments" value={f.decisionCatalogue} />
        <Figure name="Oldest check" value={f.oldestCheck ?? 'none yet'} />
        <Figure name="Visits (30 days)" value={row.visits ?? '–'} />
        <Figure name="Unchecked for" value={row.uncheckedDays ? `${row.uncheckedDays} day${row.uncheckedDays === 1 ? '' : 's'}` : '–'} />
      </dl>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Version {row.version}, last change by {row.updatedBy} on {new Date(row.updatedAt).toLocaleDateString()}
        {row.priority > 0 && ` · priority ${row.priority}`}
      </p>
    </li>
  );
}

/**
 * The check-next queue: records with unchecked facts, those with an unchecked country, licence or payment
 * method first, then most visits × days unchecked.
 */
export function CheckQueue({ type }: { type?: PartnerType }) {
  const queue = useCheckQueue(type);
  if (queue.isPending) return <Spinner label="Loading the queue…" />;
  if (queue.isError)
    return (
      <p role="alert" className="text-red-800 dark:text-red-200">
        The queue could not be loaded.
      </p>
    );
  const { data } = queue;
  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading" className="text-xl font-semibold">
        Check next
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {data.waiting} record{data.waiting === 1 ? ' has' : 's have'} facts nobody has checked. First come those with an unchecked country,
        licence or payment method (what readers decide on first); within each group, those whose page was seen most over the last{' '}
        {data.visitDays} days times the days their oldest unchecked fact has waited (a fact from our catalogue counts from the day its
        record entered the database).
        {!data.visitsAvailable && ' Visits could not be read just now: the order is by waiting time only.'}
      </p>
      <ol className="mt-4 grid gap-3 lg:grid-cols-2">
        {data.queue.map((row, i) => (
          <RowCard key={`${row.type}/${row.id}`} row={row} rank={i + 1} />
        ))}
      </ol>
    </section>
  );
}

/** Every record, with the filters in the address (so a filtered list can be shared and reloaded). */
export function PartnerList() {
  const [params, setParams] = useSearchParams();
  const q: ListQuery = {
    ...(params.get('type') ? { type: params.get('type') as PartnerType } : {}),
    ...(params.get('status') ? { status: params.get('status') as ListQuery['status'] } : {}),
    ...(params.get('unchecked') ? { unchecked: params.get('unchecked') === 'yes' } : {}),
    ...(params.get('checkedBefore') ? { checkedBefore: params.get('checkedBefore')! } : {}),
    ...(params.get('minVisits') ? { minVisits: Number(params.get('minVisits')) } : {}),
    ...(params.get('q') ? { q: params.get('q')! } : {}),
    sort: (params.get('sort') as ListQuery['sort']) ?? 'directory',
  };
  const list = usePartnerList(q);
  // Filters changed one after the other before the address has caught up (typing a name, then choosing a
  // kind at once) build on each other: the router's updater sees the last rendered address, which would drop
  // the earlier change.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(pending.current ?? params);
    if (value) next.set(key, value);
    else next.delete(key);
    pending.current = next;
    setParams(next, { replace: true });
  };
  const field = (key: string) => params.get(key) ?? '';

  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading" className="text-xl font-semibold">
        All partners
      </h2>
      <form
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        role="search"
        aria-label="Filter the partners"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor="f-q" className={label}>
            Name or id
          </label>
          <Input id="f-q" type="search" className="mt-1 w-full" value={field('q')} onChange={(e) => setParam('q', e.target.value)} />
        </div>
        <div>
          <label htmlFor="f-type" className={label}>
            Kind
          </label>
          <Select id="f-type" className="mt-1 w-full" value={field('type')} onChange={(e) => setParam('type', e.target.value)}>
            <option value="">Every kind</option>
            {PARTNER_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_NAMES[t]}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="f-status" className={label}>
            Status
          </label>
          <Select id="f-status" className="mt-1 w-full" value={field('status')} onChange={(e) => setParam('status', e.target.value)}>
            <option value="">Every status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor="f-unchecked" className={label}>
            Unchecked facts
          </label>
          <Select
            id="f-unchecked"
            className="mt-1 w-full"
            value={field('unchecked')}
            onChange={(e) => setParam('unchecked', e.target.value)}
          >
            <option value="">Either</option>
            <option value="yes">Has unchecked facts</option>
            <option value="no">Every fact checked or from a feed</option>
          </Select>
        </div>
        <div>
          <label htmlFor="f-before" className={label}>
            Has a check older than
          </label>
          <Input
            id="f-before"
            type="date"
            className="mt-1 w-full"
            value={field('checkedBefore')}
            onChange={(e) => setParam('checkedBefore', e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="f-visits" className={label}>
            At least this many visits (30 days)
          </label>
          <Input
            id="f-visits"
            type="number"
            min={0}
            inputMode="numeric"
            className="mt-1 w-full"
            value={field('minVisits')}
            onChange={(e) => setParam('minVisits', e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="f-sort" className={label}>
            Order
          </label>
          <Select
            id="f-sort"
            className="mt-1 w-full"
            value={q.sort}
            onChange={(e) => setParam('sort', e.target.value === 'directory' ? '' : e.target.value)}
          >
            {SORTS.map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </Select>
        </div>
      </form>
      {list.isPending && <Spinner label="Loading the partners…" />}
      {list.isError && (
        <p role="alert" className="mt-4 text-red-800 dark:text-red-200">
          The partners could not be loaded.
        </p>
      )}
      {list.data && (
        <>
          <p role="status" className={cn('mt-4 text-sm text-slate-700 dark:text-slate-300', list.isFetching && 'opacity-70')}>
            {list.data.partners.length} of {list.data.total} partners
            {!list.data.visitsAvailable && ' (visits could not be read just now)'}
          </p>
          <ul className="mt-3 grid gap-3 lg:grid-cols-2">
            {list.data.partners.map((row) => (
              <RowCard key={`${row.type}/${row.id}`} row={row} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
