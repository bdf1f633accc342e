// The promotion editor's form controls: a labelled field, a text per language, the partner picker and a set of check boxes.
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { TEXT_LIMITS, type PromotionLanguage } from '@coinatlas/domain/promotions/promotion';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { usePartnerIndex } from '../api/promotions-admin';
import type { FormField, TextField } from './promotion-form';

export type Errors = Partial<Record<FormField | 'form', string>>;

type FieldProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (p: FieldProps) => ReactNode;
}) {
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

export function TextInput({
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

export function PartnerPicker({
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

export function Choices<V extends string>({
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
