/**
 * The built client's files when one of them cannot be read (a rebuild replacing the folder under a running
 * server, a file the server may not open): a precompressed copy that cannot be read gives way to the plain
 * file, and a file that cannot be read at all answers the site's 404 page, never a 500.
 *
 * The files live in a folder of the test's own. "Cannot be read" is made without racing a rebuild: a Unix
 * socket in a file's place passes the size lookup and then refuses to open (ENXIO, also for root), as a file
 * deleted between the two does; a symbolic link to itself fails the lookup itself (ELOOP).
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/server.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;

describe('static files that cannot be read', () => {
  let t: TestApp;
  let dir: string;
  const sockets: Server[] = [];

  /** A Unix socket at `path`: stat() sees a file, open() fails. */
  const unreadable = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const s = createServer();
      s.on('error', reject);
      s.listen(path, () => resolve());
      sockets.push(s);
    });

  /** A script with its .br and .gz copies, as the client build writes them. */
  const script = (name: string) => {
    writeFileSync(join(dir, 'assets', name), SCRIPT);
    writeFileSync(join(dir, 'assets', `${name}.br`), brotliCompressSync(SCRIPT));
    writeFileSync(join(dir, 'assets', `${name}.gz`), gzipSync(SCRIPT));
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'coinatlas-static-'));
    mkdirSync(join(dir, 'assets'));
    copyFileSync(join(repoRoot, 'frontend/dist/index.html'), join(dir, 'index.html'));
    script('whole-1a2b3c.js');
    // the .br copy vanished: the plain file is there
    script('no-br-1a2b3c.js');
    rmSync(join(dir, 'assets/no-br-1a2b3c.js.br'));
    // the .br copy is listed but cannot be opened
    script('br-unopenable-1a2b3c.js');
    rmSync(join(dir, 'assets/br-unopenable-1a2b3c.js.br'));
    await unreadable(join(dir, 'assets/br-unopenable-1a2b3c.js.br'));
    // the .br copy cannot even be looked up
    script('br-loop-1a2b3c.js');
    rmSync(join(dir, 'assets/br-loop-1a2b3c.js.br'));
    symlinkSync('br-loop-1a2b3c.js.br', join(dir, 'assets/br-loop-1a2b3c.js.br'));
    // nothing of it can be read: its copies are gone and the plain file cannot be opened
    await unreadable(join(dir, 'assets/gone-1a2b3c.js'));
    // every copy is there, none can be opened
    for (const suffix of ['', '.br', '.gz']) await unreadable(join(dir, `assets/all-gone-1a2b3c.js${suffix}`));
    t = await createTestApp({ env: { STATIC_DIR: dir } });
  });
  afterAll(async () => {
    await t?.close();
    for (const s of sockets) await new Promise((r) => s.close(r));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string) =>
    t.app.inject({ url: path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves a whole file as its .br copy (the folder works)', async () => {
    const res = await get('/assets/whole-1a2b3c.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload).toEqual(brotliCompressSync(SCRIPT));
  });

  it.each([
    ['vanished', '/assets/no-br-1a2b3c.js'],
    ['cannot be opened', '/assets/br-unopenable-1a2b3c.js'],
    ['cannot be looked up', '/assets/br-loop-1a2b3c.js'],
  ])('a .br copy that %s gives way to the next copy the client accepts, then the plain file', async (_what, path) => {
    const gz = await get(path, 'br, gzip');
    expect(gz.statusCode, gz.body).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(gz.rawPayload).toEqual(gzipSync(SCRIPT));

    // the plain file, as it is or compressed on the fly: either way in a coding the client named
    const plain = await get(path, 'br');
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.vary).toBe('accept-encoding');
    const coding = plain.headers['content-encoding'];
    expect([undefined, 'br']).toContain(coding);
    expect((coding === 'br' ? brotliDecompressSync(plain.rawPayload) : plain.rawPayload).toString('utf8')).toBe(SCRIPT);
  });

  it('a file that cannot be read at all answers the 404 page a missing file gets, never a 500', async () => {
    for (const [path, encoding] of [
      ['/assets/gone-1a2b3c.js', undefined],
      ['/assets/gone-1a2b3c.js', 'br, gzip'],
      ['/assets/all-gone-1a2b3c.js', undefined],
      ['/assets/all-gone-1a2b3c.js', 'br'],
      ['/assets/all-gone-1a2b3c.js', 'br, gzip'],
    ] as const) {
      const missing = await get('/assets/missing-1a2b3c.js', encoding);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      const res = await get(path, encoding);
      const what = `${path} ${encoding}`;
      expect(res.statusCode, what).toBe(404);
      for (const header of ['content-type', 'content-encoding', 'cache-control', 'etag'])
        expect(res.headers[header], `${what}: ${header}`).toBe(missing.headers[header]);
      expect(res.rawPayload.equals(missing.rawPayload), what).toBe(true);
    }
  });
});
