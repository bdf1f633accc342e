import { describe, expect, it } from 'vitest';
import { createTranslator, type Messages } from '@/i18n/translator';
import { feeFacts } from './fee-facts';
import { coversText, regulatorText } from './licences';
import { byFiat, termsText } from './payment-methods';
import { subdivisionName } from './subdivisions';

const LOCALES = import.meta.glob<Messages>('../../i18n/locales/*/*.json', { eager: true, import: 'default' });

function translatorFor(lang: string) {
  const resources: Record<string, Record<string, Messages>> = { [lang]: {} };
  for (const [path, messages] of Object.entries(LOCALES)) {
    const [, language, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    if (language === lang) resources[lang]![ns!] = messages;
  }
  return createTranslator({ language: lang, resources, load: () => undefined }).getFixedT(lang, 'exchanges');
}

const catalogue = { kind: 'catalogue', source: 'https://example.com/fees' } as const;

describe('fee facts (the directory card and the exchange page say these alike)', () => {
  it('puts the headline spot fee, spread and deposit fees in words, each with its provenance', () => {
    const t = translatorFor('en');
    expect(feeFacts(t, 'en', { spotFee: { kind: 'poolTiers', min: 0.01, max: 1, provenance: catalogue } })).toEqual([
      { key: 'spot', label: 'Spot fees', value: '0.01% – 1%, set per pool, plus network fees', provenance: catalogue },
    ]);
    const rows = feeFacts(t, 'en', {
      spotFee: { kind: 'makerTaker', maker: 0.1, taker: 0.1, provenance: catalogue },
      fees: {
        spread: { value: { percent: 0.5 }, provenance: catalogue },
        deposit: {
          crypto: { value: { percent: 0 }, provenance: catalogue },
          card: { value: { percent: 1.8, fixedUsd: 0.5 }, provenance: catalogue },
        },
      },
    });
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Spot fees', 'Maker 0.1% · Taker 0.1% (standard tier)'],
      ['Spread', '0.5% added to the price of a trade'],
      ['Deposit by card', '1.8% + $0.50'],
      ['Crypto deposit', '0%'],
    ]);
    expect(feeFacts(t, 'en', {})).toEqual([]);
    const de = translatorFor('de');
    expect(feeFacts(de, 'de', { spotFee: { kind: 'makerTaker', maker: 0.25, taker: 0.4, provenance: catalogue } })[0]!.value).toBe(
      de('facts.feeMakerTaker', { maker: '0,25\u00a0%', taker: '0,4\u00a0%' }),
    );
  });
});

describe('payment methods', () => {
  it('says each part of a method’s terms, and each part the record leaves out as unknown', () => {
    const t = translatorFor('en');
    expect(termsText(t, 'en', 'EUR', undefined)).toBe('Not recorded');
    expect(termsText(t, 'en', 'EUR', {})).toBe('Fee: unknown · Minimum: unknown · Time: unknown');
    expect(termsText(t, 'en', 'EUR', { feePercent: 0 })).toBe('Fee: free · Minimum: unknown · Time: unknown');
    expect(termsText(t, 'en', 'EUR', { feePercent: 1.5, minimum: 10, time: '1-3-days' })).toBe(
      'Fee: 1.5% (fixed part unknown) · Minimum: €10 · Time: 1 to 3 days',
    );
    expect(termsText(t, 'en', 'USD', { feeFixed: 10, time: 'same-day' })).toBe(
      'Fee: $10 (percentage unknown) · Minimum: unknown · Time: same day',
    );
    expect(termsText(t, 'en', 'BRL', { feePercent: 0.5, feeFixed: 2, minimum: 1, time: 'instant' })).toBe(
      'Fee: 0.5% + R$2 · Minimum: R$1 · Time: instant',
    );
    const pt = translatorFor('pt');
    expect(termsText(pt, 'pt', 'BRL', { minimum: 1, time: 'instant' })).toBe('Taxa: desconhecida · Mínimo: R$\u00a01 · Prazo: na hora');
  });

  it('lists the visitor’s currency first, each currency’s methods in the vocabulary’s order', () => {
    const p = { kind: 'catalogue' } as const;
    const entries = [
      { method: 'card', fiat: 'EUR', provenance: p },
      { method: 'pix', fiat: 'BRL', provenance: p },
      { method: 'sepa', fiat: 'EUR', provenance: p },
    ] as const;
    expect(byFiat(entries, 'BRL').map(([fiat, list]) => [fiat, list.map((e) => e.method)])).toEqual([
      ['BRL', ['pix']],
      ['EUR', ['sepa', 'card']],
    ]);
    expect(byFiat(entries, null).map(([fiat]) => fiat)).toEqual(['EUR', 'BRL']);
  });
});

describe('licences', () => {
  it('names the regulator with its country and the countries covered, "EEA" as every EEA country', () => {
    const t = translatorFor('en');
    expect(regulatorText(t, 'en', { regulator: 'BaFin', regulatorCountry: 'DE' })).toBe('BaFin (Germany)');
    expect(regulatorText(t, 'en', { regulator: 'ESMA', regulatorCountry: 'EU' })).toBe('ESMA (EU)');
    expect(coversText(t, 'en', ['EEA'])).toBe('every EEA country');
    expect(coversText(t, 'en', ['DE', 'AT'])).toBe('Germany and Austria');
    expect(translatorFor('de')('licences.covers', { countries: coversText(translatorFor('de'), 'de', ['EEA']) })).toBe(
      'Gilt für: alle EWR-Staaten',
    );
  });
});

describe('subdivision names', () => {
  it('names the states an exception lists in the reader’s language, and keeps a code it has no name for', () => {
    expect(subdivisionName('US-NY', 'en')).toBe('New York');
    expect(subdivisionName('US-NY', 'es')).toBe('Nueva York');
    expect(subdivisionName('US-NY', 'pt')).toBe('Nova York');
    expect(subdivisionName('US-CA', 'de')).toBe('Kalifornien');
    expect(subdivisionName('us-hi', 'es')).toBe('Hawái');
    expect(subdivisionName('FR-75', 'en')).toBe('FR-75');
  });
});
