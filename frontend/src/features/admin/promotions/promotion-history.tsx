// A promotion's revision history, with the undo of its latest change.
import { Undo2 } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import type { AdminSessionState } from '../api/admin-queries';
import { usePromotionHistory, useUndoPromotion, type AdminPromotion } from '../api/promotions-admin';

export function History({
  session,
  promotion,
  onUndone,
  onError,
}: {
  session: AdminSessionState;
  promotion: AdminPromotion;
  onUndone: (p: AdminPromotion) => void;
  onError: (err: unknown) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const history = usePromotionHistory(promotion.id);
  const undo = useUndoPromotion(session);
  const revisions = history.data ?? [];
  const latest = revisions[0];
  const canUndo = latest !== undefined && latest.version === promotion.version && latest.action !== 'create';
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="promo-history-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="promo-history-title" className="text-lg font-semibold">
          {t('promotions.history.title')}
        </h3>
        <Button
          variant="outline"
          size="sm"
          disabled={!canUndo || undo.isPending}
          onClick={() => undo.mutate({ id: promotion.id, version: promotion.version }, { onSuccess: onUndone, onError })}
        >
          <Undo2 className="h-4 w-4" aria-hidden />
          {t('promotions.history.undo')}
        </Button>
      </div>
      {history.data && revisions.length === 0 && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('promotions.history.none')}</p>
      )}
      <ol className="mt-2 max-h-64 space-y-1 overflow-y-auto text-sm" data-testid="promo-history">
        {revisions.map((r) => (
          <li key={r.version} className="rounded-md bg-slate-50 px-2 py-1 dark:bg-slate-900">
            <span className="font-medium">
              v{r.version} · {t(`promotions.history.actions.${r.action}`)}
            </span>{' '}
            <span className="text-slate-700 dark:text-slate-300">
              {t('promotions.history.by', { who: r.actor, when: when(r.at) })}
              {r.changedFields.length > 0 &&
                ` · ${r.changedFields.map((f) => t(`promotions.fields.${f}`, { defaultValue: f })).join(', ')}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
