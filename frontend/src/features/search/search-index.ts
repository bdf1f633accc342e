import type { SearchCategory } from '@coinatlas/domain/routes/manifest';
import { PAGE_SEARCH_RESULTS } from './page-search';

export type { SearchCategory };

/**
 * A result the client knows without asking the server (site sections from the route manifest, exchange
 * referral records): id, title, description, category and url. Texts are i18n keys of `search`.
 */
export type SearchItem = {
  id: string;
  title: string;
  /** i18n key (namespace `search`) and its values, or a literal remote text */
  description: { key: string; values?: Record<string, string> } | { text: string };
  category: SearchCategory;
  url: string;
};

/** The site sections and guides: known without asking the server. */
export const PAGE_SEARCH_ITEMS: readonly SearchItem[] = PAGE_SEARCH_RESULTS.map((p) => ({
  ...p,
  description: { key: p.description },
}));

export type ResolvedItem = SearchItem & { descriptionText: string; categoryText: string; haystack: string };

/**
 * Case-insensitive substring match on title, description or category. We match the visitor's
 * language and English, so the English trending terms work in every language. Items whose title
 * matches come first; order is otherwise stable.
 */
export function searchItems(items: ResolvedItem[], query: string, limit = Number.POSITIVE_INFINITY): ResolvedItem[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const hits = items.filter((i) => i.haystack.includes(q));
  const titleFirst = [...hits.filter((i) => i.title.toLowerCase().includes(q)), ...hits.filter((i) => !i.title.toLowerCase().includes(q))];
  // de-duplicate by url (a partner listed as both tool and bot points to two pages; same url once)
  const seen = new Set<string>();
  return titleFirst.filter((i) => (seen.has(i.url) ? false : (seen.add(i.url), true))).slice(0, limit);
}

export const TRENDING_SEARCHES = ['bitcoin', 'defi', 'no kyc', 'trading bot', 'visa card'] as const;
export const BROWSE_CATEGORIES = [
  { key: 'exchangeDirectory', url: '/exchanges' },
  { key: 'tradingBots', url: '/trading-bots' },
  { key: 'paymentCards', url: '/payment-cards' },
  { key: 'tools', url: '/tools' },
  { key: 'apps', url: '/apps' },
  { key: 'wallets', url: '/wallets' },
] as const;
export const MAX_DIALOG_RESULTS = 12;
export const FOCUS_DELAY_MS = 100;

/** One line of the results, from the server's index or from the client's own items. */
export type DisplayResult = {
  key: string;
  title: string;
  description: string;
  /** where the query matched, from the server (plain text parts; `highlight` parts render in <mark>) */
  snippet?: readonly { text: string; highlight: boolean }[];
  category: SearchCategory;
  url: string;
};

type ServerResult = {
  kind: string;
  id: string;
  title: string;
  description: string;
  snippet: readonly { text: string; highlight: boolean }[];
  category: SearchCategory;
  url: string;
};

/**
 * The server's ranked results first, then the client's own matches (site sections, referral pages) whose
 * address the server did not already give. `total` counts both.
 */
export function mergeResults(
  server: { total: number; results: readonly ServerResult[] } | undefined,
  local: readonly ResolvedItem[],
): { results: DisplayResult[]; total: number } {
  const fromServer = (server?.results ?? []).map<DisplayResult>((r) => ({
    key: `${r.kind}:${r.id}`,
    title: r.title,
    description: r.description,
    snippet: r.snippet,
    category: r.category,
    url: r.url,
  }));
  const urls = new Set(fromServer.map((r) => r.url));
  const fromClient = local
    .filter((i) => !urls.has(i.url))
    .map<DisplayResult>((i) => ({ key: i.id, title: i.title, description: i.descriptionText, category: i.category, url: i.url }));
  return { results: [...fromServer, ...fromClient], total: (server?.total ?? 0) + fromClient.length };
}
