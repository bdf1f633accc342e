import { useMemo } from 'react';
import { useTranslation } from '@/i18n/react';
import { foldText, PAGE_SEARCH_ITEMS, type ResolvedItem, type SearchItem } from './search-index';

/** The client's own search items with their texts in the visitor's language, searchable in that language and English
 * (the haystack is folded: lower-case, without diacritics). */
export function useSearchItems(extra: SearchItem[] = []): ResolvedItem[] {
  const { t, i18n } = useTranslation('search');
  return useMemo(() => {
    const en = i18n.getFixedT('en', 'search');
    const describe = (item: SearchItem, tr: typeof t) =>
      'text' in item.description ? item.description.text : tr(item.description.key, item.description.values ?? {});
    return [...PAGE_SEARCH_ITEMS, ...extra].map((item) => {
      const descriptionText = describe(item, t);
      const categoryText = t(`categories.${item.category}`);
      const haystack = foldText(
        [item.title, descriptionText, categoryText, describe(item, en as typeof t), en(`categories.${item.category}`)].join('\n'),
      );
      return { ...item, descriptionText, categoryText, haystack };
    });
  }, [t, i18n, extra]);
}
