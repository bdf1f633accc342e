// The promotion editor's buttons: save or publish, and the state actions (publish, pause, resume, archive, restore).
import { Archive, ArchiveRestore, Pause, Play, Rocket, Save } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import type { AdminPromotion, StateAction } from '../api/promotions-admin';

export function PromotionActions({
  promotion,
  busy,
  submit,
  act,
}: {
  promotion?: AdminPromotion;
  busy: boolean;
  submit: (draft: boolean) => void;
  act: (action: StateAction) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
      {promotion ? (
        <Button type="submit" disabled={busy}>
          <Save className="h-4 w-4" aria-hidden />
          {t('promotions.editor.save')}
        </Button>
      ) : (
        <>
          <Button type="submit" disabled={busy}>
            <Rocket className="h-4 w-4" aria-hidden />
            {t('promotions.editor.publish')}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={() => submit(true)}>
            <Save className="h-4 w-4" aria-hidden />
            {t('promotions.editor.saveDraft')}
          </Button>
        </>
      )}
      {promotion && !promotion.archived && (
        <>
          {promotion.draft && (
            <Button type="button" variant="outline" disabled={busy} onClick={() => act('publish')}>
              <Rocket className="h-4 w-4" aria-hidden />
              {t('promotions.actions.publish')}
            </Button>
          )}
          {promotion.active ? (
            <Button type="button" variant="outline" disabled={busy} onClick={() => act('pause')}>
              <Pause className="h-4 w-4" aria-hidden />
              {t('promotions.actions.pause')}
            </Button>
          ) : (
            <Button type="button" variant="outline" disabled={busy} onClick={() => act('resume')}>
              <Play className="h-4 w-4" aria-hidden />
              {t('promotions.actions.resume')}
            </Button>
          )}
          <Button type="button" variant="outline" disabled={busy} onClick={() => act('archive')}>
            <Archive className="h-4 w-4" aria-hidden />
            {t('promotions.actions.archive')}
          </Button>
        </>
      )}
      {promotion?.archived && (
        <Button type="button" variant="outline" disabled={busy} onClick={() => act('restore')}>
          <ArchiveRestore className="h-4 w-4" aria-hidden />
          {t('promotions.actions.restore')}
        </Button>
      )}
    </div>
  );
}
