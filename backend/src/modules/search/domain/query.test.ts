import { describe, expect, it } from 'vitest';
import { queryWords, snippetParts, START_SEL, STOP_SEL, tsQueries } from './query.js';

describe('site search queries', () => {
  it('keeps only words of letters and digits, lower-case, without repeats', () => {
    expect(queryWords("  Kraken's FEES & fees | !:* ")).toEqual(['kraken', 'fees']);
    expect(queryWords('a')).toEqual(['a']);
    expect(queryWords('Börse')).toEqual(['börse']);
    expect(queryWords(' & | ! ')).toEqual([]);
  });

  it('builds an all-words query and one that also lets in a title with any word', () => {
    expect(tsQueries([{ word: 'tax', alternatives: [] }])).toEqual({ all: 'tax:*', match: 'tax:*', phrase: 'tax:*', strong: 'tax:*AB' });
    expect(
      tsQueries([
        { word: 'kraken', alternatives: [] },
        { word: 'bitcon', alternatives: ['bitcoin'] },
      ]),
    ).toEqual({
      all: 'kraken:* & (bitcon:* | bitcoin:*)',
      match: '(kraken:* & (bitcon:* | bitcoin:*)) | kraken:*A | (bitcon:*A | bitcoin:*A)',
      phrase: 'kraken:* <-> (bitcon:* | bitcoin:*)',
      strong: 'kraken:*AB & (bitcon:*AB | bitcoin:*AB)',
    });
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
