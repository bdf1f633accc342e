import { describe, expect, it } from 'vitest';
import { fillFacts } from './listing-format';

describe('fillFacts', () => {
  const values = { percent: { kind: 'percent', value: 12.5 }, amount: { kind: 'money', value: 1000, currency: 'USD' } } as const;

  it('fills each placeholder with its value formatted for the reader', () => {
    expect(fillFacts('{{percent}} off, up to {{ amount }}', values, 'en')).toBe('12.5% off, up to $1,000');
    expect(fillFacts('{{percent}} Rabatt, bis zu {{amount}}', values, 'de')).toBe('12,5\u00a0% Rabatt, bis zu 1.000\u00a0$');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillFacts('{{days}}-day trial', values, 'en')).toBe('{{days}}-day trial');
    expect(fillFacts('No numbers here', undefined, 'en')).toBe('No numbers here');
  });
});
