import { Clock, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import {
  MARKET_KEYS,
  PROMOTION_CATEGORIES,
  PROMOTION_THEMES,
  TARGETABLE_PAGES,
  USER_INTERESTS,
  type PromotionLanguage,
  type PromotionTheme,
} from '@coinatlas/domain/promotions/promotion';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { ApiError, serverMessage } from '@/lib/api/client';
import type { AdminSessionState } from '../api/admin-queries';
import {
  useChangePromotionState,
  useCreatePromotion,
  useUpdatePromotion,
  type AdminPromotion,
  type StateAction,
} from '../api/promotions-admin';
import { CoverageGrid } from './coverage-grid';
import { PromotionActions } from './promotion-actions';
import { Choices, Field, PartnerPicker, type Errors } from './promotion-fields';
import { History } from './promotion-history';
import { PromotionPreview } from './promotion-preview';
import { PromotionTexts } from './promotion-texts';
import { StateBadge } from './state-badge';
import { TEXT_FIELDS, createBody, emptyForm, fieldOfMessage, formOf, patchBody, toLocalInput, type PromotionForm } from './promotion-form';

export { StateBadge } from './state-badge';

/** Create or edit one promotion: every field, the live preview beside it, its state actions, history and coverage. */
export function PromotionEditor({
  session,
  promotion,
  onSaved,
  onClose,
}: {
  session: AdminSessionState;
  promotion?: AdminPromotion;
  onSaved: (p: AdminPromotion) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<PromotionForm>(() => (promotion ? formOf(promotion) : emptyForm()));
  const [errors, setErrors] = useState<Errors>({});
  const [conflict, setConflict] = useState<AdminPromotion | null>(null);
  const [textLang, setTextLang] = useState<PromotionLanguage>('en');
  const create = useCreatePromotion(session);
  const update = useUpdatePromotion(session);
  const changeState = useChangePromotionState(session);
  const busy = create.isPending || update.isPending || changeState.isPending;
  const set = <K extends keyof PromotionForm>(key: K, value: PromotionForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const fail = (err: unknown) => {
    const message = serverMessage(err) ?? t('promotions.editor.failed');
    if (err instanceof ApiError && err.status === 409) {
      try {
        const current = (JSON.parse(err.body) as { current?: AdminPromotion }).current;
        if (current) setConflict(current);
      } catch {
        /* the message says enough */
      }
    }
    const field = fieldOfMessage(message);
    setErrors(field ? { [field]: message } : { form: message });
    if (field && (TEXT_FIELDS as readonly string[]).includes(field)) {
      const lang = /^(?:body\/)?[A-Za-z]+[./](en|es|de|pt)\b/.exec(message)?.[1];
      if (lang) setTextLang(lang as PromotionLanguage);
    }
  };
  const saved = (p: AdminPromotion, key: string) => {
    setErrors({});
    setConflict(null);
    toast({ title: t(key, { id: p.id }) });
    onSaved(p);
  };

  const submit = (draft: boolean) => {
    setErrors({});
    if (!promotion)
      create.mutate(createBody(form, draft), {
        onSuccess: (p) => saved(p, draft ? 'promotions.toast.draftSaved' : 'promotions.toast.published'),
        onError: fail,
      });
    else
      update.mutate(
        { id: promotion.id, patch: patchBody(form, promotion.version) },
        { onSuccess: (p) => saved(p, 'promotions.toast.saved'), onError: fail },
      );
  };
  const act = (action: StateAction) => {
    if (!promotion) return;
    changeState.mutate(
      { id: promotion.id, action, version: promotion.version },
      { onSuccess: (p) => saved(p, `promotions.toast.${action}`), onError: fail },
    );
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(false);
  };

  return (
    <section aria-labelledby="promo-editor-title" className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="promo-editor-title" className="text-xl font-semibold">
            {promotion ? t('promotions.editor.editTitle', { id: promotion.id }) : t('promotions.editor.newTitle')}
          </h2>
          {promotion && (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              <StateBadge state={promotion.state} /> {t('promotions.editor.version', { version: promotion.version })}
            </p>
          )}
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          <X className="h-4 w-4" aria-hidden />
          {t('promotions.editor.close')}
        </Button>
      </div>

      {errors.form && (
        <div
          role="alert"
          className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
        >
          <p>{errors.form}</p>
          {conflict && (
            <Button
              className="mt-2"
              size="sm"
              variant="outline"
              onClick={() => {
                setErrors({});
                setConflict(null);
                onSaved(conflict);
              }}
            >
              {t('promotions.editor.loadLatest')}
            </Button>
          )}
        </div>
      )}

      <div className="mt-4 grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form onSubmit={onSubmit} noValidate className="min-w-0 space-y-5" aria-label={t('promotions.editor.formLabel')}>
          {!promotion && (
            <Field label={t('promotions.fields.id')} hint={t('promotions.fields.idHint')} error={errors.id}>
              {(p) => <Input {...p} className="w-full" value={form.id} onChange={(e) => set('id', e.target.value)} autoComplete="off" />}
            </Field>
          )}

          <PromotionTexts
            form={form}
            errors={errors}
            textLang={textLang}
            setTextLang={setTextLang}
            onChange={(field, value) => set(field, value)}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('promotions.fields.partnerType')} error={errors.partnerType}>
              {(p) => (
                <Select
                  {...p}
                  className="w-full"
                  value={form.partnerType}
                  onChange={(e) => setForm((f) => ({ ...f, partnerType: e.target.value as PartnerType, partnerId: '' }))}
                >
                  {PARTNER_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`types.${type}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <PartnerPicker type={form.partnerType} value={form.partnerId} error={errors.partnerId} onChange={(v) => set('partnerId', v)} />
          </div>

          <Choices
            legend={t('promotions.fields.categories')}
            values={PROMOTION_CATEGORIES}
            chosen={form.categories}
            label={(v) => t(`promotions.categories.${v}`)}
            error={errors.categories}
            onChange={(v) => set('categories', v)}
          />
          <Choices
            legend={t('promotions.fields.targetPages')}
            hint={t('promotions.fields.targetPagesHint')}
            values={TARGETABLE_PAGES}
            chosen={form.targetPages}
            label={(v) => v}
            error={errors.targetPages}
            scroll
            onChange={(v) => set('targetPages', v)}
          />
          <Choices
            legend={t('promotions.fields.userTypes')}
            hint={t('promotions.fields.userTypesHint')}
            values={USER_INTERESTS}
            chosen={form.userTypes}
            label={(v) => t(`promotions.interests.${v}`)}
            error={errors.userTypes}
            onChange={(v) => set('userTypes', v)}
          />
          <Choices
            legend={t('promotions.fields.marketConditions')}
            hint={t('promotions.fields.marketHint')}
            values={MARKET_KEYS}
            chosen={form.marketConditions}
            label={(v) => t(`promotions.markets.${v}`)}
            error={errors.marketConditions}
            onChange={(v) => set('marketConditions', v)}
          />

          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('promotions.fields.priority')} hint={t('promotions.fields.priorityHint')} error={errors.priority}>
              {(p) => (
                <Input
                  {...p}
                  type="number"
                  min={0}
                  max={20}
                  step={1}
                  className="w-full"
                  value={form.priority}
                  onChange={(e) => set('priority', e.target.valueAsNumber)}
                />
              )}
            </Field>
            <Field label={t('promotions.fields.bgColor')} error={errors.bgColor}>
              {(p) => (
                <Select {...p} className="w-full" value={form.bgColor} onChange={(e) => set('bgColor', e.target.value as PromotionTheme)}>
                  {PROMOTION_THEMES.map((theme) => (
                    <option key={theme} value={theme}>
                      {t(`promotions.themes.${theme}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('promotions.fields.startsAt')} hint={t('promotions.fields.startsAtHint')} error={errors.startsAt}>
              {(p) => (
                <div className="flex gap-2">
                  <Input
                    {...p}
                    type="datetime-local"
                    className="min-w-0 flex-1"
                    value={form.startsAt}
                    onChange={(e) => set('startsAt', e.target.value)}
                  />
                  <Button type="button" variant="outline" size="sm" onClick={() => set('startsAt', toLocalInput(new Date().toISOString()))}>
                    <Clock className="h-4 w-4" aria-hidden />
                    {t('promotions.fields.now')}
                  </Button>
                </div>
              )}
            </Field>
            <Field label={t('promotions.fields.endsAt')} hint={t('promotions.fields.endsAtHint')} error={errors.endsAt}>
              {(p) => (
                <Input
                  {...p}
                  type="datetime-local"
                  className="w-full"
                  value={form.endsAt}
                  onChange={(e) => set('endsAt', e.target.value)}
                />
              )}
            </Field>
          </div>

          <PromotionActions promotion={promotion} busy={busy} submit={submit} act={act} />
        </form>

        <div className="min-w-0 space-y-6">
          <PromotionPreview form={form} />
          {promotion && (
            <History session={session} promotion={promotion} onUndone={(p) => saved(p, 'promotions.toast.undone')} onError={fail} />
          )}
          {promotion && <CoverageGrid promotion={promotion} />}
        </div>
      </div>
    </section>
  );
}
