import { describe, expect, it } from 'vitest';
import { acceptsGzip, pageEncoding } from './page-encoding.js';

// The precompressed answers and the cached pages pick their coding the same way (@fastify/accept-negotiator).
describe('pageEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0, br;q=0', undefined],
    [`${'x'.repeat(300)}, gzip`, 'gzip'],
  ])('%s -> %s', (header, expected) => expect(pageEncoding(header)).toBe(expected));
});

describe('acceptsGzip (the fallback after a static file’s .br copy could not be read)', () => {
  it.each([
    [undefined, false],
    ['br', false],
    ['gzip, deflate, br', true],
    ['br, x-gzip', true],
    ['gzip;q=0, br', false],
    ['*', true],
    ['*;q=0', false],
  ])('%s -> %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});
