import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail, maskEmail, normalizeEmail } from '@coinatlas/domain/validation/email';

describe('normalizeEmail', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normalizeEmail('  Jane.Doe@Example.CO.UK\t')).toEqual({
      email: 'Jane.Doe@example.co.uk',
      key: 'jane.doe@example.co.uk',
    });
  });

  it('accepts dot-atoms with the RFC special characters and punycode domains', () => {
    for (const ok of ["o'brien+tag@example.com", 'a!#$%&*/=?^_`{|}~-@example.io', 'x@xn--bcher-kva.example', 'x@a.xn--p1ai'])
      expect(isValidEmail(ok), ok).toBe(true);
  });

  it('rejects what it must', () => {
    for (const bad of [
      'a@b',
      'a@b.c',
      'a..b@example.com',
      'a@-b.com',
      'a@b-.com',
      'a b@example.com',
      'a@b.com\u0000',
      'é@example.com',
      'a@[1.2.3.4]',
    ])
      expect(isValidEmail(bad), JSON.stringify(bad)).toBe(false);
  });

  it('enforces the length limits exactly (64 local, 63 per label, 254 in all)', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isValidEmail(`a@${'b'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`a@${'b'.repeat(64)}.com`)).toBe(false);
    const domain254 = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}`; // 252 characters
    expect(`a@${domain254}`.length).toBe(254);
    expect(isValidEmail(`a@${domain254}`)).toBe(true);
    expect(isValidEmail(`aa@${domain254}`)).toBe(false);
  });

  it('never returns an address that is longer than the limit, has spaces or control characters, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const n = normalizeEmail(s);
        if (!n) return;
        expect(n.email.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(n.email).toMatch(/^[!-~]+$/); // printable ASCII only: no spaces, no control characters
        expect(normalizeEmail(n.email)).toEqual(n);
      }),
    );
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('Satoshi@example.com')).toBe('S***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });
});
