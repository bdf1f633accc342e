import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

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

/** br or gzip when the client accepts it (q > 0), br first; identity otherwise. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  let br = -1;
  let gzip = -1;
  let star = -1;
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (name === 'br') br = weight;
    else if (name === 'gzip' || name === 'x-gzip') gzip = weight;
    else if (name === '*') star = weight;
  }
  if (br < 0) br = star;
  if (gzip < 0) gzip = star;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return br > 0 ? 'br' : undefined;
}

// Clients send few distinct Accept-Encoding values: remember the answer for each.
const encodingMemo = new Map<string, 'br' | 'gzip' | undefined>();
function encodingFor(accept: string | undefined): 'br' | 'gzip' | undefined {
  if (!accept) return undefined;
  if (encodingMemo.has(accept)) return encodingMemo.get(accept);
  const picked = pickEncoding(accept);
  if (encodingMemo.size < 64 && accept.length < 200) encodingMemo.set(accept, picked);
  return picked;
}

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
  const encoding = p.bytes.length >= MIN_BYTES ? encodingFor(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(p.bytes); // already serialized: Fastify sends bytes as they are
  return reply.header('content-encoding', encoding).send(encoded(p, encoding));
}
