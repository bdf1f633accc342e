import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_CODE,
  checkHttpsUrl,
  describeProblem,
  isHeaderSafe,
  isUsable,
  normalizeUrl,
  validateReferralCode,
  type ReferralCodeInput,
} from '@coinatlas/domain/referrals/referral-code';
import { clickDay, referringPath, windowStart } from './domain/clicks.js';
import { seedFor } from './domain/seeds.js';
import { loadContent } from '../content/adapters/fs-content.js';

const valid: ReferralCodeInput = {
  entityType: 'exchange',
  entityId: 'kraken',
  name: 'Kraken',
  description: '',
  code: 'COINATLAS',
  url: 'https://www.kraken.com/sign-up?ref=coinatlas',
  discount: '',
  isActive: true,
};

describe('validateReferralCode', () => {
  it('accepts a complete, valid code', () => {
    expect(validateReferralCode(valid)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(
      validateReferralCode({
        ...valid,
        entityType: 'exchanges' as never,
        entityId: 'Kraken!',
        name: '',
        code: 'a b',
        url: 'http://x.com',
        discount: 'x'.repeat(121),
      }),
    ).toEqual({
      entityType: { kind: 'invalidType' },
      entityId: { kind: 'invalidEntityId' },
      name: { kind: 'required' },
      code: { kind: 'invalidCode' },
      url: { kind: 'httpsOnly' },
      discount: { kind: 'tooLong', max: 120 },
    });
  });

  it('checks only the fields present in an update, against the stored row', () => {
    expect(validateReferralCode({ discount: 'ok' }, { current: valid })).toEqual({});
    expect(validateReferralCode({ url: 'ftp://x.com' }, { current: valid })).toEqual({ url: { kind: 'httpsOnly' } });
  });

  it('never lets an example code be active, whether the code or the switch changes', () => {
    const seeded = { ...valid, code: EXAMPLE_CODE, isActive: false };
    expect(validateReferralCode({ isActive: true }, { current: seeded })).toEqual({ code: { kind: 'exampleCodeActive' } });
    expect(validateReferralCode({ code: 'example-replace-me' }, { current: valid })).toEqual({ code: { kind: 'exampleCodeActive' } });
    expect(validateReferralCode({ code: 'REAL', isActive: true }, { current: seeded })).toEqual({});
    expect(validateReferralCode({ discount: 'x' }, { current: seeded })).toEqual({});
  });

  it('accepts only https addresses with a real host and no credentials', () => {
    expect(checkHttpsUrl('https://bybit.com/invite?ref=AB12')).toBeUndefined();
    expect(checkHttpsUrl('')).toEqual({ kind: 'required' });
    expect(checkHttpsUrl('http://bybit.com')).toEqual({ kind: 'httpsOnly' });
    expect(checkHttpsUrl('javascript:alert(1)')).toEqual({ kind: 'httpsOnly' });
    expect(checkHttpsUrl('https://bybit')).toEqual({ kind: 'invalidUrl' });
    expect(checkHttpsUrl('https://a:b@bybit.com')).toEqual({ kind: 'invalidUrl' });
    expect(checkHttpsUrl('https://by bit.com')).toEqual({ kind: 'invalidUrl' });
  });

  it('describes problems in one sentence naming the field', () => {
    expect(describeProblem('url', { kind: 'httpsOnly' })).toBe('url must start with https://');
    expect(describeProblem('code', { kind: 'tooLong', max: 64 })).toBe('code must be at most 64 characters');
  });
});

describe('isUsable (a code is used only when active and has both code and url)', () => {
  it.each([
    [{ isActive: true, code: 'A', url: 'https://x.com' }, true],
    [{ isActive: false, code: 'A', url: 'https://x.com' }, false],
    [{ isActive: true, code: ' ', url: 'https://x.com' }, false],
    [{ isActive: true, code: 'A', url: '' }, false],
    [null, false],
  ])('%j -> %s', (c, expected) => expect(isUsable(c)).toBe(expected));
});

describe('clicks and seeds', () => {
  it('counts by UTC day', () => {
    expect(clickDay(Date.parse('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(clickDay(Date.parse('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(windowStart(Date.parse('2026-11-22T12:00:00Z'), 30)).toBe('2026-10-24');
  });

  it('seeds inactive example codes pointing at the official site', () => {
    const s = seedFor({ type: 'exchange', id: 'binance', name: 'Binance', officialUrl: 'https://www.binance.com' });
    expect(s).toEqual({
      entityType: 'exchange',
      entityId: 'binance',
      name: 'Binance',
      description: '',
      code: EXAMPLE_CODE,
      url: 'https://www.binance.com',
      discount: '',
      isActive: false,
    });
  });
});

describe('partners of the content records', () => {
  it('every partner seeds a valid (inactive) referral code: a valid id and an https official URL', () => {
    const partners = loadContent().partners;
    const keys = partners.map((p) => `${p.type}/${p.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const p of partners) expect(validateReferralCode({ ...seedFor(p), isActive: false }), `${p.type}/${p.id}`).toEqual({});
  });
});

describe('normalizeUrl', () => {
  it('percent-encodes non-ASCII text and punycodes the host, so the URL fits a header', () => {
    const url = normalizeUrl(' https://exämple.com/réf?c=日本 ');
    expect(url).toBe('https://xn--exmple-cua.com/r%C3%A9f?c=%E6%97%A5%E6%9C%AC');
    expect(isHeaderSafe(url)).toBe(true);
    expect(isHeaderSafe('https://example.com/réf')).toBe(false);
  });

  it('leaves values with whitespace or that do not parse for validation to refuse', () => {
    expect(normalizeUrl('https://x.com/a b')).toBe('https://x.com/a b');
    expect(normalizeUrl('not a url')).toBe('not a url');
    expect(checkHttpsUrl(normalizeUrl('https://x.com/a b'))).toEqual({ kind: 'invalidUrl' });
  });
});

describe('referringPath', () => {
  const own = ['https://coinatlas.example', 'http://localhost:3000'];
  it('keeps only the path of a page of our own site', () => {
    expect(referringPath('https://coinatlas.example/es/blog/a?utm=x#y', own)).toBe('/es/blog/a');
    expect(referringPath('http://localhost:3000/blog/a', own)).toBe('/blog/a');
    expect(referringPath('https://elsewhere.example/blog/a', own)).toBeUndefined();
    expect(referringPath('not a url', own)).toBeUndefined();
    expect(referringPath(undefined, own)).toBeUndefined();
  });
});
