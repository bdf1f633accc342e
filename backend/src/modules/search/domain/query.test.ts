import { describe, expect, it } from 'vitest';
import { fold, queryWords, snippetParts, START_SEL, STOP_SEL, tsQueries } from './query.js';

describe('site search queries', () => {
  it('keeps only words of letters and digits, lower-case, without repeats', () => {
    expect(queryWords("  Kraken's FEES & fees | !:* ")).toEqual(['kraken', 'fees']);
    expect(queryWords('a')).toEqual(['a']);
    expect(queryWords('Börse')).toEqual(['börse']);
    expect(queryWords(' & | ! ')).toEqual([]);
  });

  it('builds an all-words query and one that also lets in a title with any word', () => {
    expect(tsQueries([{ word: 'tax' }])).toEqual({ all: 'tax:*', match: 'tax:*', phrase: 'tax:*', strong: 'tax:*AB', whole: ['tax'] });
    expect(
      tsQueries([
        { word: 'kraken', spellings: [], corrections: [] },
        { word: 'bitcon', corrections: ['bitcoin'] },
      ]),
    ).toEqual({
      all: 'kraken:* & (bitcon:* | bitcoin:*)',
      match: '(kraken:* & (bitcon:* | bitcoin:*)) | kraken:*A | (bitcon:*A | bitcoin:*A)',
      phrase: 'kraken:* <-> (bitcon:* | bitcoin:*)',
      strong: 'kraken:*AB & (bitcon:*AB | bitcoin:*AB)',
      whole: ['kraken', '(bitcon | bitcoin)'],
    });
  });

  it('searches the spellings with other diacritics, and counts as whole only those that are the same word', () => {
    expect(fold('España')).toBe('espana');
    expect(fold('BÖRSE')).toBe('borse');
    expect(fold('tributação')).toBe('tributacao');
    const { all, whole } = tsQueries([{ word: 'espana', spellings: ['españa', 'españoles'] }]);
    expect(all).toBe('(espana:* | españa:* | españoles:*)');
    // "españoles" begins like the word but is a longer one: it matches as a prefix, never as the whole word
    expect(whole).toEqual(['(espana | españa)']);
  });

  it('splits a headline into plain and highlighted parts', () => {
    expect(snippetParts(`Pay ${START_SEL}tax${STOP_SEL} on ${START_SEL}<b>gains</b>${STOP_SEL}.`)).toEqual([
      { text: 'Pay ', highlight: false },
      { text: 'tax', highlight: true },
      { text: ' on ', highlight: false },
      { text: '<b>gains</b>', highlight: true },
      { text: '.', highlight: false },
    ]);
    expect(snippetParts('no hits')).toEqual([{ text: 'no hits', highlight: false }]);
    expect(snippetParts(`${START_SEL}a${STOP_SEL}${START_SEL}b${STOP_SEL}`)).toEqual([{ text: 'ab', highlight: true }]);
  });
});
