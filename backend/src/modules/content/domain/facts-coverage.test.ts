import { describe, expect, it } from 'vitest';
import { COVERAGE_TARGETS, coverageTable, factsCoverage, shortfalls, type CoverageRow } from './facts-coverage.js';
import type { PartnerFile } from './schema.js';

const source = { kind: 'catalogue', source: 'https://www.example.com/legal' } as const;
const licence = (covers: string[], status = 'authorised') => ({
  regulator: 'A regulator',
  regulatorCountry: 'DE',
  type: 'mica-casp',
  status,
  covers,
  provenance: source,
});
const exchange = (id: string, over: Record<string, unknown> = {}) => ({ type: 'exchange', id, ...over }) as unknown as PartnerFile;

/** Five exchanges and a wallet, each answering a different part of the questions. */
const SET: PartnerFile[] = [
  exchange('eea', {
    availability: [{ country: 'DE', status: 'available', provenance: source }],
    licences: [licence(['EEA'])],
    paymentMethods: [{ method: 'sepa', fiat: 'EUR', deposit: {}, provenance: source }],
  }),
  exchange('us-only', {
    availability: [
      { country: 'US', status: 'available', except: ['US-NY'], provenance: source },
      { country: 'DE', status: 'not-available', reason: 'excluded-by-terms', provenance: source },
    ],
    licences: [licence(['US'], 'registered'), licence(['DE'], 'applied')],
    paymentMethods: [{ method: 'ach', fiat: 'USD', provenance: source }],
  }),
  exchange('brazil', {
    availability: [{ country: 'BR', status: 'available', provenance: source }],
    licences: [licence(['BR'], 'withdrawn')],
    paymentMethods: [
      { method: 'pix', fiat: 'BRL', provenance: source },
      { method: 'ted', fiat: 'BRL', provenance: source },
    ],
  }),
  exchange('germany-listed', { licences: [licence(['DE', 'AT'])] }),
  exchange('nothing-known'),
  { type: 'wallet', id: 'a-wallet', availability: [{ country: 'DE', status: 'available', provenance: source }] } as unknown as PartnerFile,
];

describe('the facts coverage report', () => {
  it('counts, per country, the exchanges with an availability entry, a licence in force covering it, a method in its currency', () => {
    expect(['DE', 'ES', 'BR', 'US', 'ch'].map((c) => factsCoverage(SET, c))).toEqual([
      // a "not available" entry is a known availability; EEA covers Germany; an applied licence does not count
      { country: 'DE', fiat: 'EUR', exchanges: 5, availability: 2, licences: 2, paymentMethods: 1 },
      { country: 'ES', fiat: 'EUR', exchanges: 5, availability: 0, licences: 1, paymentMethods: 1 },
      // a withdrawn licence does not count; two BRL methods of one exchange count once
      { country: 'BR', fiat: 'BRL', exchanges: 5, availability: 1, licences: 0, paymentMethods: 1 },
      { country: 'US', fiat: 'USD', exchanges: 5, availability: 1, licences: 1, paymentMethods: 1 },
      // Switzerland is no EEA state: the EEA licence does not cover it
      { country: 'CH', fiat: 'CHF', exchanges: 5, availability: 0, licences: 0, paymentMethods: 0 },
    ]);
  });

  it('names what is under the targets and prints a Markdown table', () => {
    const full: CoverageRow = { country: 'DE', fiat: 'EUR', exchanges: 60, availability: 50, licences: 25, paymentMethods: 25 };
    expect(shortfalls(full)).toEqual([]);
    expect(shortfalls({ ...full, availability: 49, paymentMethods: 3 })).toEqual(['availability 49 < 50', 'paymentMethods 3 < 25']);
    expect(COVERAGE_TARGETS).toEqual({ availability: 50, licences: 25, paymentMethods: 25 });
    expect(coverageTable([full, { ...full, country: 'BR', fiat: 'BRL', licences: 2 }]).split('\n')).toEqual([
      '| Country | Fiat | Exchanges | Availability known (≥ 50) | Licence covering it (≥ 25) | Payment method in its fiat (≥ 25) | Under target |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- |',
      '| DE | EUR | 60 | 50 | 25 | 25 | none |',
      '| BR | BRL | 60 | 50 | 2 | 25 | licences |',
    ]);
  });
});
