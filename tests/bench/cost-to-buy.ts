/**
 * The cost of a buy (`make bench` runs it from run.ts; alone: `npx tsx --conditions=source tests/bench/cost-to-buy.ts`),
 * on the app built in-process against the fake exchanges of the tests (tests/support/fake-exchanges.ts):
 *
 * 1. Warm: 1,000 GET /api/cost-to-buy one at a time through app.inject, a fixed mix of 100 queries (assets,
 *    currencies, amounts, countries, methods) over books already read: mostly answers reused, one in ten the
 *    ranking computed from the books held. Target p99 <= 20 ms (BENCH_MAX_COST_P99_MS), printed beside the p99
 *    of GET /healthz measured on the same app in the same run, interleaved (the cost of any request there).
 * 2. Cold with every exchange silent (they accept the connection and never answer): the first request
 *    answers within the configured wait with what it has (every exchange "pending"), both when it is the
 *    first request of a fresh process and loads ccxt's exchange classes itself, and on a started server
 *    (which loads them in the background two seconds after it listens). Target <= 3 s (BENCH_MAX_COLD_MS),
 *    printed as a ratio to the configured wait (MARKET_DATA_ANSWER_WAIT_MS, 2 s by default).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { FAKE_EXCHANGES, startFakeExchanges } from '../support/fake-exchanges.js';
import { createTestApp } from '../support/test-app.js';

const REQUESTS = Number(process.env.BENCH_COST_REQUESTS ?? 1000);
const MAX_P99_MS = Number(process.env.BENCH_MAX_COST_P99_MS ?? 20);
const MAX_COLD_MS = Number(process.env.BENCH_MAX_COLD_MS ?? 3000);
/** The default wait (MARKET_DATA_ANSWER_WAIT_MS), which the cold request is judged against. */
const ANSWER_WAIT_MS = 2000;

