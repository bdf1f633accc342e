/**
 * Render slots (PAGE_RENDER_CONCURRENCY, PAGE_RENDER_QUEUE): renders at once in one process are bounded,
 * whoever asks, and when every slot and queue place is taken a page the cache cannot answer gets a short
 * 503 that nobody keeps, in the page's language, instead of a heap that renders beyond its budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTemplate, type RendererSource } from '../../backend/src/platform/pages/page-renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const TEMPLATE = parseTemplate(
  '<!doctype html><html lang="__HTML_LANG__"><head><!--app-head--></head><body><div id="root"><!--app-html--></div>' +
    '<script type="application/json" id="coinatlas-boot"><!--app-boot--></script></body></html>',
);

describe('page render slots', () => {
  let t: TestApp;
  const state = { gate: Promise.resolve(), rendering: 0, most: 0, started: 0 };
  const source: RendererSource = {
    template: async () => TEMPLATE,
    entry: async () => ({
      configure: () => undefined,
      render: async ({ url }) => {
        state.started++;
        state.most = Math.max(state.most, ++state.rendering);
        await state.gate;
        state.rendering--;
        return { lang: 'en', head: `<title>${url}</title>`, html: `<main><h1>${url}</h1></main>`, boot: '{}', missed: [] };
      },
    }),
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { PAGE_RENDER_CONCURRENCY: '2', PAGE_RENDER_QUEUE: '1', PAGE_CACHE_TTL_MS: '0', PAGE_RENDER_RATE_LIMIT_MAX: '1000' },
      deps: { renderer: source },
    });
  });
  afterAll(async () => t?.close());

  it('renders at most two pages at once, queues one more, and answers the next with a 503 nobody keeps', async () => {
    let release!: () => void;
    state.gate = new Promise<void>((r) => (release = r));
    const waiting = ['/exchanges', '/wallets', '/tools'].map((url) => t.app.inject({ url }));
    // two renders run and the third waits for a slot
    while (state.started < 2) await new Promise((r) => setImmediate(r));
    for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
    expect([state.rendering, state.started]).toEqual([2, 2]);

    const busy = await t.app.inject({ url: '/de/apps' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.body).toContain('<h1 class="text-3xl font-bold">Gerade ausgelastet</h1>');
    expect(busy.body).toContain('Gerade werden sehr viele Seiten erstellt. Bitte versuche es in 5 Sekunden erneut.');

    release();
    const answered = await Promise.all(waiting);
    expect(answered.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(state.most).toBe(2);
    // with the slots free again, the page that was refused renders
    expect((await t.app.inject({ url: '/de/apps' })).statusCode).toBe(200);
  });
});
