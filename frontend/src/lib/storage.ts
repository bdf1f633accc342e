/** Local/session storage keys of the product, in one place (the privacy page lists them). */
export const STORAGE_KEYS = {
  theme: 'coinatlas.theme',
  language: 'coinatlas.lang',
  languageSuggestionDismissed: 'coinatlas.lang-suggestion-dismissed',
  journey: 'coinatlas.journey',
  region: 'coinatlas.region',
  bannerDismissed: 'coinatlas.banner-dismissed',
  visitedPages: 'coinatlas.visitedPages',
  clickCount: 'coinatlas.clickCount',
  sessionStart: 'coinatlas.sessionStart',
  compare: 'coinatlas.compare',
  watchlist: 'coinatlas.watchlist',
} as const;

type Area = 'local' | 'session';
const area = (a: Area): Storage | undefined => {
  try {
    return a === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined; // storage disabled (private mode, blocked cookies)
  }
};

export function readStorage(key: string, a: Area = 'local'): string | null {
  try {
    return area(a)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null, a: Area = 'local'): void {
  try {
    if (value === null) area(a)?.removeItem(key);
    else area(a)?.setItem(key, value);
  } catch {
    // quota or disabled storage: the preference simply is not remembered
  }
}
