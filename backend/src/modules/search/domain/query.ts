import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
/**
 * Pure query handling for site search: which words a query has, the text-search queries built from them,
 * and the highlighted snippet split into plain parts (the client renders those as text and <mark>).
 */

export const SEARCH_LANGUAGES = SITE_LANGUAGES;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/** The Postgres text-search configuration of each visitor language. */
export const REGCONFIG: Record<SearchLanguage, string> = { en: 'english', es: 'spanish', de: 'german', pt: 'portuguese' };

export const MAX_QUERY_LENGTH = 100;
/** Words beyond this many are ignored: they only make a query slower, never better. */
export const MAX_WORDS = 8;

/**
 * Marks ts_headline puts around a hit. Private-use characters, removed from every indexed text, so a mark
 * can only come from ts_headline and never from a record's text.
 */
export const START_SEL = '\uE000';
export const STOP_SEL = '\uE001';
const SENTINELS = /[\uE000\uE001]/g;

/** A text with the sentinel characters taken out (done to every text before it is indexed). */
export const withoutSentinels = (s: string): string => s.replace(SENTINELS, '');

/**
 * The words of a query, lower-case, in order, without repeats: runs of letters and digits (so no query
 * syntax of any kind gets through to the text-search parser), single letters dropped, at most MAX_WORDS.
 */
export function queryWords(q: string): string[] {
  const words = [
    ...new Set(
      q
        .normalize('NFC')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? [],
    ),
  ];
  // a lone letter ("kraken's" -> s) would match every word as a prefix: dropped unless it is all there is
  const longer = words.filter((w) => w.length > 1);
  return (longer.length ? longer : words).slice(0, MAX_WORDS);
}

/** A word and what typo correction offers for it (the words of the index it most likely meant). */
export type QueryTerm = Readonly<{ word: string; alternatives: readonly string[] }>;

const term = (t: QueryTerm, weight = '') => {
  const all = [t.word, ...t.alternatives.filter((a) => a !== t.word)];
  return all.length === 1 ? `${all[0]}:*${weight}` : `(${all.map((w) => `${w}:*${weight}`).join(' | ')})`;
};

/**
 * The to_tsquery texts of a query: `all` matches documents that have every word (each as a prefix, or
 * a correction of it); `match` also lets in documents whose title (weight A) has any one of the words, so
 * "kraken fees" finds Kraken itself even where its record says nothing of fees. Words are only letters
 * and digits (see queryWords), so the texts need no escaping.
 */
export function tsQueries(terms: readonly QueryTerm[]): { all: string; match: string; phrase: string; strong: string } {
  const all = terms.map((t) => term(t)).join(' & ');
  const titles = terms.map((t) => term(t, 'A'));
  return {
    all,
    match: terms.length > 1 ? [`(${all})`, ...titles].join(' | ') : all,
    // the words next to each other, in order ("hardware wallet" as a phrase ranks above the two words apart)
    phrase: terms.map((t) => term(t)).join(' <-> '),
    // every word in the title or the keywords (weights A and B): what the record is, not what it mentions
    strong: terms.map((t) => term(t, 'AB')).join(' & '),
  };
}

export type SnippetPart = Readonly<{ text: string; highlight: boolean }>;

/** ts_headline's answer as parts: the text between START_SEL and STOP_SEL is a hit. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = headline;
  while (rest.length) {
    const start = rest.indexOf(START_SEL);
    if (start === -1) {
      parts.push({ text: rest, highlight: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), highlight: false });
    const stop = rest.indexOf(STOP_SEL, start + 1);
    const end = stop === -1 ? rest.length : stop;
    const hit = rest.slice(start + 1, end);
    if (hit) parts.push({ text: hit, highlight: true });
    rest = stop === -1 ? '' : rest.slice(stop + 1);
  }
  // neighbours of the same kind merge, so the client renders few elements
  return parts.reduce<SnippetPart[]>((out, p) => {
    const last = out[out.length - 1];
    if (last && last.highlight === p.highlight) out[out.length - 1] = { text: last.text + p.text, highlight: p.highlight };
    else out.push(p);
    return out;
  }, []);
}
