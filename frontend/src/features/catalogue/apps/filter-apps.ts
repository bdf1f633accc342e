import type { App, AppCategory } from './app-types';

export type AppFilter = { query: string; category: AppCategory | 'all' };

/**
 * What the filter reads of an app: its category, name, and description and features in the reader's language
 * (absent while only the directory's index is at hand: the name alone is searched then).
 */
type Filterable = Pick<App, 'category' | 'name'> & { text?: { description: string; features: readonly string[] } | undefined };

/**
 * Search is a case-insensitive substring match on the name, the description or any feature, and
 * the category must also match; both filters combine.
 */
export function filterApps<A extends Filterable>(apps: readonly A[], filter: AppFilter): A[] {
  const q = filter.query.trim().toLowerCase();
  return apps.filter((app) => {
    if (filter.category !== 'all' && app.category !== filter.category) return false;
    if (!q) return true;
    const { description = '', features = [] } = app.text ?? {};
    return [app.name, description, ...features].some((s) => s.toLowerCase().includes(q));
  });
}

/** Tailwind classes for the price badge: Free green, Freemium blue, anything else orange. */
export function priceBadgeClass(pricing: App['facts']['pricing']['value']): string {
  if (pricing === 'free') return 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200';
  if (pricing === 'freemium') return 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200';
  return 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200';
}
