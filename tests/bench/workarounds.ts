/**
 * The platform's workarounds around libraries, each against the library used as documented, so each keeps a
 * measured reason (alone: `npx tsx --conditions=source tests/bench/workarounds.ts [requests]`):
 * - security headers: helmet's headers recorded once and set in one hook (security.ts) vs @fastify/helmet,
 *   reproduced here hook for hook (13.2.0: an async hook that decorates the reply, then one that builds
 *   helmet's middleware from the options and runs it, on every request; the plugin is not a dependency);
 * - page template: the built index.html rewritten once at start (page-renderer.ts: stylesheets inlined,
 *   scripts started after the first paint, then split at its four slots) and joined with a render's parts
 *   per request, vs the per-request `template.replace(slot, ...)` of Vite's server-rendering guide. The
 *   one-off rewrite's own time is printed too. Needs the client build (frontend/dist).
 * The headers are measured on a bare Fastify with one cached JSON route, through app.inject. Rounds alternate
 * between the two ways; each prints the median over rounds of the process's CPU time (user + system) per request (per page
 * for the template), with the rounds' range, and the median wall time. CPU time is what to read on a shared
 * machine: other processes stretch the wall clock, not the CPU time this one spends.
 * (Two more were measured here on 2026-11-28 and went, as they did no better than the library: a copy of
 * @fastify/rate-limit's global hook and lazy request loggers; see security.ts and request-log.ts.)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmetCore, { type HelmetOptions } from 'helmet';
import { inlineStylesheets, parseTemplate, startScriptsAfterFirstPaint } from '../../backend/src/platform/pages/page-renderer.js';
import { PERMISSIONS_POLICY, PROVIDER_IMAGE_HOSTS } from '../../backend/src/platform/security.js';

const N = Number(process.argv[2] ?? 3000);
const ROUNDS = Number(process.env.ROUNDS ?? 11);
const BODY = JSON.stringify({ items: Array.from({ length: 20 }, (_, i) => ({ id: i, name: `coin-${i}` })) });
const route = (app: FastifyInstance) => app.get('/api/x', (_req, reply) => reply.type('application/json').send(BODY));
// the site's options (security.ts, for an https site)
const HELMET: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', ...PROVIDER_IMAGE_HOSTS],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'manifest-src': ["'self'"],
      'upgrade-insecure-requests': [],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
};
async function helmetOnce() {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (n: string, v: unknown) => void (headers[n.toLowerCase()] = String(v)),
    removeHeader: (n: string) => void delete headers[n.toLowerCase()],
  };
  helmetCore(HELMET)({} as never, res as never, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  const app = Fastify();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  route(app);
  return app;
}
/** What @fastify/helmet 13.2.0 does on a request of a route without options of its own (CSP nonces off). */
async function fastifyHelmet() {
  const app = Fastify();
  app.decorateReply('helmet', null);
  app.addHook('onRequest', async (req, reply) => {
    (reply as unknown as { helmet: unknown }).helmet = (opts?: HelmetOptions) =>
      helmetCore(opts ? Object.assign(Object.create(null), HELMET, opts) : HELMET)(req.raw as never, reply.raw as never, () => {});
  });
  app.addHook('onRequest', (req, reply, done) => {
    helmetCore(HELMET)(req.raw as never, reply.raw as never, () => {});
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  route(app);
  return app;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** Per label, the CPU and wall time per call of each round, in µs. */
class Timings {
  private readonly cpu = new Map<string, number[]>();
  private readonly wall = new Map<string, number[]>();
  constructor(...labels: string[]) {
    for (const l of labels) {
      this.cpu.set(l, []);
      this.wall.set(l, []);
    }
  }
  start() {
    return { cpu: process.cpuUsage(), wall: process.hrtime.bigint() };
  }
  stop(label: string, clock: { cpu: NodeJS.CpuUsage; wall: bigint }, calls: number) {
    const cpu = process.cpuUsage(clock.cpu);
    this.cpu.get(label)!.push((cpu.user + cpu.system) / calls);
    this.wall.get(label)!.push(Number(process.hrtime.bigint() - clock.wall) / 1e3 / calls);
  }
  toString() {
    return [...this.cpu]
      .map(
        ([l, xs]) =>
          `${l} ${median(xs).toFixed(1)} µs CPU (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)}), ${median(this.wall.get(l)!).toFixed(1)} wall`,
      )
      .join('; ');
  }
}
type App = FastifyInstance;
async function compare(name: string, a: [string, App], b: [string, App]) {
  const times = new Timings(a[0], b[0]);
  for (const [, app] of [a, b]) await app.ready();
  for (let i = 0; i < N / 10; i++) for (const [, app] of [a, b]) await app.inject({ url: '/api/x' }); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, app] of round % 2 ? [b, a] : [a, b]) {
      const clock = times.start();
      for (let i = 0; i < N; i++) await app.inject({ url: '/api/x' });
      times.stop(label, clock, N);
    }
  }
  console.log(`${name}: ${times} a request (median of ${ROUNDS} x ${N})`);
  for (const [, app] of [a, b]) await app.close();
}

