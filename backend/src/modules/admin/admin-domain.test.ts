import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { emailProblem, normalizeEmail, passwordProblem } from './domain/account.js';
import { isSameOrigin, originOf } from './domain/origin.js';
import { sessionCookieName, sessionExpiry, sessionIsValid } from './domain/session.js';

describe('admin accounts', () => {
  it('normalizes and validates emails', () => {
    expect(normalizeEmail('  Editor@CoinAtlas.Example ')).toBe('editor@coinatlas.example');
    expect(emailProblem('editor@coinatlas.example')).toBeUndefined();
    expect(emailProblem('editor')).toBe('email must be a valid email address');
    expect(emailProblem('')).toBe('email is required');
  });

  it('requires passwords of 12 to 256 characters', () => {
    expect(passwordProblem('short')).toBe('password must be at least 12 characters');
    expect(passwordProblem(' '.repeat(12))).toBe('password must not be only spaces');
    expect(passwordProblem('x'.repeat(257))).toBe('password must be at most 256 characters');
    expect(passwordProblem('correct horse battery')).toBeUndefined();
  });
});

describe('same-origin check', () => {
  const allowed = ['https://coinatlas.example', 'http://localhost:3000'];
  it('accepts the site’s own Origin, or its Referer when Origin is absent', () => {
    expect(isSameOrigin({ origin: 'https://coinatlas.example' }, allowed)).toBe(true);
    expect(isSameOrigin({ referer: 'http://localhost:3000/admin/referral-codes?q=x' }, allowed)).toBe(true);
  });
  it('refuses other origins, a null origin, and requests carrying neither header', () => {
    expect(isSameOrigin({ origin: 'https://coinatlas.example.evil.com' }, allowed)).toBe(false);
    expect(isSameOrigin({ origin: 'http://coinatlas.example' }, allowed)).toBe(false);
    expect(isSameOrigin({ origin: 'null' }, allowed)).toBe(false);
    expect(isSameOrigin({ origin: 'https://evil.example', referer: 'https://coinatlas.example/' }, allowed)).toBe(false);
    expect(isSameOrigin({}, allowed)).toBe(false);
    expect(originOf('not a url')).toBeUndefined();
  });
});

describe('sessions', () => {
  it('uses the __Host- prefix only behind https', () => {
    expect(sessionCookieName(true)).toBe('__Host-coinatlas_admin');
    expect(sessionCookieName(false)).toBe('coinatlas_admin');
  });
  it('expire after the TTL and when the password changed after they started', () => {
    const start = Date.parse('2026-11-22T10:00:00Z');
    const s = { createdAt: start, expiresAt: sessionExpiry(start, 12) };
    expect(s.expiresAt).toBe(Date.parse('2026-11-22T22:00:00Z'));
    expect(sessionIsValid(s, s.expiresAt - 1, start)).toBe(true);
    expect(sessionIsValid(s, s.expiresAt, start)).toBe(false);
    expect(sessionIsValid(s, start + 1, start + 1)).toBe(false);
  });
});

describe('admin configuration', () => {
  it('has no default account: ADMIN_EMAIL and ADMIN_PASSWORD come together or not at all', () => {
    expect(loadConfig({}).admin).toMatchObject({ email: undefined, password: undefined, sessionTtlHours: 12, loginWindowMs: 900_000 });
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither)');
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD must NOT have fewer than 12 characters/,
    );
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'long enough secret' }).admin.email).toBe('a@b.co');
  });
});
