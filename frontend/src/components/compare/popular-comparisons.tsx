import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { comparePath, popularPairs, resolveCompareSlug, type CompareKind } from '@coinatlas/domain/compare/compare';

/** What the comparisons read of each partner of the directory (its records or its index, in directory order). */
export type ComparablePartner = Readonly<{ id: string; name: string; promotable: boolean }>;

/**
 * The popular side-by-side comparisons of a directory, as plain links under its cards: the pairs the
 * sitemap lists (from the same rule, over the same records in the same order), so that search engines and
 * visitors reach each comparison page from the directory as well as through the compare tray. The page
 * hands over its own list, so the section needs no data the page did not load.
 */
export function PopularComparisons({ kind, partners: data }: { kind: CompareKind; partners: readonly ComparablePartner[] | undefined }) {
  const { t } = useTranslation('common');
  if (!data) return null;
  const names = new Map(data.map((p) => [p.id, p.name]));
  const pairs = popularPairs(data.filter((p) => p.promotable).map((p) => p.id)).flatMap((slug) => {
    const r = resolveCompareSlug(slug, names.keys());
    return r.status === 'canonical' ? [{ slug, ids: r.ids }] : [];
  });
  if (pairs.length === 0) return null;
  return (
    <section aria-labelledby={`popular-comparisons-${kind}`} className="mx-auto max-w-7xl px-4 pb-12" data-testid="popular-comparisons">
      <h2 id={`popular-comparisons-${kind}`} className="text-xl font-semibold">
        {t('popularComparisons')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {pairs.map(({ slug, ids }) => (
          <li key={slug}>
            <Link
              to={comparePath(kind, ids)}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 px-4 py-3 text-sm font-medium text-slate-800 hover:border-blue-600 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:text-slate-100 dark:hover:border-blue-400 dark:hover:text-blue-200"
            >
              {t('compareVs', { a: names.get(ids[0]!), b: names.get(ids[1]!) })}
              <ArrowRight className="h-4 w-4 shrink-0" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
