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

/**
 * A word as spelling compares it: lower-case, without diacritics ("España", "espana" and "ESPAÑA" are one
 * word; "Börse" is "borse"). Visitors often type without accents; the index keeps the words as written.
 */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * A query word and what the index of the visitor's language offers for it: `spellings`, its words that
 * differ from it only by diacritics ("españa" for "espana", or that begin so); `corrections`, the word it
 * was most likely meant as when the index does not know it ("bitcoin" for "bitcon").
 */
export type QueryTerm = Readonly<{ word: string; spellings?: readonly string[]; corrections?: readonly string[] }>;

const formsOf = (t: QueryTerm): string[] => [...new Set([t.word, ...(t.spellings ?? []), ...(t.corrections ?? [])])];

const term = (t: QueryTerm, weight = '') => {
  const all = formsOf(t);
  return all.length === 1 ? `${all[0]}:*${weight}` : `(${all.map((w) => `${w}:*${weight}`).join(' | ')})`;
};

/**
 * The word as a whole word, not as the start of a longer one: the word, a spelling of it that differs only by
 * diacritics, or its correction ("sepa" finds SEPA here, while "separaten" only matches `sepa:*`).
 */
const wholeTerm = (t: QueryTerm) => {
  const folded = fold(t.word);
  const all = [...new Set([t.word, ...(t.spellings ?? []).filter((s) => fold(s) === folded), ...(t.corrections ?? [])])];
  return all.length === 1 ? all[0]! : `(${all.join(' | ')})`;
};

/**
 * The to_tsquery texts of a query: `all` matches documents that have every word (each as a prefix, or
 * a spelling or correction of it); `match` also lets in documents whose title (weight A) has any one of the
 * words, so "kraken fees" finds Kraken itself even where its record says nothing of fees; `whole` has one
 * query per word that matches it only as a whole word (ranking counts them: a whole-word match outranks the
 * word inside a longer one). Words are only letters and digits (see queryWords), so the texts need no escaping.
 */
export function tsQueries(terms: readonly QueryTerm[]): { all: string; match: string; phrase: string; strong: string; whole: string[] } {
  const all = terms.map((t) => term(t)).join(' & ');
  const titles = terms.map((t) => term(t, 'A'));
  return {
    all,
    match: terms.length > 1 ? [`(${all})`, ...titles].join(' | ') : all,
    // the words next to each other, in order ("hardware wallet" as a phrase ranks above the two words apart)
    phrase: terms.map((t) => term(t)).join(' <-> '),
    // every word in the title or the keywords (weights A and B): what the record is, not what it mentions
    strong: terms.map((t) => term(t, 'AB')).join(' & '),
    whole: terms.map(wholeTerm),
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
