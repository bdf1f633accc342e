import { CircleAlert, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContentFactNote } from '@/lib/api/content-queries';
import { fillFacts, formatLongDate } from '../listing-format';

/** A card's editorial facts with the date we checked them; a changed fact says so instead of repeating it. */
export function CardFacts({ facts }: { facts: readonly ContentFactNote[] }) {
  const { t, i18n } = useTranslation('cards');
  if (facts.length === 0) return null;
  const lang = i18n.language;
  return (
    <div className="mt-4 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
      <p className="font-semibold text-slate-900 dark:text-slate-50">{t('facts.heading')}</p>
      <ul className="mt-2 space-y-2">
        {facts.map((f) => (
          <li key={f.id} className="flex gap-2 text-slate-700 dark:text-slate-300">
            {!f.verified ? (
              <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden />
            ) : (
              <Info className="mt-0.5 h-4 w-4 shrink-0 text-blue-700 dark:text-blue-300" aria-hidden />
            )}
            <span>
              {!f.verified && <strong className="font-semibold">{t('facts.changed')} </strong>}
              {fillFacts(f.text, f.values, lang)}{' '}
              <span className="text-slate-600 dark:text-slate-300">
                ({t('facts.checked', { date: formatLongDate(f.checked, lang) })})
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