/** 100 fixed queries (no randomness: every run asks the same in the same order). */
function queryMix(): string[] {
  const pairs = ['asset=BTC&fiat=EUR', 'asset=ETH&fiat=EUR', 'asset=BTC&fiat=USD', 'asset=SOL&fiat=GBP', 'asset=USDT&fiat=BRL'];
  const amounts = [50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 100_000];
  const extras = ['', '&country=DE', '&country=US&method=card', '&country=BR'];
  const out: string[] = [];
  for (let i = 0; i < 100; i++)
    out.push(`/api/cost-to-buy?${pairs[i % pairs.length]}&amount=${amounts[(i * 3) % amounts.length]}${extras[i % extras.length]}`);
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function warm(): Promise<boolean> {
  const fake = await startFakeExchanges();
  try {
    return await measure(fake, queryMix());
  } finally {
    await fake.close();
  }
}

async function measure(fake: Awaited<ReturnType<typeof startFakeExchanges>>, queries: string[]): Promise<boolean> {
  const t = await createTestApp({
    env: {
      ...fake.env,
      RATE_LIMIT_MAX: '1000000000',
      COST_TO_BUY_RATE_LIMIT_MAX: '1000000000',
      MARKET_DATA_BOOK_FRESH_MS: '3600000',
      MARKET_DATA_BOOK_MAX_AGE_MS: '3600000',
      MARKET_DATA_ANSWER_WAIT_MS: '30000',
      MARKET_DATA_TIMEOUT_MS: '15000',
      LOG_LEVEL: 'silent',
    },
  });
  try {
    // warm this process's listings and books (one read each), then measure
    for (const url of queries) await t.app.inject({ url });
    const before = fake.requests.length;
    const cost: number[] = [];
    const fresh: number[] = [];
    const base: number[] = [];
    let failed = 0;
    let computed = 0;
    for (let i = 0; i < REQUESTS; i++) {
      // every tenth request asks an amount nobody asked before: the ranking is computed from the held books
      const isNew = i % 10 === 0;
      const url = isNew ? `/api/cost-to-buy?asset=BTC&fiat=EUR&amount=${1000 + i}` : queries[i % queries.length]!;
      if (isNew) computed++;
      let start = performance.now();
      const res = await t.app.inject({ url });
      cost.push(performance.now() - start);
      if (isNew) fresh.push(cost[cost.length - 1]!);
      if (res.statusCode !== 200) failed++;
      start = performance.now();
      await t.app.inject({ url: '/healthz' });
      base.push(performance.now() - start);
    }
    const upstream = fake.requests.length - before;
    const [c, b, f] = [[...cost].sort((x, y) => x - y), [...base].sort((x, y) => x - y), [...fresh].sort((x, y) => x - y)];
    const ratio = percentile(c, 99) / percentile(b, 99);
    console.log(
      `GET /api/cost-to-buy warm, ${REQUESTS} requests one at a time (app.inject; ${computed} rankings computed from held books, the rest reused; ${upstream} exchange calls during the run):` +
        ` p50 ${fmt(percentile(c, 50))}, p99 ${fmt(percentile(c, 99))}, max ${fmt(c[c.length - 1]!)} (computed ones: p50 ${fmt(percentile(f, 50))}, max ${fmt(f[f.length - 1]!)});` +
        ` baseline GET /healthz p50 ${fmt(percentile(b, 50))}, p99 ${fmt(percentile(b, 99))}; p99 ratio ${ratio.toFixed(2)}x; target p99 <= ${MAX_P99_MS} ms`,
    );
    if (failed) console.error(`FAIL: ${failed} cost-to-buy requests did not answer 200`);
    if (upstream) console.error(`FAIL: ${upstream} exchange calls while every book was fresh`);
    if (percentile(c, 99) > MAX_P99_MS) console.error(`FAIL: cost-to-buy p99 ${fmt(percentile(c, 99))} is above ${MAX_P99_MS} ms`);
    return !failed && !upstream && percentile(c, 99) <= MAX_P99_MS;
  } finally {
    await t.close();
  }
}

/**
 * One cold request with every exchange silent. `listening`: the server listens and has had time to load the
 * exchange classes in the background, as a started server does; otherwise the request loads them itself.
 */
async function coldSilent(listening: boolean): Promise<boolean> {
  const fake = await startFakeExchanges();
  fake.setMode('silent');
  // the defaults: MARKET_DATA_ANSWER_WAIT_MS 2 s, MARKET_DATA_TIMEOUT_MS 2.5 s
  const t = await createTestApp({ env: { ...fake.env, LOG_LEVEL: 'silent' } });
  try {
    if (listening) {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((r) => setTimeout(r, 8000)); // the classes load 2 s after listening
    }
    const start = performance.now();
    const res = await t.app.inject({ url: '/api/cost-to-buy?asset=BTC&fiat=EUR&amount=500&country=DE' });
    const ms = performance.now() - start;
    const body = res.json() as { ranked: unknown[]; excluded: Array<{ reason: string }> };
    const pending = body.excluded?.filter((e) => e.reason === 'pending').length ?? 0;
    console.log(
      `GET /api/cost-to-buy cold, every exchange silent (${listening ? 'a started server: exchange classes loaded in the background' : `first request of the process, loading ccxt's ${FAKE_EXCHANGES.length} exchange classes itself`}): ` +
        `answered ${res.statusCode} in ${fmt(ms)} with ${body.ranked?.length ?? 0} ranked and ${pending} pending; ` +
        `${(ms / ANSWER_WAIT_MS).toFixed(2)}x the configured wait of ${ANSWER_WAIT_MS} ms; target <= ${MAX_COLD_MS} ms`,
    );
    const ok = res.statusCode === 200 && pending === FAKE_EXCHANGES.length && ms <= MAX_COLD_MS;
    if (!ok) console.error(`FAIL: the cold request with every exchange silent took ${fmt(ms)} (${res.statusCode}, ${pending} pending)`);
    return ok;
  } finally {
    await t.close();
    await fake.close();
  }
}

/** Runs both measurements, cold first (a fresh process has not loaded ccxt yet); false when a target is missed. */
export async function runCostToBuyBench(): Promise<boolean> {
  // the request that loads the classes first (a fresh process has not loaded them), then a started server's
  const cold = await coldSilent(false);
  const started = await coldSilent(true);
  const w = await warm();
  return cold && started && w;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await runCostToBuyBench())) process.exitCode = 1;
}
