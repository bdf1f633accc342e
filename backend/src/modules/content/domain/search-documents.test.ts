import { describe, expect, it } from 'vitest';
import { paymentAndLicenceWords } from './search-documents.js';

const provenance = { kind: 'catalogue', source: 'https://example.com/terms' };
const exchange = {
  paymentMethods: [
    { method: 'sepa', fiat: 'EUR', deposit: {}, provenance },
    { method: 'pix', fiat: 'BRL', deposit: {}, provenance },
    { method: 'card', fiat: 'EUR', deposit: {}, provenance },
  ],
  licences: [
    {
      regulator: 'BaFin',
      regulatorCountry: 'DE',
      type: 'mica-casp',
      holder: 'Example GmbH',
      status: 'authorised',
      covers: ['EEA'],
      provenance,
    },
    { regulator: 'CNMV', regulatorCountry: 'ES', type: 'investment-firm', status: 'withdrawn', covers: ['ES'], provenance },
  ],
};

describe("a partner's payment methods and licences as search words", () => {
  it('put the rails and the regulators that license it now in the keywords, in the visitor language', () => {
    expect(paymentAndLicenceWords(exchange, 'de')).toEqual({
      keywords: 'SEPA SEPA-Überweisung Pix BaFin MiCA CASP Lizenz',
      data: 'EUR BRL Karte Debitkarte Kreditkarte Example GmbH CNMV Wertpapierinstitut',
    });
    expect(paymentAndLicenceWords(exchange, 'es').keywords).toBe('SEPA transferencia SEPA Pix BaFin MiCA CASP licencia');
  });

  it('answer nothing for a record without them', () => {
    expect(paymentAndLicenceWords({}, 'en')).toEqual({ keywords: '', data: '' });
  });
});
