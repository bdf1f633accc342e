import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { randomId, requestId } from './request-id.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withHeader = (value?: string | string[]) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

describe('randomId', () => {
  it('makes version 4 UUIDs, all different, also across draws of random bytes', () => {
    const ids = Array.from({ length: 5000 }, () => randomId());
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses every hex digit in every free position (the bytes are random, not a pattern)', () => {
    const ids = Array.from({ length: 2000 }, () => randomId());
    for (const position of [0, 9, 15, 20, 35]) {
      expect(new Set(ids.map((id) => id[position])).size, `position ${position}`).toBe(16);
    }
  });
});

describe('requestId', () => {
  it("keeps a caller's well-formed id", () => {
    expect(requestId(withHeader('abc12345-trace'))).toBe('abc12345-trace');
    expect(requestId(withHeader('a'.repeat(64)))).toBe('a'.repeat(64));
  });

  it('replaces a missing, repeated, too short, too long or odd id with a fresh UUID', () => {
    for (const given of [undefined, ['abc12345', 'def67890'], 'short', 'a'.repeat(65), 'has space in it', 'quote"injection']) {
      expect(requestId(withHeader(given))).toMatch(UUID_V4);
    }
  });
});
