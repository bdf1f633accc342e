// The promotion editor's texts: one tab per language, each with the promotion's text fields.
import { PROMOTION_LANGUAGES, type PromotionLanguage } from '@coinatlas/domain/promotions/promotion';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { TEXT_FIELDS, type PromotionForm, type TextField } from './promotion-form';
import { TextInput, type Errors } from './promotion-fields';

export function PromotionTexts({
  form,
  errors,
  textLang,
  setTextLang,
  onChange,
}: {
  form: PromotionForm;
  errors: Errors;
  textLang: PromotionLanguage;
  setTextLang: (lang: PromotionLanguage) => void;
  onChange: (field: TextField, value: PromotionForm[TextField]) => void;
}) {
  const { t } = useTranslation('admin');
  return (
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
            onChange={(v) => onChange(field, { ...form[field], [textLang]: v })}
          />
        ))}
        {textLang !== 'en' && <p className="text-xs text-slate-600 dark:text-slate-400">{t('promotions.fields.fallback')}</p>}
      </div>
    </fieldset>
  );
}
