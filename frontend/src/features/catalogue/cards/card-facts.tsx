import { Info } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { ProvenanceNote } from '@/components/provenance';
import type { ContentFactNote } from '@/lib/api/content-queries';
import { fillFacts } from '../listing-format';

/** A card's editorial facts, each with where it comes from (our catalogue, an editor's check, or a feed). */
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
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-blue-700 dark:text-blue-300" aria-hidden />
            <span>
              {fillFacts(f.text, f.values, lang)} (<ProvenanceNote provenance={f.provenance} />)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
