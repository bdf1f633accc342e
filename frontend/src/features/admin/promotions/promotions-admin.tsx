import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { PROMOTION_STATES } from '@coinatlas/domain/promotions/promotion';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from '../api/admin-queries';
import { useAdminPromotions, type AdminPromotion } from '../api/promotions-admin';
import { PromotionEditor, StateBadge } from './promotion-editor';
import { ScoringSimulator } from './scoring-simulator';

type StateFilter = AdminPromotion['state'] | 'all';

/** /admin/ai-promotions: the promotions with their states, the editor with its live preview, and the scoring simulator. */
export default function PromotionsAdmin({ session }: { session: AdminSessionState }) {
  const { t, i18n } = useTranslation('admin');
  const list = useAdminPromotions();
  const [filter, setFilter] = useState<StateFilter>('all');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const all = useMemo(() => list.data ?? [], [list.data]);
  const counts = useMemo(() => Object.fromEntries(PROMOTION_STATES.map((s) => [s, all.filter((p) => p.state === s).length])), [all]);
  const q = query.trim().toLowerCase();
  const shown = all.filter(
    (p) =>
      (filter === 'all' || p.state === filter) &&
      (!q || p.id.includes(q) || p.title.en.toLowerCase().includes(q) || p.partnerId.includes(q)),
  );
  const current = typeof selected === 'string' && selected !== 'new' ? all.find((p) => p.id === selected) : undefined;
  const date = (iso: string | null) =>
    iso ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : null;

  return (
    <section className="mt-6" aria-labelledby="promotions-title">
      <h1 id="promotions-title" className="text-3xl font-bold">
        {t('sections.aiPromotions.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{t('promotions.intro')}</p>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('promotions.list.title')}</h2>
        <Button onClick={() => setSelected('new')}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('promotions.list.new')}
        </Button>
      </div>
      <div className="mt-3 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div role="group" aria-label={t('promotions.list.filter')} className="flex flex-wrap gap-1">
          {(['all', ...PROMOTION_STATES] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={filter === s}
              onClick={() => setFilter(s)}
              className={cn(
                'h-8 rounded-full border px-3 text-sm focus-visible:outline-2 focus-visible:outline-blue-600',
                filter === s
                  ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950'
                  : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {s === 'all' ? t('promotions.list.all', { count: all.length }) : `${t(`promotions.states.${s}`)} (${counts[s] ?? 0})`}
            </button>
          ))}
        </div>
        <SearchField className="lg:w-72" label={t('promotions.list.search')} value={query} onValueChange={setQuery} />
      </div>

      {list.isPending && <Spinner label={t('promotions.list.loading')} />}
      {list.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {t('promotions.list.loadFailed')}
        </p>
      )}
      {list.data && shown.length === 0 && <p className="mt-3 text-slate-700 dark:text-slate-300">{t('promotions.list.none')}</p>}
      {shown.length > 0 && (
        <ul
          className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700"
          data-testid="promotion-list"
        >
          {shown.map((p) => (
            <li
              key={p.id}
              data-promotion={p.id}
              className={cn(
                'flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between',
                p.id === selected && 'bg-blue-50 dark:bg-slate-900',
              )}
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{p.title.en}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  <StateBadge state={p.state} /> {p.id} · {t(`types.${p.partnerType}`)}: {p.partnerId} ·{' '}
                  {t('promotions.list.priority', { priority: p.priority })}
                </p>
                {!p.claimBacked && (
                  <p
                    className="mt-1 rounded bg-amber-100 px-2 py-1 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-50"
                    data-testid="unbacked"
                  >
                    {t('promotions.list.unbacked', { partner: p.partnerId })}
                  </p>
                )}
                {(p.startsAt || p.endsAt) && (
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {t('promotions.list.window', {
                      from: date(p.startsAt) ?? t('promotions.list.open'),
                      to: date(p.endsAt) ?? t('promotions.list.open'),
                    })}
                  </p>
                )}
              </div>
              <Button variant="outline" size="sm" onClick={() => setSelected(p.id)} aria-label={t('promotions.list.edit', { id: p.id })}>
                {t('promotions.list.editShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      {selected === 'new' && (
        <PromotionEditor key="new" session={session} onSaved={(p) => setSelected(p.id)} onClose={() => setSelected(null)} />
      )}
      {current && (
        <PromotionEditor
          key={`${current.id}-${current.version}`}
          session={session}
          promotion={current}
          onSaved={(p) => setSelected(p.id)}
          onClose={() => setSelected(null)}
        />
      )}

      <ScoringSimulator session={session} />
    </section>
  );
}
