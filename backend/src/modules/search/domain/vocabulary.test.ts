import { describe, expect, it } from 'vitest';
import { correctionFor, editDistance, lexiconOf, maxEdits, wordsOf, type Candidate } from './vocabulary.js';

const candidate = (word: string, similarity: number, docs = 1): Candidate => ({
  word,
  folded: word.normalize('NFD').replace(/\p{M}/gu, ''),
  docs,
  similarity,
});

describe('the vocabulary of the search index', () => {
  it('keeps the words of each language apart, with how many documents have them and whether a title or keyword names them', () => {
    const lexicon = lexiconOf([
      { lang: 'es', title: 'Impuestos en España', keywords: 'blog', description: 'Lo básico.', body: 'Haciendo la declaración.' },
      { lang: 'es', title: 'Koinly', keywords: 'impuestos', description: 'Calculadora de impuestos.', body: '' },
      { lang: 'pt', title: 'Impostos', keywords: '', description: 'Espaço de trabalho.', body: '', data: 'open source yes' },
    ]);
    const entry = (lang: string, word: string) => lexicon.find((e) => e.lang === lang && e.word === word);
    expect(entry('es', 'impuestos')).toEqual({ lang: 'es', word: 'impuestos', folded: 'impuestos', docs: 2, term: true });
    expect(entry('es', 'españa')).toEqual({ lang: 'es', word: 'españa', folded: 'espana', docs: 1, term: true });
    expect(entry('es', 'haciendo')).toMatchObject({ docs: 1, term: false });
    expect(entry('pt', 'espaço')).toMatchObject({ folded: 'espaco', term: false });
    expect(entry('pt', 'source')).toMatchObject({ term: false });
    expect(entry('es', 'espaço')).toBeUndefined();
    expect(wordsOf('Trading-Bot, 1inch & 3 x')).toEqual(['trading', 'bot', '1inch']);
  });

  it('counts typos: inserted, deleted, replaced or swapped letters', () => {
    expect(editDistance('bitcon', 'bitcoin')).toBe(1);
    expect(editDistance('coinbsae', 'coinbase')).toBe(1);
    expect(editDistance('hacienda', 'haciendo')).toBe(1);
    expect(editDistance('espana', 'espanol')).toBe(2);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
    expect([maxEdits(4), maxEdits(9), maxEdits(10)]).toEqual([1, 1, 2]);
  });

  it('offers a correction only for a word the index does not know, from its titles and keywords, within a typo or two', () => {
    expect(correctionFor('bitcon', { known: false, spellings: [], candidates: [candidate('bitcoin', 0.5, 12)] })).toBe('bitcoin');
    expect(correctionFor('coinbsae', { known: false, spellings: [], candidates: [candidate('coinbase', 0.38, 3)] })).toBe('coinbase');
    // two typos in nine letters are another word: the German "Finanzamt" is not Spanish "finanzas"
    expect(correctionFor('finanzamt', { known: false, spellings: [], candidates: [candidate('finanzas', 0.58, 3)] })).toBeNull();
    expect(correctionFor('transacciomes', { known: false, spellings: [], candidates: [candidate('transacciones', 0.6, 3)] })).toBe(
      'transacciones',
    );
    // a word of the index (or the start of one) is what the visitor meant
    expect(correctionFor('hacienda', { known: true, spellings: [], candidates: [candidate('haciendo', 0.64)] })).toBeNull();
    // the candidates are words of titles and keywords only (the adapter asks for those); a far one is not offered
    expect(correctionFor('españa', { known: false, spellings: [], candidates: [candidate('español', 0.5, 30)] })).toBeNull();
    expect(correctionFor('hacienda', { known: false, spellings: [], candidates: [] })).toBeNull();
    // short words and words with digits are never read as another word
    expect(correctionFor('pix', { known: false, spellings: [], candidates: [candidate('pin', 0.4)] })).toBeNull();
    expect(correctionFor('1inch', { known: false, spellings: [], candidates: [candidate('inch', 0.5)] })).toBeNull();
    // below the similarity floor nothing is offered, however few the typos
    expect(correctionFor('sepa', { known: false, spellings: [], candidates: [candidate('seda', 0.2)] })).toBeNull();
    expect(correctionFor('hacienda', { known: false, spellings: [], candidates: [candidate('hacienda', 0.2)] })).toBeNull();
    // the fewest typos first, then the closer spelling, then the word more documents have
    expect(
      correctionFor('etherum', {
        known: false,
        spellings: [],
        candidates: [candidate('ethernet', 0.45, 50), candidate('etherium', 0.5, 3), candidate('ethereum', 0.5, 9)],
      }),
    ).toBe('ethereum');
    expect(
      correctionFor('ledgr', { known: false, spellings: [], candidates: [candidate('ledger', 0.5, 1), candidate('ledges', 0.5, 4)] }),
    ).toBe('ledger');
  });
});
