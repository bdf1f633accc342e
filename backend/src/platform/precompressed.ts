import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { pageEncoding } from './pages/page-encoding.js';

/**
 * A body sent many times between two changes (the price lists, on every visitor's home page), compressed
 * once per body instead of on every request by @fastify/compress. A route that uses it sets
 * `compress: false`; every other route leaves compression to the plugin.
 *
 * Why it stays (tests/bench/precompressed.ts, 2026-11-28, the shared 2-core machine under load 7-8): the
 * Top 10 answer (1,942 bytes of JSON) to a browser's Accept-Encoding, median 0.063 ms a request
 * precompressed against 0.175 ms through @fastify/compress, which runs brotli on every request: almost
 * three times the cost on the API's most requested answer. In the whole app (app.inject, four runs each)
 * 0.23 against 0.42 ms. Bytes sent: 532 (brotli quality 9, once) against 553.
 */
export type Precompressed = { readonly body: string; readonly bytes: Buffer; br?: Buffer; gzip?: Buffer };

/** Below this size the body is sent as it is (as @fastify/compress's threshold in platform/security.ts). */
const MIN_BYTES = 1024;

export const precompressed = (body: string): Precompressed => ({ body, bytes: Buffer.from(body) });

function encoded(p: Precompressed, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    p.br ??= brotliCompressSync(p.bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: p.bytes.length } });
    return p.br;
  }
  p.gzip ??= gzipSync(p.bytes, { level: 9 });
  return p.gzip;
}

/** Sends the body in the encoding the client accepts, each encoding made the first time it is asked for. */
export function sendPrecompressed(req: FastifyRequest, reply: FastifyReply, p: Precompressed): FastifyReply {
  reply.header('vary', 'accept-encoding');
  const encoding = p.bytes.length >= MIN_BYTES ? pageEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(p.bytes); // already serialized: Fastify sends bytes as they are
  return reply.header('content-encoding', encoding).send(encoded(p, encoding));
}