/** Alternated rounds of two functions, each called `n` times a round; the median time per call. */
function compareCalls(name: string, unit: string, n: number, a: [string, () => unknown], b: [string, () => unknown]) {
  const times = new Timings(a[0], b[0]);
  let bytes = 0; // what the calls return is used, so none is optimized away
  for (let i = 0; i < n / 10; i++) for (const [, fn] of [a, b]) bytes += (fn() as { length: number }).length; // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [label, fn] of round % 2 ? [b, a] : [a, b]) {
      const clock = times.start();
      for (let i = 0; i < n; i++) bytes += (fn() as { length: number }).length;
      times.stop(label, clock, n);
    }
  }
  if (!bytes) throw new Error(`${name}: nothing was built`);
  console.log(`${name}: ${times} ${unit} (median of ${ROUNDS} x ${n})`);
}

/** A rendered page's parts at about the size of a directory page's (head, markup, boot data). */
function pageParts() {
  const card =
    '<article class="rounded-xl border p-4"><h3 class="text-lg font-semibold">Exchange</h3><p class="text-sm">A card of the directory, with its facts and a link.</p></article>';
  return {
    htmlLang: 'en',
    head:
      '<title>Crypto exchanges compared | CoinAtlas</title>' + '<meta property="og:title" content="Crypto exchanges compared">'.repeat(40),
    html: card.repeat(Math.ceil(150_000 / card.length)),
    boot: JSON.stringify({
      queries: Array.from({ length: 400 }, (_, i) => ({ id: `partner-${i}`, name: `Partner ${i}`, text: 'x'.repeat(120) })),
    }),
  };
}

async function templates() {
  const staticDir = join(import.meta.dirname, '../../frontend/dist');
  const file = join(staticDir, 'index.html');
  if (!existsSync(file)) return console.log('page template: skipped, no client build (frontend/dist/index.html)');
  const source = readFileSync(file, 'utf8');
  const rewrite = () => startScriptsAfterFirstPaint(inlineStylesheets(source, staticDir));
  const starts: number[] = [];
  for (let i = 0; i < 21; i++) {
    const t0 = process.hrtime.bigint();
    parseTemplate(rewrite());
    starts.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const rewritten = rewrite();
  const split = parseTemplate(rewritten);
  const parts = pageParts();
  const size = (x: string) => `${Math.round(Buffer.byteLength(x) / 1024)} KB`;
  console.log(
    `page template: the rewrite at start ${median(starts).toFixed(2)} ms once (median of 21; template ${size(source)} -> ${size(rewritten)}); ` +
      `a page of head ${size(parts.head)}, markup ${size(parts.html)}, boot data ${size(parts.boot)}:`,
  );
  const viteGuide = () =>
    rewritten
      .replace('__HTML_LANG__', () => parts.htmlLang)
      .replace('<!--app-head-->', () => parts.head)
      .replace('<!--app-html-->', () => parts.html)
      .replace('<!--app-boot-->', () => parts.boot);
  if (viteGuide() !== split.compose(parts)) throw new Error('the two ways build different pages');
  // the bytes as sent: each way ends in one UTF-8 buffer
  compareCalls(
    'page template',
    'a page',
    Math.max(50, Math.round(N / 10)),
    ['split once', () => Buffer.from(split.compose(parts))],
    ['replace per request', () => Buffer.from(viteGuide())],
  );
}

await compare('security headers', ['helmet once', await helmetOnce()], ['@fastify/helmet', await fastifyHelmet()]);
await templates();
