import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ProvenanceBody } from '@coinatlas/domain/provenance/provenance-schema';
import { FeeSchedulesBody, schedulesFor, type ScheduledPartner } from './schedules.js';

const catalogue = { kind: 'catalogue' as const, source: 'https://exchange.example/terms' };
const checked = { kind: 'checked' as const, source: 'https://exchange.example/fees', checked: '2026-11-20' };
const trading = { value: { tiers: [{ fromUsd: 0, maker: 0.1, taker: 0.2 }], coversUpToUsd: null }, provenance: catalogue };
const partners: ScheduledPartner[] = [
  {
    type: 'exchange',
    id: 'alpha',
    name: 'Alpha',
    category: 'centralized',
    fees: { trading, deposit: { bank: { value: { percent: 0 }, provenance: catalogue } } },
    availability: [{ country: 'DE', status: 'available', provenance: catalogue }],
    paymentMethods: [
      { method: 'sepa', fiat: 'EUR', deposit: { feePercent: 0 }, provenance: checked },
      { method: 'pix', fiat: 'BRL', deposit: { feePercent: 0 }, provenance: checked },
    ],
  },
  {
    type: 'exchange',
    id: 'bravo',
    name: 'Bravo',
    category: 'centralized',
    fees: { trading },
    availability: [{ country: 'DE', status: 'not-available', reason: 'excluded-by-terms', provenance: catalogue }],
  },
  // no fee fact and no EUR method: counted, not listed
  { type: 'exchange', id: 'charlie', name: 'Charlie', category: 'centralized' },
  // a decentralized exchange and a wallet: not part of it
  { type: 'exchange', id: 'delta', name: 'Delta', category: 'decentralized', fees: { trading } },
  { type: 'wallet', id: 'echo', name: 'Echo' },
];

describe('the published schedules for one currency, method and country', () => {
  it("lists the centralized exchanges' facts with the currency's payment methods, and leaves out those not available there", () => {
    const a = schedulesFor(partners, { fiat: 'EUR', method: 'sepa', country: 'DE' });
    expect(a.exchanges).toEqual([
      {
        id: 'alpha',
        name: 'Alpha',
        availability: 'available',
        // the older per-kind deposit facts are not the calculator's: the method's entry is
        fees: { trading },
        paymentMethods: [{ method: 'sepa', fiat: 'EUR', deposit: { feePercent: 0 }, provenance: checked }],
      },
    ]);
    expect(a.excluded).toEqual([
      {
        exchange: { id: 'bravo', name: 'Bravo' },
        reason: 'not-available-in-country',
        message: 'Bravo is recorded as not available in DE (excluded by terms)',
        provenance: catalogue,
      },
    ]);
    expect(a.withoutFees).toBe(1);
    const context = { Provenance: ProvenanceBody };
    expect([...Value.Errors(context, FeeSchedulesBody, a)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  });

  it('without a country nothing is left out and availability is unknown', () => {
    const a = schedulesFor(partners, { fiat: 'BRL', method: 'pix', country: null });
    expect(a.exchanges.map((e) => [e.id, e.availability, e.paymentMethods.map((m) => m.method)])).toEqual([
      ['alpha', 'unknown', ['pix']],
      ['bravo', 'unknown', []],
    ]);
    expect(a.excluded).toEqual([]);
  });
});
