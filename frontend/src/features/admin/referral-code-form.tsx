import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { PARTNER_TYPES, type PartnerType } from '@coinatlas/domain/partners/partner';
import type { Partner } from '@coinatlas/domain/partners/partner';
import {
  LIMITS,
  normalizeInput,
  validateReferralCode,
  type FieldErrors,
  type FieldProblem,
  type ReferralCodeInput,
  type ReferralField,
} from '@coinatlas/domain/referrals/referral-code';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { serverMessage, statusOf } from '@/lib/api/client';
import { cn } from '@/lib/cn';
import { useSaveReferralCode } from './api/admin-mutations';
import type { AdminSessionState, ReferralCode } from './api/admin-queries';
import { partnerIndexQueries } from '@/lib/api/partner-index-queries';

/** The description's textarea; the other fields are Input and Select, which look the same. */
const textareaClass = (invalid: boolean) =>
  cn(
    'w-full rounded-md border bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:bg-slate-100 disabled:text-slate-700 dark:bg-slate-950 dark:text-slate-50 dark:disabled:bg-slate-800 dark:disabled:text-slate-300',
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600',
  );

const empty = (type: PartnerType = 'exchange'): ReferralCodeInput => ({
  entityType: type,
  entityId: '',
  name: '',
  description: '',
  code: '',
  url: '',
  discount: '',
  isActive: true,
});

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

