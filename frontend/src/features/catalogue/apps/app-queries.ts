import type { LanguageCode } from '@/i18n/languages';
import { partnerProjection } from '@/lib/api/content-queries';
import { shownRating } from '@/lib/content/rating';
import { listedInStructuredData } from '@/lib/seo/item-list';
import type { App } from './app-types';

/**
 * What the apps directory computes with for every app (category counts, filters, the count line, the
 * structured data, the page's date): the page embeds this. The cards' records (descriptions, features,
 * facts, ratings) come with appCardsQuery.
 */
export type AppIndexEntry = Pick<App, 'id' | 'name' | 'category' | 'updated'> & {
  /** Whether its rating may be shown (only with its published breakdown: see shownRating). */
  rated: boolean;
  /** Whether its page may stand in the directory's structured data (see listedInStructuredData). */
  listed: boolean;
};

export const appIndexQuery = (lang: LanguageCode) =>
  partnerProjection('app', lang, 'index', (a): AppIndexEntry => ({
    id: a.id,
    name: a.name,
    category: a.category,
    updated: a.updated,
    rated: shownRating(a.rating) !== undefined,
    listed: listedInStructuredData(a),
  }));

/**
 * Every app's record as its card shows it. Not embedded in the page: the server renders the cards with it,
 * and the browser fetches it when the first card comes near the screen or the visitor first searches (the
 * search reads descriptions and features).
 */
export const appCardsQuery = (lang: LanguageCode) => partnerProjection('app', lang, 'cards', (a): App => a, { embed: false });
