/**
 * The platform's workarounds around libraries, each against the library used as documented, on a bare
 * Fastify with one cached JSON route (alone: `npx tsx --conditions=source tests/bench/workarounds.ts [requests]`):
 * - request loggers: request-log.ts's lazy children vs Fastify's own per-request pino child (pino to a
 *   null stream at info level; the route logs nothing, as most requests do);
 * - security headers: helmet's headers recorded once and set in one hook (security.ts) vs running helmet's
 *   middleware on every request (what @fastify/helmet does).
 * app.inject, rounds alternated, median time per request printed for each pair.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import helmetCore from 'helmet';
import { pino } from 'pino';
import { makeRequestLoggersLazy } from '../../backend/src/platform/request-log.js';

const N = Number(process.argv[2] ?? 3000);
const ROUNDS = 7;
const BODY = JSON.stringify({ items: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `coin-${i}` })) });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- apps with a pino logger instance or the default one
const route = (app: FastifyInstance<any, any, any, any>) => app.get('/api/x', (_req, reply) => reply.type('application/json').send(BODY));
const nullLogger = () => pino({ level: 'info' }, new Writable({ write: (_c, _e, cb) => cb() }));
async function logLazy() {
  const logger = nullLogger();
  makeRequestLoggersLazy(logger);
  const app = Fastify({ loggerInstance: logger, disableRequestLogging: true });
  route(app);
  return app;
}
async function logPino() {
  const app = Fastify({ loggerInstance: nullLogger(), disableRequestLogging: true });
  route(app);
  return app;
}
const HELMET = { contentSecurityPolicy: { directives: { 'default-src': ["'self'"] } } };
async function helmetOnce() {
  const headers: Record<string, string> = {};
  const res = { setHeader: (n: string, v: unknown) => void (headers[n.toLowerCase()] = String(v)), removeHeader: (n: string) => void delete headers[n.toLowerCase()] };
  helmetCore(HELMET)({} as never, res as never, () => {});
  const app = Fastify();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  route(app);
  return app;
}
async function helmetEach() {
  const app = Fastify();
  const middleware = helmetCore(HELMET);
  app.addHook('onRequest', (req, reply, done) => middleware(req.raw as never, reply.raw as never, done as never));
  route(app);
  return app;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
type App = FastifyInstance<any, any, any, any>;
async function compare(name: string, a: [string, App], b: [string, App]) {
  const times = new Map<string, number[]>([[a[0], []], [b[0], []]]);
  for (const [, app] of [a, b]) await app.ready();
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, app] of [a, b]) {
      const start = process.hrtime.bigint();
      for (let i = 0; i < N; i++) await app.inject({ url: '/api/x' });
      times.get(label)!.push(Number(process.hrtime.bigint() - start) / 1e6 / N);
    }
  }
  console.log(`${name}: ${[...times].map(([label, xs]) => `${label} ${(median(xs) * 1000).toFixed(1)} µs`).join(', ')} a request (median of ${ROUNDS} x ${N})`);
  for (const [, app] of [a, b]) await app.close();
}

await compare('request loggers', ['lazy children', await logLazy()], ['pino child each', await logPino()]);
await compare('security headers', ['helmet once', await helmetOnce()], ['helmet each request', await helmetEach()]);
