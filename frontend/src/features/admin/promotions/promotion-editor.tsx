import { Archive, ArchiveRestore, Clock, Pause, Play, Rocket, Save, Undo2, X } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import {
  MARKET_KEYS,
  PROMOTION_CATEGORIES,
  PROMOTION_LANGUAGES,
  PROMOTION_THEMES,
  TARGETABLE_PAGES,
  TEXT_LIMITS,
  USER_INTERESTS,
  type PromotionLanguage,
  type PromotionTheme,
} from '@coinatlas/domain/promotions/promotion';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { ApiError, serverMessage } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import type { AdminSessionState } from '../api/admin-queries';
import {
  useChangePromotionState,
  useCreatePromotion,
  usePartnerIndex,
  usePromotionHistory,
  useUndoPromotion,
  useUpdatePromotion,
  type AdminPromotion,
  type StateAction,
} from '../api/promotions-admin';
import { CoverageGrid } from './coverage-grid';
import { PromotionPreview } from './promotion-preview';
import {
  TEXT_FIELDS,
  createBody,
  emptyForm,
  fieldOfMessage,
  formOf,
  patchBody,
  toLocalInput,
  type FormField,
  type PromotionForm,
  type TextField,
} from './promotion-form';

type Errors = Partial<Record<FormField | 'form', string>>;

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

          <fieldset className="min-w-0">
            <legend className="text-sm font-semibold">{t('promotions.fields.texts')}</legend>
            <div
              role="tablist"
              aria-label={t('promotions.fields.textLanguage')}
              className="mt-2 flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700"
            >
              {PROMOTION_LANGUAGES.map((l) => {
                const wrong = TEXT_FIELDS.some((f) => errors[f]?.match(new RegExp(`^(?:body/)?${f}[./]${l}\\b`)));
                return (
                  <button
                    key={l}
                    type="button"
                    role="tab"
                    id={`promo-text-tab-${l}`}
                    aria-selected={l === textLang}
                    aria-controls="promo-text-panel"
                    onClick={() => setTextLang(l)}
                    className={cn(
                      '-mb-px h-9 shrink-0 border-b-2 px-2.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-600',
                      l === textLang
                        ? 'border-blue-700 text-blue-800 dark:border-blue-400 dark:text-blue-300'
                        : 'border-transparent text-slate-700 dark:text-slate-300',
                      wrong && 'text-red-700 dark:text-red-300',
                    )}
                  >
                    {t(`promotions.languages.${l}`)}
                    {l === 'en' && <span className="sr-only"> {t('promotions.fields.required')}</span>}
                  </button>
                );
              })}
            </div>
            <div id="promo-text-panel" role="tabpanel" aria-labelledby={`promo-text-tab-${textLang}`} className="mt-3 space-y-3">
              {TEXT_FIELDS.map((field) => (
                <TextInput
                  key={`${field}-${textLang}`}
                  field={field}
                  lang={textLang}
                  value={form[field][textLang]}
                  error={errors[field]}
                  onChange={(v) => set(field, { ...form[field], [textLang]: v })}
                />
              ))}
              {textLang !== 'en' && <p className="text-xs text-slate-600 dark:text-slate-400">{t('promotions.fields.fallback')}</p>}
            </div>
          </fieldset>

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

export function StateBadge({ state }: { state: AdminPromotion['state'] }) {
  const { t } = useTranslation('admin');
  const tone: Record<AdminPromotion['state'], string> = {
    live: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
    scheduled: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-50',
    draft: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
    paused: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
    ended: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
    archived: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  };
  return (
    <span data-state={state} className={cn('inline-block rounded-full px-2 text-xs font-semibold leading-5', tone[state])}>
      {t(`promotions.states.${state}`)}
    </span>
  );
}

type FieldProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

function Field({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: (p: FieldProps) => ReactNode }) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <div className="mt-1">{children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300" data-field-error="">
          {error}
        </p>
      )}
    </div>
  );
}

function TextInput({
  field,
  lang,
  value,
  error,
  onChange,
}: {
  field: TextField;
  lang: PromotionLanguage;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('admin');
  const limit = TEXT_LIMITS[field];
  const label = `${t(`promotions.fields.${field}`)} (${lang.toUpperCase()})`;
  const counter = t('promotions.fields.counter', { count: value.length, limit });
  return (
    <Field label={label} hint={counter} error={error}>
      {(p) =>
        field === 'description' ? (
          <textarea
            {...p}
            rows={3}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            className={cn(
              'w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:bg-slate-900 dark:text-slate-50',
              error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
            )}
          />
        ) : (
          <Input {...p} className="w-full" value={value} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </Field>
  );
}

function PartnerPicker({
  type,
  value,
  error,
  onChange,
}: {
  type: PartnerType;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation('admin');
  const index = usePartnerIndex();
  const partners = useMemo(
    () => (index.data ?? []).filter((p) => p.type === type).sort((a, b) => a.name.localeCompare(b.name)),
    [index.data, type],
  );
  return (
    <Field label={t('promotions.fields.partnerId')} error={error}>
      {(p) => (
        <Select {...p} className="w-full" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('promotions.fields.choosePartner')}</option>
          {partners.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

function Choices<V extends string>({
  legend,
  hint,
  values,
  chosen,
  label,
  error,
  scroll,
  onChange,
}: {
  legend: string;
  hint?: string;
  values: readonly V[];
  chosen: readonly string[];
  label: (v: V) => string;
  error?: string;
  scroll?: boolean;
  onChange: (v: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && <p className="text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
      <div
        className={cn(
          'mt-1 flex flex-wrap gap-x-4 gap-y-1',
          scroll && 'max-h-36 overflow-y-auto rounded-md border border-slate-200 p-2 dark:border-slate-700',
        )}
      >
        {values.map((v) => (
          <label key={v} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-blue-700"
              checked={chosen.includes(v)}
              onChange={(e) =>
                onChange(e.target.checked ? values.filter((x) => x === v || chosen.includes(x)) : chosen.filter((x) => x !== v))
              }
            />
            {label(v)}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300" data-field-error="">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function History({
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
