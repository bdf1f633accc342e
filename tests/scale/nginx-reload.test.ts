/**
 * `nginx -s reload` under keep-alive load: Debian's nginx with the operators' example configuration
 * (ops/nginx/coinatlas.conf) in front of a built instance on real Postgres and Redis. Clients keep their
 * connections to nginx open between requests, as browsers do; each reload retires the workers holding them.
 *
 * At a reload the old workers close their idle keep-alive connections at once (no directive changes that:
 * worker_shutdown_timeout bounds only connections with a request in progress). A request a client writes on
 * such a connection at that instant is never read by nginx, and the client sees the connection close before
 * any answer. HTTP/1.1 leaves that race to clients: they resend an idempotent request (RFC 9112, 9.3.1), as
 * browsers do. The clients here do the same, and only then: the access log then proves that nginx never read
 * a request it did not answer.
 *
 * No wall-clock assertion: every wait is a bounded poll for a state (new workers, requests answered after them).
 */
import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type RunningNginx } from '../support/nginx.js';
import { startServer, type RunningServer } from '../support/server.js';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '../support/services.js';

const database: TestDatabase = await createTestDatabase();
const redis: TestRedis = await createTestRedis();
const servicesMissing = !database.url || !redis.url;

const RELOADS = 5;
const STREAMS = 8;
/** Pacing between a stream's requests, so its connection sits idle most of the time, as a browser's does. */
const PAUSE_MS = 10;
/** A bound, not a target: the streams stop when the reloads are over. */
const MAX_PER_STREAM = 20_000;
/** Answered by the instance (never cached), by nginx's cache once filled, and a public API answer. */
const PATHS = ['/healthz', '/guide', '/api/content/partners'];

type Answer = { status: number; reused: boolean; socket: Socket };
/** A failed attempt; `unanswered`: sent on a reused connection that closed before any byte of an answer. */
type Failure = Error & { unanswered?: boolean };

describe.skipIf(servicesMissing)(
  'nginx reloads under keep-alive load (real Postgres and Redis only: set TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let server: RunningServer;
    let nginx: RunningNginx;

    beforeAll(async () => {
      server = await startServer({
        database,
        env: {
          DATABASE_URL: database.url!,
          REDIS_URL: redis.url!,
          REDIS_KEY_PREFIX: redis.keyPrefix,
          TRUST_PROXY: '127.0.0.1',
          // the limits are not what this test is about
          RATE_LIMIT_MAX: '1000000',
          COINGECKO_BASE_URL: 'http://127.0.0.1:9',
          COINPAPRIKA_BASE_URL: 'http://127.0.0.1:9',
        },
        startTimeoutMs: 240_000,
      });
      nginx = await startNginx({ upstreams: [server.port] });
    });

    afterAll(async () => {
      await nginx?.stop();
      await server?.stop();
    });

    it(`${RELOADS} reloads under ${STREAMS} keep-alive connections fail no request`, async () => {
      const failures: Array<{ path: string; error: string }> = [];
      /** answers received per stream (each is one access log line) */
      const answers = Array.from({ length: STREAMS }, () => 0);
      const connections = Array.from({ length: STREAMS }, () => new Set<Socket>());
      let reusedAnswers = 0;
      let resent = 0;
      let stop = false;
      // each stream connects from an address of its own, which names it in nginx's access log
      const address = (s: number) => `127.0.2.${s + 1}`;

      const get = (agent: Agent, s: number, path: string) =>
        new Promise<Answer>((resolve, reject) => {
          let answered = false;
          const req = httpRequest(
            `${nginx.url}${path}`,
            { agent, localAddress: address(s), headers: { 'accept-encoding': 'identity' }, timeout: 30_000 },
            (res) => {
              answered = true;
              res.resume();
              res.on('error', reject);
              res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket, socket: req.socket! }));
            },
          );
          req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within 30 s`)));
          req.on('error', (err: Failure) => reject(Object.assign(err, { unanswered: req.reusedSocket && !answered })));
          req.end();
        });

      const stream = async (s: number) => {
        // one connection per stream, kept open between its requests
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          for (let i = 0; i < MAX_PER_STREAM && !stop; i++) {
            if (i > 0) await new Promise((r) => setTimeout(r, PAUSE_MS));
            const path = PATHS[(s + i) % PATHS.length]!;
            try {
              let res: Answer;
              try {
                res = await get(agent, s, path);
              } catch (err) {
                if (!(err as Failure).unanswered) throw err;
                // the connection was closed under the request: sent once more, on a new connection
                resent++;
                res = await get(agent, s, path);
              }
              answers[s]!++;
              if (res.status !== 200) failures.push({ path, error: `status ${res.status}` });
              connections[s]!.add(res.socket);
              if (res.reused) reusedAnswers++;
            } catch (err) {
              failures.push({ path, error: `${(err as NodeJS.ErrnoException).code ?? ''} ${(err as Error).message}` });
            }
          }
        } finally {
          agent.destroy();
        }
      };

      /** Bounded wait until every stream has had this many more answers than in `from`. */
      const everyStreamAnswered = async (from: readonly number[], more: number) => {
        for (let i = 0; answers.some((n, s) => n < from[s]! + more); i++) {
          if (i > 1200) throw new Error(`the streams stalled: ${answers.join(', ')} answers since ${from.join(', ')}`);
          await new Promise((r) => setTimeout(r, 50));
        }
      };

      const load = Promise.all(Array.from({ length: STREAMS }, (_, s) => stream(s)));
      try {
        // every stream has a connection in use before the first reload
        await everyStreamAnswered(Array(STREAMS).fill(0), 20);
        for (let r = 0; r < RELOADS; r++) {
          await nginx.reload();
          // the old workers are gone: each stream is now on a connection to a new worker, and uses it
          await everyStreamAnswered([...answers], 20);
        }
      } finally {
        stop = true;
        await load;
      }

      expect(failures).toEqual([]);
      // nginx read exactly the requests it answered: every request sent again had never reached it
      const lines = (s: number) => nginx.log().filter((l) => l.remote === address(s));
      for (let i = 0; answers.some((n, s) => lines(s).length < n) && i < 200; i++) await new Promise((r) => setTimeout(r, 25));
      expect(answers.map((_, s) => lines(s).length)).toEqual(answers);
      expect(answers.flatMap((_, s) => lines(s).filter((l) => l.status !== 200))).toEqual([]);
      // The reloads did close the connections the streams held (each needed a new one after each reload), at
      // most once per connection and reload...
      for (const c of connections) expect(c.size).toBeGreaterThanOrEqual(RELOADS + 1);
      expect(resent).toBeLessThanOrEqual(STREAMS * RELOADS);
      // ...and between reloads the streams kept their connections open
      const total = answers.reduce((a, b) => a + b, 0);
      expect(reusedAnswers).toBeGreaterThan(total / 2);
      console.info(`nginx reloads: ${total} requests on keep-alive connections over ${RELOADS} reloads, ${resent} sent again, none failed`);
    });
  },
);

afterAll(async () => {
  await database.drop().catch(() => {});
  await redis.stop().catch(() => {});
});
