/**
 * Whether the price lists' precompressed answers (backend/src/platform/precompressed.ts) are worth keeping
 * over @fastify/compress (alone: `npx tsx --conditions=source tests/bench/precompressed.ts [requests]`).
 * One bare Fastify with the plugin registered as platform/security.ts does, and two routes sending the same
 * bytes (the bundled Top 10 snapshot as the API answers it): one through sendPrecompressed (compress: false),
 * one leaving compression to the plugin. Browser Accept-Encoding, app.inject, rounds alternated.
 * Prints the median time per request of each and the bytes each sends.
 */
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { precompressed, sendPrecompressed } from '../../backend/src/platform/precompressed.js';
import { bundledSnapshots } from '../../backend/src/modules/pricing/snapshot/snapshot.js';

const N = Number(process.argv[2] ?? 3000);
const ROUNDS = 7;
const body = JSON.stringify(bundledSnapshots().top!.data);
const app = Fastify();
await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
const pre = precompressed(body);
const bytes = Buffer.from(body);
app.get('/precompressed', { compress: false }, (req, reply) => sendPrecompressed(req, reply.type('application/json; charset=utf-8'), pre));
app.get('/plugin', (_req, reply) => reply.type('application/json; charset=utf-8').send(bytes));
await app.ready();

const headers = { 'accept-encoding': 'gzip, deflate, br' };
const times: Record<string, number[]> = { precompressed: [], plugin: [] };
for (const url of ['/precompressed', '/plugin']) {
  const res = await app.inject({ url, headers });
  console.log(`${url}: ${body.length} bytes of JSON, sends ${res.rawPayload.length} (${res.headers['content-encoding']})`);
}
for (let round = 0; round < ROUNDS; round++) {
  for (const name of ['precompressed', 'plugin'] as const) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < N; i++) await app.inject({ url: `/${name}`, headers });
    times[name]!.push(Number(process.hrtime.bigint() - start) / 1e6 / N);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [name, xs] of Object.entries(times))
  console.log(`${name}: median ${median(xs).toFixed(3)} ms a request (rounds: ${xs.map((x) => x.toFixed(3)).join(' ')})`);
await app.close();
