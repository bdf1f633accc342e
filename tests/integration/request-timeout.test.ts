import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const HANG_BOUND_MS = 20_000; // only catches a hang; how fast the server gives up is not asserted

/** Sends `raw` and resolves with what came back once the server closes the connection. */
function sendAndWaitForClose(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let got = '';
    const timer = setTimeout(() => reject(new Error(`connection still open after ${HANG_BOUND_MS} ms`)), HANG_BOUND_MS);
    const s = connect(port, '127.0.0.1', () => s.write(raw));
    s.on('data', (d) => (got += d));
    s.on('error', () => {});
    s.on('close', () => {
      clearTimeout(timer);
      resolve(got);
    });
  });
}

describe('request timeout', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '1000', CONNECTION_TIMEOUT_MS: '2000' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t?.close());

  it('closes a request whose body never arrives, without a 5xx', async () => {
    const answer = await sendAndWaitForClose(
      port,
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
    );
    expect(answer).not.toMatch(/^HTTP\/1\.1 5\d\d/);
  });

  it('closes a connection that never sends its headers (408 or a plain close)', async () => {
    const answer = await sendAndWaitForClose(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n');
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });
});
