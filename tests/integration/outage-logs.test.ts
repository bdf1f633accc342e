/**
 * Logs are JSON lines only, and an outage the server is built to ride out logs at warn, not error.
 *
 * The server runs as a process of its own (main.ts from the sources, as `make dev` runs it), so everything it
 * writes to stdout and stderr is read, including what its libraries print themselves: knex once printed
 * multi-line "Acquire connection error" traces with console.log, hundreds of lines per instance, while
 * Postgres was unreachable. Here Postgres, Redis, the price providers and the exchanges all refuse
 * connections; the requests below reach every path that depends on one of them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot } from '../support/server.js';

/** How long the server may take to answer /healthz: a guard against a hang on a busy machine, not a timing check. */
const START_BOUND_MS = 90_000;
const EXCHANGES = ['kraken', 'binance', 'coinbase', 'bitstamp', 'bitvavo'];

type Line = { level: number; msg?: string; [key: string]: unknown };

describe('logs while every dependency is down', () => {
  let child: ChildProcess;
  let out = '';
  let err = '';
  let base = '';
  let refused = '';

  beforeAll(async () => {
    const port = await freePort();
    refused = `127.0.0.1:${await freePort()}`; // nothing listens there
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'backend/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        PUBLIC_SITE_URL: base,
        MAIL_DIR: join(tmpdir(), 'coinatlas-test-mail'),
        DATABASE_URL: `postgres://postgres@${refused}/nowhere`,
        MIGRATE_ON_START: 'false',
        REDIS_URL: `redis://${refused}`,
        COINGECKO_BASE_URL: `http://${refused}`,
        COINPAPRIKA_BASE_URL: `http://${refused}`,
        MARKET_DATA_API_URLS: EXCHANGES.map((id) => `${id}=http://${refused}/${id}`).join(','),
        MARKET_DATA_ANSWER_WAIT_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (err += d));
    const deadline = Date.now() + START_BOUND_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}${err}`);
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`server did not start in ${START_BOUND_MS / 1000} s:\n${out}${err}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
  });

  it('every line on stdout and stderr is JSON, and no expected outage is logged as an error', async () => {
    const session = { cookie: 'coinatlas_admin=an-old-session-token' };
    const json = { 'content-type': 'application/json' };
    const requests: Array<[string, RequestInit?]> = [
      ['/readyz'],
      ['/api/blog/posts'],
      ['/api/blog/posts/what-is-bitcoin'],
      ['/api/search?q=bitcoin'],
      ['/api/authors/ada-lovelace'],
      ['/api/referral-codes'],
      ['/api/promotions'],
      ['/api/cryptocurrencies?vs=usd'],
      ['/api/cost-to-buy?asset=BTC&fiat=EUR&amount=500'],
      ['/api/admin/session', { headers: session }],
      ['/go/exchange/kraken', { redirect: 'manual', headers: { referer: `${base}/exchanges` } }],
      [
        '/api/contact',
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'A message long enough.' }),
        },
      ],
      ['/api/subscribers', { method: 'POST', headers: json, body: JSON.stringify({ email: 'down@example.com' }) }],
      ['/'],
      ['/blog/crypto-taxes-basics'],
      ['/exchanges'],
      ['/api/site-config'],
    ];
    const statuses: Record<string, number> = {};
    for (const [path, init] of requests) statuses[path] = (await fetch(`${base}${path}`, init)).status;
    // the outage reached the server: the database's answers are 503s, the site itself keeps answering
    expect(statuses).toMatchObject({
      '/readyz': 503,
      '/api/blog/posts': 503,
      '/api/search?q=bitcoin': 503,
      '/api/contact': 503,
      '/go/exchange/kraken': 302,
      '/api/site-config': 200,
    });

    // stopped gracefully, so whatever it still had to say is written before the lines are read
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const notJson: string[] = [];
    const lines: Line[] = [];
    for (const [stream, text] of [
      ['stdout', out],
      ['stderr', err],
    ] as const) {
      for (const raw of text.split('\n')) {
        if (raw === '') continue;
        try {
          const line = JSON.parse(raw) as Line;
          if (typeof line !== 'object' || line === null || typeof line.level !== 'number') throw new Error('not a log record');
          lines.push(line);
        } catch {
          notJson.push(`${stream}: ${raw}`);
        }
      }
    }
    expect(notJson).toEqual([]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    // knex's own reports come through the logger as one line each, at warn
    const knex = lines.filter((l) => l.source === 'knex');
    expect(knex.length).toBeGreaterThan(0);
    for (const l of knex) {
      expect(l.level).toBe(40);
      expect(l.msg).not.toContain('\n');
    }
    expect(knex.map((l) => l.msg)).toContain(`Acquire connection error: Error: connect ECONNREFUSED ${refused}`);
    expect(lines.some((l) => l.level === 40 && l.msg === 'request answered 503')).toBe(true);
  });
});
