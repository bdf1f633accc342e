import { fold, type SearchLanguage } from './query.js';

/**
 * The vocabulary of the index, per visitor language: which words it has (so a query word it knows is never
 * "corrected"), and which of them typo correction may offer. Pure: the adapter stores what `lexiconOf`
 * answers and asks the database for the nearest words; `correctionFor` decides.
 */

/** The texts of a document the vocabulary is read from (the shape of the platform's SearchDocument). */
export type VocabularyDocument = Readonly<{
  lang: SearchLanguage;
  title: string;
  keywords: string;
  description: string;
  body: string;
  data?: string | undefined;
}>;

/** One word of one language's index. */
export type LexiconEntry = Readonly<{
  lang: SearchLanguage;
  /** as written, lower-case */
  word: string;
  /** without diacritics (see fold): what spelling is compared on */
  folded: string;
  /** how many documents of the language have it */
  docs: number;
  /** a word of a title or of the keywords: what records are named and tagged by (the only words a correction offers) */
  term: boolean;
}>;

const MIN_WORD = 2;
const MAX_WORD = 40;

/** The words of a text as the vocabulary keeps them: runs of letters and digits with a letter, lower-case. */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => w.length >= MIN_WORD && w.length <= MAX_WORD && /\p{L}/u.test(w));
}

/** Every word of the documents, per language, with how many documents have it and whether it names or tags one. */
export function lexiconOf(docs: readonly VocabularyDocument[]): LexiconEntry[] {
  const byKey = new Map<string, { lang: SearchLanguage; word: string; docs: number; term: boolean }>();
  for (const d of docs) {
    const terms = new Set(wordsOf(`${d.title} ${d.keywords}`));
    const all = new Set([...terms, ...wordsOf(`${d.description} ${d.body} ${d.data ?? ''}`)]);
    for (const word of all) {
      const key = `${d.lang}\u0000${word}`;
      const entry = byKey.get(key) ?? { lang: d.lang, word, docs: 0, term: false };
      entry.docs += 1;
      entry.term ||= terms.has(word);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()].map((e) => ({ ...e, folded: fold(e.word) }));
}

/** A word of the index near a query word, as the database found it (pg_trgm similarity of the folded forms). */
export type Candidate = Readonly<{ word: string; folded: string; docs: number; similarity: number }>;

/** What the index of one language says of a query word. */
export type WordLookup = Readonly<{
  /** the language's index has the word, or a word that begins with it (diacritics aside) */
  known: boolean;
  /** the index's words that differ from it only by diacritics, or that begin so ("españa" for "espana") */
  spellings: readonly string[];
  /** the nearest words of the language's titles and keywords, nearest first */
  candidates: readonly Candidate[];
}>;

/**
 * How close (pg_trgm similarity, 0..1) a word of the index must be to a query word to be offered for it. Low:
 * the typo count decides, and two swapped letters ("coinbsae") share few trigrams with the word (0.38).
 */
export const CORRECTION_SIMILARITY = 0.3;
/** Shorter words are never corrected: two or three letters are a different word as often as a typo. */
const MIN_CORRECTED = 4;

/**
 * Typos a word may hold and still be read as another word: one, two from ten letters. (Two in nine letters
 * would read the German "Finanzamt" on the Spanish site as "finanzas".)
 */
export const maxEdits = (length: number): number => (length >= 10 ? 2 : 1);

/**
 * The edit distance between two words: letters inserted, deleted, replaced, or two neighbours swapped
 * ("coinbsae" is one from "coinbase"). Stops counting past `limit` (answers limit + 1).
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The word a query word is read as, or null. A correction is offered only when the query word finds nothing
 * in the page language's index (it is not a word there, nor the start of one: "Hacienda" is never read as
 * "haciendo" where the Spanish index has "Hacienda"), only for a word of letters of at least MIN_CORRECTED,
 * and only as a word of that language's titles or keywords (a word met only in prose, such as the verb
 * "haciendo", is never offered) within maxEdits typos and CORRECTION_SIMILARITY. Among those: the fewest
 * typos, then the closest spelling, then the word more documents have.
 */
export function correctionFor(word: string, lookup: WordLookup): string | null {
  const folded = fold(word);
  if (lookup.known || folded.length < MIN_CORRECTED || !/^\p{L}+$/u.test(folded)) return null;
  const limit = maxEdits(folded.length);
  const fitting = lookup.candidates
    .filter((c) => c.similarity >= CORRECTION_SIMILARITY)
    .map((c) => ({ ...c, edits: editDistance(folded, c.folded, limit) }))
    .filter((c) => c.edits <= limit)
    .sort((a, b) => a.edits - b.edits || b.similarity - a.similarity || b.docs - a.docs || a.word.localeCompare(b.word));
  return fitting[0]?.word ?? null;
}
