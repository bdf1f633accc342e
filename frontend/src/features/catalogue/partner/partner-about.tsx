import { Check, Minus, Plus } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { NamedList } from '@/components/ui/named-list';
import type { ContentPartner } from '@/lib/api/content-queries';
import type { Texts } from './partner-shared';
import { Section } from './partner-sections';

/** Whether a record has words of its own for the About part (features, pros and cons, a wallet's model…). */
export const hasAbout = (texts: Texts) =>
  Boolean(texts.features?.length || texts.pros?.length || texts.cons?.length || texts.securityModel || texts.bestFor || texts.price);

/** The record's own words: features, pros and cons, a wallet's security model and who it suits. */
export function About({ partner: p, texts }: { partner: ContentPartner; texts: Texts }) {
  const { t } = useTranslation('partner');
  if (!hasAbout(texts)) return null;
  return (
    <Section id="about" title={t('sections.about', { name: p.name })}>
      <AboutBody texts={texts} />
    </Section>
  );
}

/** The About part's content: features, a wallet's security model, who it suits and its price, pros and cons. */
export function AboutBody({ texts }: { texts: Texts }) {
  const { t } = useTranslation('partner');
  const features = texts.features ?? [];
  const pros = texts.pros ?? [];
  const cons = texts.cons ?? [];
  return (
    <>
      {features.length > 0 && (
        <NamedList name={t('features')} className="mt-4 space-y-1.5 text-slate-700 dark:text-slate-300">
          {features.map((f) => (
            <li key={f} className="flex gap-2">
              <Check className="mt-1 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
              <span>{f}</span>
            </li>
          ))}
        </NamedList>
      )}
      {(texts.securityModel || texts.bestFor || texts.price) && (
        <dl className="mt-4 grid gap-3 text-slate-700 dark:text-slate-300">
          {texts.securityModel && (
            <div>
              <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('securityModel')}</dt>
              <dd>{texts.securityModel}</dd>
            </div>
          )}
          {texts.bestFor && (
            <div>
              <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('bestFor')}</dt>
              <dd>{texts.bestFor}</dd>
            </div>
          )}
          {texts.price && (
            <div>
              <dt className="font-semibold text-slate-900 dark:text-slate-100">{t('price')}</dt>
              <dd>{texts.price}</dd>
            </div>
          )}
        </dl>
      )}
      {(pros.length > 0 || cons.length > 0) && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950/50">
            <h3 className="font-semibold text-emerald-900 dark:text-emerald-200">{t('pros')}</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {pros.map((x) => (
                <li key={x} className="flex gap-1.5">
                  <Plus className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden />
                  <span>{x}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl bg-red-50 p-4 dark:bg-red-950/40">
            <h3 className="font-semibold text-red-900 dark:text-red-200">{t('cons')}</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {cons.map((x) => (
                <li key={x} className="flex gap-1.5">
                  <Minus className="mt-0.5 h-4 w-4 shrink-0 text-red-700 dark:text-red-400" aria-hidden />
                  <span>{x}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </>
  );
}
