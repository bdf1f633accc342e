import { describe, expect, it } from 'vitest';
import { readContentFiles } from './adapters/fs-content.js';
import { factSourceProblems } from './domain/fact-sources.js';
import { validateContent } from './domain/validate.js';

/**
 * The facts a reader decides on, in the content folder as it is: every availability, licence and
 * payment-method entry of an exchange can be followed to the page that states it. It holds however many
 * entries the folder has (few today, more as research adds them).
 */

const SOURCE = { kind: 'catalogue', source: 'https://www.example-exchange.com/legal' };
const exchange = (over: Record<string, unknown>) => ({
  path: 'partners/exchanges/example.json',
  data: {
    type: 'exchange',
    id: 'example',
    facts: { fiat: { value: ['EUR', 'USD'], provenance: { kind: 'catalogue' } } },
    ...over,
  },
});

describe('the sources of availability, licences and payment methods', () => {
  it('the content folder: every entry has a provenance, a catalogue one an https source; licences cover ISO codes or EEA; methods use listed currencies', () => {
    const { files, problems } = readContentFiles();
    expect(problems).toEqual([]);
    expect(factSourceProblems(files)).toEqual([]);
    // and the folder is valid as a whole, so the rule above read real records
    expect(validateContent(files).problems).toEqual([]);
  });

  it('names each bad entry: no provenance, a catalogue one without a source or with an http one, a made-up country, a currency not listed', () => {
    const bad = exchange({
      availability: [
        { country: 'DE', status: 'available', provenance: SOURCE },
        { country: 'ES', status: 'available', provenance: { kind: 'catalogue' } },
        { country: 'BR', status: 'available' },
      ],
      licences: [
        {
          regulator: 'AMF',
          regulatorCountry: 'FR',
          type: 'mica-casp',
          status: 'authorised',
          covers: ['FR', 'EEA', 'EU', 'XQ'],
          provenance: { kind: 'catalogue', source: 'http://regulator.example.org/' },
        },
      ],
      paymentMethods: [
        { method: 'sepa', fiat: 'EUR', deposit: {}, provenance: SOURCE },
        { method: 'pix', fiat: 'BRL', deposit: { feePercent: 0 }, provenance: SOURCE },
      ],
    });
    expect(factSourceProblems([bad])).toEqual([
      'partners/exchanges/example.json: /availability/1/provenance is from our catalogue without a source (the https page that states it)',
      'partners/exchanges/example.json: /availability/2 has no provenance',
      'partners/exchanges/example.json: /licences/0/provenance/source must be an https address (not http)',
      'partners/exchanges/example.json: /licences/0/covers/2 "EU" is neither an ISO 3166-1 country code nor EEA',
      'partners/exchanges/example.json: /licences/0/covers/3 "XQ" is neither an ISO 3166-1 country code nor EEA',
      'partners/exchanges/example.json: /paymentMethods/1/fiat BRL is not among the currencies /facts/fiat lists (EUR, USD)',
    ]);
  });

  it('takes checked entries as they are, any currency where the exchange lists none, and leaves other kinds of partner alone', () => {
    const checked = { kind: 'checked', source: 'https://www.example-exchange.com/fees', checked: '2026-01-15' };
    expect(
      factSourceProblems([
        exchange({ facts: {}, paymentMethods: [{ method: 'pix', fiat: 'BRL', provenance: checked }] }),
        {
          path: 'partners/payment-cards/x.json',
          data: { availability: [{ country: 'DE', status: 'available', provenance: { kind: 'catalogue' } }] },
        },
      ]),
    ).toEqual([]);
  });
});
