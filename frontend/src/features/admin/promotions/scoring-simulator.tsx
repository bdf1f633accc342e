import { Calculator } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { BTC_TRENDS, PROMOTION_LANGUAGES, TARGETABLE_PAGES, USER_INTERESTS } from '@coinatlas/domain/promotions/promotion';
import type { Reason } from '@coinatlas/domain/promotions/scoring';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { serverMessage } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from '../api/admin-queries';
import { useSimulation, type SimulatedVisitor } from '../api/promotions-admin';
import { StateBadge } from './promotion-editor';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * The scoring simulator: the editor describes a visitor, the server ranks the promotions with the banner's
 * own scoring functions, and each row shows its score's parts and the reasons a visitor would read.
 */
export function ScoringSimulator({ session }: { session: AdminSessionState }) {
  const { t } = useTranslation('admin');
  const { t: tp } = useTranslation('promotions');
  const simulation = useSimulation(session);
  const [visitor, setVisitor] = useState<SimulatedVisitor>({
    currentPage: '/exchanges',
    visitedPages: ['/'],
    language: 'en',
    country: null,
    btcTrend: 'stable',
    hour: 14,
    weekday: 2,
    device: 'desktop',
    timeOnSite: 60,
    interests: [],
    scope: 'live',
  });
  const set = <K extends keyof SimulatedVisitor>(key: K, value: SimulatedVisitor[K]) => setVisitor((v) => ({ ...v, [key]: value }));
  const run = (e: FormEvent) => {
    e.preventDefault();
    simulation.mutate(visitor);
  };
  const reasonText = (r: Reason) =>
    tp(`reasons.${r.key}`, {
      interest: r.key === 'interest' ? tp(`interests.${r.params.interest}`) : undefined,
      market: r.key === 'market' ? tp(`markets.${r.params.market}`) : undefined,
    });
  const partLabel = (r: Reason) =>
    r.key === 'targetPage'
      ? t('promotions.parts.targetPage', { page: r.params.page })
      : r.key === 'interest'
        ? t('promotions.parts.interest', { interest: t(`promotions.interests.${r.params.interest}`) })
        : r.key === 'market'
          ? t('promotions.parts.market', { market: t(`promotions.markets.${r.params.market}`) })
          : t(`promotions.parts.${r.key}`);
  const field = 'mt-1 w-full';
  const result = simulation.data;

  return (
    <section aria-labelledby="simulator-title" className="mt-10" data-testid="scoring-simulator">
      <h2 id="simulator-title" className="text-xl font-semibold">
        {t('promotions.simulator.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t('promotions.simulator.intro')}</p>
      <form
        onSubmit={run}
        className="mt-4 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-700"
      >
        <label className="text-sm font-medium">
          {t('promotions.simulator.currentPage')}
          <Select className={field} value={visitor.currentPage} onChange={(e) => set('currentPage', e.target.value)}>
            {TARGETABLE_PAGES.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium">
          {t('promotions.simulator.language')}
          <Select
            className={field}
            value={visitor.language}
            onChange={(e) => set('language', e.target.value as SimulatedVisitor['language'])}
          >
            {PROMOTION_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`promotions.languages.${l}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium">
          {t('promotions.simulator.country')}
          <Input
            className={field}
            value={visitor.country ?? ''}
            maxLength={2}
            placeholder={t('promotions.simulator.countryPlaceholder')}
            onChange={(e) => set('country', e.target.value.trim() ? e.target.value.trim().toUpperCase() : null)}
          />
        </label>
        <label className="text-sm font-medium">
          {t('promotions.simulator.trend')}
          <Select
            className={field}
            value={visitor.btcTrend}
            onChange={(e) => set('btcTrend', e.target.value as SimulatedVisitor['btcTrend'])}
          >
            {BTC_TRENDS.map((trend) => (
              <option key={trend} value={trend}>
                {t(`promotions.trends.${trend}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium">
          {t('promotions.simulator.device')}
          <Select className={field} value={visitor.device} onChange={(e) => set('device', e.target.value as SimulatedVisitor['device'])}>
            {(['mobile', 'tablet', 'desktop'] as const).map((d) => (
              <option key={d} value={d}>
                {t(`promotions.devices.${d}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium">
          {t('promotions.simulator.hour')}
          <Input
            className={field}
            type="number"
            min={0}
            max={23}
            value={visitor.hour}
            onChange={(e) => set('hour', e.target.valueAsNumber)}
          />
        </label>
        <label className="text-sm font-medium">
          {t('promotions.simulator.weekday')}
          <Select className={field} value={visitor.weekday} onChange={(e) => set('weekday', Number(e.target.value))}>
            {WEEKDAYS.map((d) => (
              <option key={d} value={d}>
                {t(`promotions.weekdays.${d}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium">
          {t('promotions.simulator.timeOnSite')}
          <Input
            className={field}
            type="number"
            min={0}
            value={visitor.timeOnSite}
            onChange={(e) => set('timeOnSite', e.target.valueAsNumber)}
          />
        </label>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{t('promotions.simulator.visitedPages')}</legend>
          <div className="mt-1 flex max-h-28 flex-wrap gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-700">
            {TARGETABLE_PAGES.map((p) => (
              <label key={p} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-blue-700"
                  checked={visitor.visitedPages.includes(p)}
                  onChange={(e) =>
                    set(
                      'visitedPages',
                      e.target.checked ? [...visitor.visitedPages, p].slice(-10) : visitor.visitedPages.filter((x) => x !== p),
                    )
                  }
                />
                {p}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{t('promotions.simulator.interests')}</legend>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('promotions.simulator.interestsHint')}</p>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {USER_INTERESTS.map((i) => (
              <label key={i} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-blue-700"
                  checked={visitor.interests.includes(i)}
                  onChange={(e) =>
                    set('interests', e.target.checked ? [...visitor.interests, i] : visitor.interests.filter((x) => x !== i))
                  }
                />
                {t(`promotions.interests.${i}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="text-sm font-medium sm:col-span-2">
          {t('promotions.simulator.scope')}
          <Select className={field} value={visitor.scope} onChange={(e) => set('scope', e.target.value as SimulatedVisitor['scope'])}>
            <option value="live">{t('promotions.simulator.scopeLive')}</option>
            <option value="all">{t('promotions.simulator.scopeAll')}</option>
          </Select>
        </label>
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" disabled={simulation.isPending}>
            <Calculator className="h-4 w-4" aria-hidden />
            {t('promotions.simulator.run')}
          </Button>
        </div>
      </form>

      {simulation.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-300">
          {serverMessage(simulation.error) ?? t('promotions.editor.failed')}
        </p>
      )}
      {result && (
        <div className="mt-4" aria-live="polite" data-testid="simulation-result">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('promotions.simulator.context', {
              interests: result.context.interests.length
                ? result.context.interests.map((i) => t(`promotions.interests.${i}`)).join(', ')
                : t('promotions.simulator.noInterests'),
              timeOfDay: t(`promotions.timesOfDay.${result.context.timeOfDay}`),
              device: t(`promotions.devices.${result.context.device}`),
            })}
          </p>
          {result.unavailableInCountry.length > 0 && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t('promotions.simulator.unavailable', { ids: result.unavailableInCountry.join(', ') })}
            </p>
          )}
          {result.ranked.length === 0 ? (
            <p className="mt-2">{t('promotions.simulator.none')}</p>
          ) : (
            <div role="group" aria-label={t('promotions.simulator.ranked')}>
              <ol className="mt-3 space-y-2">
                {result.ranked.map((r) => (
                  <li
                    key={r.id}
                    data-promotion={r.id}
                    className={cn(
                      'rounded-lg border p-3',
                      r.inBanner ? 'border-emerald-400 dark:border-emerald-600' : 'border-slate-200 dark:border-slate-700',
                    )}
                  >
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="font-semibold">
                        #{r.rank} · {r.title} <span className="font-normal text-slate-600 dark:text-slate-400">({r.id})</span>
                      </p>
                      <p className="text-sm">
                        <StateBadge state={r.state} />{' '}
                        {r.inBanner && (
                          <span className="font-semibold text-emerald-800 dark:text-emerald-300">
                            {t('promotions.simulator.inBanner')} ·{' '}
                          </span>
                        )}
                        <span className="font-semibold" data-score="">
                          {t('promotions.simulator.points', { count: r.score })}
                        </span>{' '}
                        <span className="text-slate-600 dark:text-slate-400">({t(`promotions.urgency.${r.urgency}`)})</span>
                      </p>
                    </div>
                    <div role="group" aria-label={t('promotions.simulator.parts')}>
                      <ul className="mt-2 space-y-0.5 text-sm">
                        {r.parts.map((p, i) => (
                          <li key={i} className="flex gap-2" data-reason={p.reason.key}>
                            <span className="w-10 shrink-0 text-right font-mono tabular-nums">{i === 0 ? p.points : `+${p.points}`}</span>
                            <span>
                              <span className="font-medium">{partLabel(p.reason as Reason)}</span>
                              <span className="text-slate-700 dark:text-slate-300"> — “{reasonText(p.reason as Reason)}”</span>
                            </span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
