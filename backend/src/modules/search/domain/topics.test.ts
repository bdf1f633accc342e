import { describe, expect, it } from 'vitest';
import { topicsOf, TOPICS, withTopicWords } from './topics.js';

describe('search topics', () => {
  it('recognise a text about taxes in each language, German compounds too, and nothing else', () => {
    expect(topicsOf('Crypto tax calculator')).toEqual(['taxes']);
    expect(topicsOf('Calculadora de impuestos cripto')).toEqual(['taxes']);
    expect(topicsOf('Krypto-Steuerrechner für Steuerberichte')).toEqual(['taxes']);
    expect(topicsOf('Relatórios fiscais e tributação')).toEqual(['taxes']);
    expect(topicsOf('Ledger Stax')).toEqual([]);
    expect(topicsOf('Steuerung per App')).toEqual([]);
  });

  it("give every language version of a record about a topic that language's words, and leave the others alone", () => {
    const doc = (lang: 'en' | 'es' | 'de' | 'pt', id: string, description: string) => ({
      kind: 'partner',
      id,
      lang,
      title: 'Koinly',
      keywords: 'app',
      description,
    });
    const out = withTopicWords([
      doc('en', 'app/koinly', 'Crypto tax calculator.'),
      doc('de', 'app/koinly', 'Ein Rechner.'),
      doc('es', 'app/other', 'Una billetera.'),
    ]);
    expect(out[0]!.keywords).toBe(`app ${TOPICS.taxes!.words.en}`);
    expect(out[1]!.keywords).toBe(`app ${TOPICS.taxes!.words.de}`);
    expect(out[1]!.keywords).toContain('Finanzamt');
    expect(out[2]!.keywords).toBe('app');
    expect(TOPICS.taxes!.words.es).toContain('Hacienda');
    expect(TOPICS.taxes!.words.pt).toContain('Receita Federal');
  });
});
