import { request, type Agent } from 'node:http';

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A request whose target is sent exactly as given: `fetch` and `app.inject` parse it as a URL first, which
 * turns `/\evil.com/` into a request for evil.com's `/` and drops tabs, so neither can send what a hostile
 * client sends. Fails when no answer comes within `timeoutMs` (a bound on hangs, not a speed check).
 */
export function rawRequest(
  port: number,
  target: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number; agent?: Agent } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: opts.method ?? 'GET', path: target, headers: opts.headers ?? {}, agent: opts.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 20_000, () =>
      req.destroy(new Error(`no answer to ${opts.method ?? 'GET'} ${target} within ${opts.timeoutMs ?? 20_000} ms`)),
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}
