import { describe, expect, it } from 'vitest';
import { answerSchemas } from './schema.js';
import { validateContent } from './validate.js';
import { Value } from 'typebox/value';
import { localize } from './localize.js';

/** The new facts of issue 35 as the validator reads them: availability with `except`, licences, payment methods, picks. */

const source = { kind: 'catalogue', source: 'https://www.example-exchange.com/legal' };
const exchange = (over: Record<string, unknown> = {}) => ({
  path: 'partners/exchanges/example.json',
  data: {
    type: 'exchange',
    id: 'example',
    name: 'Example',
    officialUrl: 'https://www.example-exchange.com',
    order: 1,
    updated: '2026-01-15',
    category: 'centralized',
    facts: {
      kyc: { value: 'required', provenance: source },
      features: { value: [], provenance: source },
      fiat: { value: ['EUR'], provenance: source },
    },
    ...over,
  },
});
const GOOD = {
  availability: [
    { country: 'US', status: 'available', except: ['US-NY', 'US-HI'], provenance: source },
    { country: 'GB', status: 'not-available', reason: 'excluded-by-terms', provenance: source },
  ],
  licences: [
    {
      regulator: 'BaFin',
      regulatorCountry: 'DE',
      type: 'crypto-custody',
      holder: 'Example Germany GmbH',
      entryId: '123456',
      registerUrl: 'https://register.example.org/entry/123456',
      status: 'authorised',
      covers: ['DE'],
      provenance: source,
    },
    { regulator: 'ESMA', regulatorCountry: 'EU', type: 'mica-casp', status: 'authorised', covers: ['EEA'], provenance: source },
  ],
  paymentMethods: [
    { method: 'sepa', fiat: 'EUR', deposit: { feePercent: 0, time: '1-3-days' }, withdrawal: { feeFixed: 1 }, provenance: source },
    { method: 'card', fiat: 'EUR', deposit: {}, provenance: source },
  ],
  editorsPick: {
    by: 'ana-garcia',
    since: '2026-01-10',
    reason: { en: 'Low fees.', es: 'Comisiones bajas.', de: 'Niedrige Gebühren.', pt: 'Taxas baixas.' },
  },
};

describe('the new facts in the validator', () => {
  it('takes availability with except, licences, payment methods and an editor’s pick, and the answer carries them in one language', () => {
    const { problems, content } = validateContent([exchange(GOOD)]);
    expect(problems).toEqual([]);
    const answer = localize(content.partners[0], 'de') as Record<string, unknown>;
    expect(answer.editorsPick).toEqual({ by: 'ana-garcia', since: '2026-01-10', reason: 'Niedrige Gebühren.' });
    expect(answer.licences).toEqual(GOOD.licences);
    expect(Value.Check(answerSchemas.partners.exchange, answer)).toBe(true);
  });

  it('refuses shapes the contract rules out: a null withdrawal, an unknown method or licence type, a pick without a reason', () => {
    const bad = exchange({
      ...GOOD,
      paymentMethods: [{ method: 'paypal', fiat: 'EUR', withdrawal: null, provenance: source }],
      licences: [{ ...GOOD.licences[0], type: 'crypto-licence', covers: [] }],
      editorsPick: { by: 'Ana García', since: '2026-01-10' },
    });
    const problems = validateContent([bad]).problems.join('\n');
    for (const field of [
      '/paymentMethods/0/method',
      '/paymentMethods/0/withdrawal',
      '/licences/0/type',
      '/licences/0/covers',
      '/editorsPick/by',
      '/editorsPick is missing reason',
    ])
      expect(problems).toContain(field);
  });

  it('checks what the schema cannot: subdivisions of the entry’s country, ISO codes, no method or licence twice', () => {
    const bad = exchange({
      availability: [{ country: 'US', status: 'available', except: ['US-NY', 'CA-QC'], provenance: source }],
      licences: [
        { ...GOOD.licences[1], regulatorCountry: 'XQ', covers: ['FR', 'QQ'] },
        { ...GOOD.licences[1], regulatorCountry: 'XQ', covers: ['FR', 'QQ'] },
      ],
      paymentMethods: [GOOD.paymentMethods[0], { ...GOOD.paymentMethods[1], method: 'sepa' }],
    });
    expect(validateContent([bad]).problems).toEqual([
      "partners/exchanges/example.json: /availability/0/except/1 'CA-QC' is not a subdivision of US (US-…)",
      "partners/exchanges/example.json: /licences/0/regulatorCountry 'XQ' is not an ISO 3166-1 country code (or EU)",
      "partners/exchanges/example.json: /licences/0/covers/1 'QQ' is not an ISO 3166-1 country code (or EEA)",
      "partners/exchanges/example.json: /licences/1/regulatorCountry 'XQ' is not an ISO 3166-1 country code (or EU)",
      "partners/exchanges/example.json: /licences/1/covers/1 'QQ' is not an ISO 3166-1 country code (or EEA)",
      'partners/exchanges/example.json: /licences/1 repeats an entry above (same regulator, type, holder and entry id)',
      'partners/exchanges/example.json: /paymentMethods/1 lists sepa for EUR a second time',
    ]);
  });
});
