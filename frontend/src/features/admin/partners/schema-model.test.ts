import { describe, expect, it } from 'vitest';
import { branchOf, discriminator, isEntryFact, pathName, schemaAt, skeleton, type JsonSchema } from './schema-model';

const provenance: JsonSchema = {
  anyOf: [
    { type: 'object', required: ['kind'], properties: { kind: { type: 'string', const: 'catalogue' }, source: { type: 'string' } } },
    {
      type: 'object',
      required: ['kind', 'source', 'checked'],
      properties: { kind: { type: 'string', const: 'checked' }, source: { type: 'string' }, checked: { type: 'string' } },
    },
  ],
};
const record: JsonSchema = {
  type: 'object',
  required: ['name', 'fees'],
  properties: {
    name: { type: 'string' },
    fees: {
      type: 'object',
      properties: {
        withdrawal: {
          type: 'object',
          patternProperties: {
            '^[A-Z0-9]{2,10}$': {
              type: 'object',
              required: ['value', 'provenance'],
              properties: { value: { type: 'number' }, provenance },
            },
          },
        },
      },
    },
    tiers: {
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['fromUsd'], properties: { fromUsd: { type: 'number', minimum: 0 } } },
    },
  },
};

describe('the record editor’s schema reading', () => {
  it('finds a union’s discriminator and the branch a value takes', () => {
    expect(discriminator(provenance)?.options.map((o) => o.value)).toEqual(['catalogue', 'checked']);
    expect(branchOf(provenance, { kind: 'checked', source: 'x', checked: 'y' }).required).toEqual(['kind', 'source', 'checked']);
  });

  it('walks to the schema of any field, through maps and unions', () => {
    const value = {
      name: 'K',
      fees: { withdrawal: { BTC: { value: 0.0001, provenance: { kind: 'checked', source: 's', checked: 'c' } } } },
    };
    expect(schemaAt(record, value, '/fees/withdrawal/BTC/value')).toEqual({ type: 'number' });
    expect(schemaAt(record, value, '/fees/withdrawal/BTC/provenance/checked')).toEqual({ type: 'string' });
    expect(schemaAt(record, value, '/fees/nothing')).toBeUndefined();
  });

  it('starts new values as their schema asks, and names paths for people', () => {
    expect(skeleton(record)).toEqual({ name: '', fees: {} });
    expect(skeleton(record.properties!.tiers!)).toEqual([{ fromUsd: 0 }]);
    expect(skeleton(provenance)).toEqual({ kind: 'catalogue' });
    expect(pathName('/fees/deposit/card')).toBe('Fees › deposit › card');
    expect(pathName('/availability/3/country')).toBe('Availability › #4 › country');
    expect(pathName('/facts/coinsAtLeast')).toBe('Facts › coins at least');
  });

  it('tells entries of the lists with sections of their own from the facts and fees', () => {
    for (const p of ['/availability/0', '/licences/2', '/paymentMethods/1', '/offers/0']) expect(isEntryFact(p), p).toBe(true);
    for (const p of ['/facts/kyc', '/fees/trading', '/facts/prices', '/factNotes/0', '/licencesX/0']) expect(isEntryFact(p), p).toBe(false);
    expect(pathName('/paymentMethods/0/deposit/feePercent')).toBe('Payment methods › #1 › deposit › fee percent');
    expect(pathName('/availability/2/except/0')).toBe('Availability › #3 › except › #1');
  });
});
