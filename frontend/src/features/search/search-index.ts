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

/** A text as the client's search compares it: lower-case and without diacritics ("España" reads "espana"). */
export const foldText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** How a word occurs in a text. */
export const MATCH = { none: 0, inside: 1, prefix: 2, whole: 3 } as const;
export type WordMatch = (typeof MATCH)[keyof typeof MATCH];

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * How a (folded) word occurs in a (folded) text, at its best: as a whole word ("pix" in "Pix or TED"), at the
 * start of a longer word ("pix" in "pixel"), inside one ("pix" in "sixpix"), or not at all.
 */
export function wordMatch(text: string, word: string): WordMatch {
  let best: WordMatch = MATCH.none;
  for (let at = text.indexOf(word); at !== -1 && best !== MATCH.whole; at = text.indexOf(word, at + 1)) {
    const starts = !isWordChar(text[at - 1]);
    const ends = !isWordChar(text[at + word.length]);
    const found: WordMatch = starts ? (ends ? MATCH.whole : MATCH.prefix) : MATCH.inside;
    if (found > best) best = found;
  }
  return best;
}

/**
 * The items that have every word of the query (case and diacritics aside) in their title, description or
 * category, in the visitor's language or English (so the English trending terms work in every language).
 * Best first: a word found whole outranks it at the start of a longer word, which outranks it inside one
 * ("sepa" ranks "SEPA transfers" above "separate"); then matches in the title; otherwise the order stays.
 */
export function searchItems(items: ResolvedItem[], query: string, limit = Number.POSITIVE_INFINITY): ResolvedItem[] {
  const words = [...new Set(foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [])];
  if (!words.length) return [];
  const ranked = items.flatMap((item, index) => {
    const haystack = foldText(item.haystack);
    const title = foldText(item.title);
    const found = words.map((w) => wordMatch(haystack, w));
    if (found.some((m) => m === MATCH.none)) return [];
    const rank = found.reduce<number>((sum, m) => sum + m, 0);
    const titleRank = words.reduce<number>((sum, w) => sum + wordMatch(title, w), 0);
    return [{ item, index, rank, titleRank }];
  });
  ranked.sort((a, b) => b.rank - a.rank || b.titleRank - a.titleRank || a.index - b.index);
  // de-duplicate by url (a partner listed as both tool and bot points to two pages; same url once)
  const seen = new Set<string>();
  return ranked
    .map((r) => r.item)
    .filter((i) => (seen.has(i.url) ? false : (seen.add(i.url), true)))
    .slice(0, limit);
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