type FormProps = {
  session: AdminSessionState;
  /** The code being edited, or undefined to create one. */
  editing?: ReferralCode;
  /** Every code, so the partner list offers only partners without one. */
  existing: readonly ReferralCode[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Create or edit one referral code; validates each field with the same rules the API applies. The partner
 * list comes from the content index (the admin screen loads it first, so the form opens at once).
 */
export function ReferralCodeForm(props: FormProps) {
  const { data } = useQuery(partnerIndexQueries.all());
  return data ? <ReferralCodeFormBody {...props} allPartners={data.partners} /> : null;
}

function ReferralCodeFormBody({
  session,
  editing,
  existing,
  open,
  onOpenChange,
  allPartners,
}: FormProps & { allPartners: readonly Partner[] }) {
  const { t } = useTranslation('admin');
  const base = useId();
  const id = (f: string) => `${base}-${f}`;
  const [values, setValues] = useState<ReferralCodeInput>(() => {
    if (editing) return { ...editing };
    // Start on the first type that still has a partner without a code (seeds give most partners a row).
    const used = new Set(existing.map((c) => `${c.entityType}/${c.entityId}`));
    const free = PARTNER_TYPES.find((type) => allPartners.some((p) => p.type === type && !used.has(`${p.type}/${p.id}`)));
    return empty(free);
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();

  const taken = new Set(existing.map((c) => `${c.entityType}/${c.entityId}`));
  const partners = allPartners.filter((p) => p.type === values.entityType && !taken.has(`${p.type}/${p.id}`));

  const input = normalizeInput(values);
  const clientErrors = editing ? validateReferralCode(input, { current: editing }) : validateReferralCode(input);
  const errors: FieldErrors = submitted ? { ...serverErrors, ...clientErrors } : {};

  const message = (p: FieldProblem | undefined) => {
    if (!p) return undefined;
    return p.kind === 'tooLong' ? t('form.errors.tooLong', { max: p.max }) : t(`form.errors.${p.kind}`);
  };
  const set = <K extends ReferralField>(k: K, v: ReferralCodeInput[K]) => {
    setServerErrors((e) => ({ ...e, [k]: undefined }));
    setValues((old) => ({ ...old, [k]: v }));
  };
  const describedBy = (f: ReferralField, hint?: boolean) => (errors[f] ? `${id(f)}-error` : hint ? `${id(f)}-hint` : undefined);

  const save = useSaveReferralCode(session, editing, {
    onSuccess: (saved) => {
      toast({ title: t(editing ? 'toast.updated' : 'toast.created', { name: saved.name }) });
      onOpenChange(false);
    },
    onError: (err) => {
      const status = statusOf(err);
      if (status === 401) {
        // The hook also refetches the session, which brings back the sign-in screen.
        toast({ title: t('toast.sessionEnded'), variant: 'destructive' });
        return;
      }
      if (status === 409) {
        setServerErrors({ entityId: { kind: 'required' } });
        setFormError(t('form.errors.duplicate'));
      } else {
        setFormError(serverMessage(err) ?? t('toast.failedDescription'));
      }
      toast({ title: t('toast.saveFailed'), description: serverMessage(err) ?? t('toast.failedDescription'), variant: 'destructive' });
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(undefined);
    if (Object.keys(clientErrors).length > 0) {
      // Move focus to the first field with a problem so keyboard and screen-reader users land on it.
      const first = (Object.keys(clientErrors) as ReferralField[])[0]!;
      document.getElementById(id(first))?.focus();
      return;
    }
    save.mutate(input);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={editing ? t('form.editTitle', { name: editing.name }) : t('form.createTitle')}
        description={t('form.description')}
        className="max-w-2xl"
      >
        <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
          {formError && (
            <p
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 sm:col-span-2 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
            >
              {formError}
            </p>
          )}
          <Field id={id('entityType')} label={t('form.type')} error={message(errors.entityType)}>
            <Select
              id={id('entityType')}
              value={values.entityType}
              disabled={Boolean(editing)}
              aria-invalid={Boolean(errors.entityType)}
              onChange={(e) => {
                const type = e.target.value as PartnerType;
                setValues((old) => ({ ...old, entityType: type, entityId: '', name: '' }));
              }}
              className="w-full"
            >
              {PARTNER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id={id('entityId')}
            label={t('form.partner')}
            error={!editing && partners.length === 0 ? undefined : message(errors.entityId)}
            hint={!editing && partners.length === 0 ? t('form.noFreePartner') : undefined}
          >
            {editing ? (
              <Input id={id('entityId')} value={`${editing.name} (${editing.entityId})`} disabled className="w-full" />
            ) : (
              <Select
                id={id('entityId')}
                value={values.entityId}
                aria-invalid={Boolean(errors.entityId)}
                aria-describedby={describedBy('entityId', partners.length === 0)}
                onChange={(e) => {
                  const partner = partners.find((p) => p.id === e.target.value);
                  setServerErrors({});
                  setValues((old) => ({
                    ...old,
                    entityId: e.target.value,
                    name: partner?.name ?? old.name,
                    url: old.url || (partner?.officialUrl ?? ''),
                  }));
                }}
                className="w-full"
              >
                <option value="">{t('form.choosePartner')}</option>
                {partners.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={id('name')} label={t('form.name')} error={message(errors.name)}>
            <Input
              id={id('name')}
              value={values.name}
              maxLength={LIMITS.name + 20}
              onChange={(e) => set('name', e.target.value)}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={describedBy('name')}
              className="w-full"
            />
          </Field>
          <Field id={id('code')} label={t('form.code')} error={message(errors.code)} hint={t('form.codeHint')}>
            <Input
              id={id('code')}
              value={values.code}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => set('code', e.target.value)}
              aria-invalid={Boolean(errors.code)}
              aria-describedby={describedBy('code', true)}
              className="w-full font-mono"
            />
          </Field>
          <div className="sm:col-span-2">
            <Field id={id('url')} label={t('form.url')} error={message(errors.url)} hint={t('form.urlHint')}>
              <Input
                id={id('url')}
                type="url"
                inputMode="url"
                value={values.url}
                spellCheck={false}
                placeholder="https://"
                onChange={(e) => set('url', e.target.value)}
                aria-invalid={Boolean(errors.url)}
                aria-describedby={describedBy('url', true)}
                className="w-full"
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id={id('discount')} label={t('form.discount')} error={message(errors.discount)} hint={t('form.discountHint')}>
              <Input
                id={id('discount')}
                value={values.discount}
                onChange={(e) => set('discount', e.target.value)}
                aria-invalid={Boolean(errors.discount)}
                aria-describedby={describedBy('discount', true)}
                className="w-full"
              />
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id={id('description')} label={t('form.descriptionField')} error={message(errors.description)}>
              <textarea
                id={id('description')}
                value={values.description}
                rows={3}
                onChange={(e) => set('description', e.target.value)}
                aria-invalid={Boolean(errors.description)}
                aria-describedby={describedBy('description')}
                className={cn(textareaClass(Boolean(errors.description)), 'py-2')}
              />
            </Field>
          </div>
          <div className="flex items-start gap-2 sm:col-span-2">
            <input
              id={id('isActive')}
              type="checkbox"
              checked={values.isActive}
              onChange={(e) => set('isActive', e.target.checked)}
              className="mt-1 h-4 w-4 accent-blue-700"
            />
            <label htmlFor={id('isActive')} className="text-sm">
              <span className="font-medium">{t('form.active')}</span>
              <span className="block text-slate-600 dark:text-slate-400">{t('form.activeHint')}</span>
            </label>
          </div>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('form.saving') : t('form.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
