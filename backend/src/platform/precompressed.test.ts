import { describe, expect, it } from 'vitest';
import { pickEncoding } from './precompressed.js';

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
  ])('%s -> %s', (header, expected) => expect(pickEncoding(header)).toBe(expected));
});
