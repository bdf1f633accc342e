import { Download, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import { isExampleCode } from '@coinatlas/domain/referrals/referral-code';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import { partnerIndexQueries } from '@/lib/api/partner-index-queries';
import { cn } from '@/lib/cn';
import { exportReferralCodes, useDeleteReferralCode, useImportReferralCodes, useToggleReferralCode } from './api/admin-mutations';
import { CLICK_DAYS, useAdminCodes, useClickTotals, type AdminSessionState, type ReferralCode } from './api/admin-queries';
import { ReferralCodeForm } from './referral-code-form';
import { numberFormat } from '@/lib/format/numbers';

type StatusFilter = 'all' | 'active' | 'inactive' | 'example';
const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'active', 'inactive', 'example'];

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export function ReferralCodesAdmin({ session }: { session: AdminSessionState }) {
  // The add/edit form lists partners from the content index: load it with the screen so the form opens at once.
  useQuery(partnerIndexQueries.all());
  const { t, i18n } = useTranslation('admin');
  const codes = useAdminCodes();
  const clicks = useClickTotals();
  const [query, setQuery] = useState('');
  const [type, setType] = useState<'all' | PartnerType>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<ReferralCode | 'new' | undefined>();
  const [deleting, setDeleting] = useState<ReferralCode>();
  const typeId = useId();
  const statusId = useId();
  const fmt = numberFormat(i18n.resolvedLanguage ?? 'en');

  // A 401 also makes the mutation hooks refetch the session, which brings back the sign-in screen.
  const failed = (err: unknown, title: string) => {
    if (statusOf(err) === 401) {
      toast({ title: t('toast.sessionEnded'), variant: 'destructive' });
      return;
    }
    toast({ title, description: serverMessage(err) ?? t('toast.failedDescription'), variant: 'destructive' });
  };

  const toggle = useToggleReferralCode(session, {
    onSuccess: (_res, c) => {
      toast({ title: t(c.isActive ? 'toast.deactivated' : 'toast.activated', { name: c.name }) });
    },
    onError: (err, c) => failed(err, t('toast.toggleFailed', { name: c.name })),
  });

  const remove = useDeleteReferralCode(session, {
    onSuccess: (_res, c) => {
      setDeleting(undefined);
      toast({ title: t('toast.deleted', { name: c.name }) });
    },
    onError: (err, c) => failed(err, t('toast.deleteFailed', { name: c.name })),
  });

  const fileInput = useRef<HTMLInputElement>(null);
  const [importProblem, setImportProblem] = useState<string>();
  const importCodes = useImportReferralCodes(session, {
    onSuccess: (res) => {
      setImportProblem(undefined);
      toast({ title: t('csv.imported', { created: res.created, updated: res.updated }) });
    },
    onError: (err) => {
      if (statusOf(err) === 401) return failed(err, t('csv.importFailed'));
      setImportProblem(serverMessage(err) ?? t('toast.failedDescription'));
    },
  });
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    importCodes.mutate(await file.text());
    if (fileInput.current) fileInput.current.value = '';
  };
  const onExport = async () => {
    try {
      const csv = await exportReferralCodes();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'referral-codes.csv';
      a.click();
      URL.revokeObjectURL(url);
    } catch (err) {
      failed(err, t('csv.exportFailed'));
    }
  };

  const onToggle = (c: ReferralCode) => {
    if (!c.isActive && isExampleCode(c.code)) {
      toast({ title: t('toast.exampleTitle', { name: c.name }), description: t('toast.exampleDescription'), variant: 'destructive' });
      return;
    }
    toggle.mutate(c);
  };

  const all = [...(codes.data ?? [])].sort(
    (a, b) => a.entityType.localeCompare(b.entityType) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
  const q = query.trim().toLowerCase();
  const clickMap = new Map((clicks.data?.totals ?? []).map((r) => [`${r.entityType}/${r.entityId}`, r.clicks]));
  const shown = all.filter(
    (c) =>
      (type === 'all' || c.entityType === type) &&
      (status === 'all' ||
        (status === 'active' && c.isActive) ||
        (status === 'inactive' && !c.isActive) ||
        (status === 'example' && isExampleCode(c.code))) &&
      (!q || [c.name, c.entityId, c.code, c.discount, c.url].some((v) => v.toLowerCase().includes(q))),
  );

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold">{t('sections.referralCodes.title')}</h1>
          <p className="mt-1 max-w-3xl text-slate-600 dark:text-slate-300">{t('codes.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={importCodes.isPending}>
            <Upload className="h-4 w-4" aria-hidden />
            {t('csv.import')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-label={t('csv.import')}
            data-testid="csv-file"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <Button variant="outline" onClick={() => void onExport()}>
            <Download className="h-4 w-4" aria-hidden />
            {t('csv.export')}
          </Button>
          <Button onClick={() => setEditing('new')} disabled={!codes.data}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('codes.new')}
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('csv.help')}</p>
      {importProblem && (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">{t('csv.importFailed')}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="csv-problems">
            {importProblem.split(/\. (?=line \d+:)/).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-5 flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          className="flex-1"
          showLabel
          label={t('codes.search')}
          value={query}
          onValueChange={setQuery}
          placeholder={t('codes.searchPlaceholder')}
        />
        <div>
          <label htmlFor={typeId} className="mb-1 block text-sm font-medium">
            {t('codes.typeFilter')}
          </label>
          <Select id={typeId} value={type} onChange={(e) => setType(e.target.value as typeof type)} className="w-full">
            <option value="all">{t('codes.allTypes')}</option>
            {PARTNER_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`types.${p}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={statusId} className="mb-1 block text-sm font-medium">
            {t('codes.statusFilter')}
          </label>
          <Select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)} className="w-full">
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`codes.status.${s}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {codes.isPending ? (
        <div role="status" aria-label={t('codes.loading')} className="mt-6 h-64 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />
      ) : codes.isError ? (
        <div
          role="alert"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          {t('codes.loadFailed')}
          <Button className="ml-3" size="sm" variant="outline" onClick={() => void codes.refetch()}>
            {t('codes.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
            {t('codes.count', { shown: shown.length, count: all.length, active: all.filter((c) => c.isActive).length })}
          </p>
          <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <caption className="sr-only">{t('sections.referralCodes.title')}</caption>
              <thead className="whitespace-nowrap bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    {t('codes.columns.partner')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('codes.columns.code')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('codes.columns.offer')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('codes.columns.link')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('codes.columns.clicks', { days: CLICK_DAYS })}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('codes.columns.active')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('codes.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {shown.length === 0 ? (
                  <tr>
                    <td colSpan={7} className="px-3 py-8 text-center text-slate-600 dark:text-slate-300">
                      {t('codes.noMatch')}
                    </td>
                  </tr>
                ) : (
                  shown.map((c) => {
                    const example = isExampleCode(c.code);
                    return (
                      <tr key={c.id} data-code-row={`${c.entityType}/${c.entityId}`}>
                        <td className="px-3 py-2">
                          <span className="font-medium">{c.name}</span>
                          <span className="block text-xs text-slate-600 dark:text-slate-400">
                            {t(`types.${c.entityType}`)} · {c.entityId}
                          </span>
                        </td>
                        <td className="whitespace-nowrap px-3 py-2">
                          <code className="font-mono">{c.code}</code>
                          {example && (
                            <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                              {t('codes.exampleBadge')}
                            </span>
                          )}
                        </td>
                        <td className="max-w-[12rem] px-3 py-2 text-slate-700 dark:text-slate-300">{c.discount || '—'}</td>
                        <td className="max-w-[14rem] truncate px-3 py-2" title={c.url}>
                          {hostOf(c.url)}
                        </td>
                        <td className="px-3 py-2 text-right tabular-nums">
                          {fmt.format(clickMap.get(`${c.entityType}/${c.entityId}`) ?? 0)}
                        </td>
                        <td className="px-3 py-2">
                          <button
                            type="button"
                            role="switch"
                            aria-checked={c.isActive}
                            aria-label={t('codes.toggle', { name: c.name })}
                            onClick={() => onToggle(c)}
                            disabled={toggle.isPending && toggle.variables?.id === c.id}
                            className={cn(
                              'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60',
                              c.isActive ? 'bg-emerald-600' : 'bg-slate-400 dark:bg-slate-600',
                            )}
                          >
                            <span
                              aria-hidden
                              className={cn(
                                'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
                                c.isActive ? 'translate-x-5' : 'translate-x-0.5',
                              )}
                            />
                          </button>
                        </td>
                        <td className="px-3 py-2">
                          <div className="flex justify-end gap-1">
                            <Button size="sm" variant="ghost" onClick={() => setEditing(c)} aria-label={t('codes.edit', { name: c.name })}>
                              <Pencil className="h-4 w-4" aria-hidden />
                              <span className="hidden lg:inline">{t('codes.editShort')}</span>
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => setDeleting(c)}
                              aria-label={t('codes.delete', { name: c.name })}
                              className="text-red-700 dark:text-red-300"
                            >
                              <Trash2 className="h-4 w-4" aria-hidden />
                              <span className="hidden lg:inline">{t('codes.deleteShort')}</span>
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })
                )}
              </tbody>
            </table>
          </div>
        </>
      )}

      {editing && (
        <ReferralCodeForm
          key={editing === 'new' ? 'new' : editing.id}
          session={session}
          editing={editing === 'new' ? undefined : editing}
          existing={all}
          open
          onOpenChange={(o) => !o && setEditing(undefined)}
        />
      )}

      <Dialog open={Boolean(deleting)} onOpenChange={(o) => !o && setDeleting(undefined)}>
        {deleting && (
          <DialogContent title={t('delete.title', { name: deleting.name })} description={t('delete.description')}>
            <div className="mt-6 flex justify-end gap-2">
              <DialogClose asChild>
                <Button variant="outline">{t('delete.cancel')}</Button>
              </DialogClose>
              <Button variant="destructive" onClick={() => remove.mutate(deleting)} disabled={remove.isPending}>
                {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
