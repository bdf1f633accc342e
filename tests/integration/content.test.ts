import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../backend/src/modules/content/adapters/fs-content.js';
import { PARTNER_TYPES } from '../../backend/src/modules/content/domain/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const content = loadContent();
const reviewed = content.reviews[0]!.partner;
const unreviewed = content.partners.find((p) => !content.reviews.some((r) => r.partner.type === p.type && r.partner.id === p.id))!;

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lists every partner in one language (English by default) with caching headers', async () => {
    const res = await get('/api/content/partners');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // editors change partner records while the site runs: caches keep an answer but ask again (an unchanged one is a 304)
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    const { partners } = res.json();
    expect(partners.map((p: { type: string; id: string }) => `${p.type}/${p.id}`)).toEqual(
      content.partners.map((p) => `${p.type}/${p.id}`),
    );
    const withText = content.partners.find((p) => 'text' in p)!;
    const answered = partners.find((p: { type: string; id: string }) => p.type === withText.type && p.id === withText.id);
    expect(answered.text).toEqual((withText as { text: { en: unknown } }).text.en);
  });

  it('filters by type and answers in the language asked for', async () => {
    for (const type of PARTNER_TYPES) {
      const res = await get(`/api/content/partners?type=${type}&lang=de`);
      expect(res.statusCode).toBe(200);
      const { partners } = res.json();
      expect(partners.length).toBe(content.partners.filter((p) => p.type === type).length);
      expect(partners.every((p: { type: string }) => p.type === type)).toBe(true);
    }
    const p = content.partners.find((x) => x.type === 'trading_bot')! as { id: string; text: { es: unknown } };
    const res = await get(`/api/content/partners/trading_bot/${p.id}?lang=es`);
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toEqual(p.text.es);
  });

  it('says whether a partner has a review, and serves the review in one language', async () => {
    const withReview = await get(`/api/content/partners/${reviewed.type}/${reviewed.id}`);
    expect(withReview.json().hasReview).toBe(true);
    expect((await get(`/api/content/partners/${unreviewed.type}/${unreviewed.id}`)).json().hasReview).toBe(false);

    const res = await get(`/api/content/reviews/${reviewed.type}/${reviewed.id}?lang=pt`);
    expect(res.statusCode).toBe(200);
    const review = content.reviews[0]!;
    expect(res.json().text).toEqual((review.text as Record<string, unknown>).pt);
    expect(res.json().partner).toEqual(review.partner);
  });

  it('serves the concepts with their FAQ, and the guide with each tool’s name and address', async () => {
    const concepts = (await get('/api/content/concepts?lang=es')).json();
    expect(concepts.concepts.map((c: { id: string }) => c.id)).toEqual(content.concepts.map((c) => c.id));
    expect(concepts.faq.map((f: { text: unknown }) => f.text)).toEqual(content.faq.map((f) => (f.text as Record<string, unknown>).es));

    const guide = (await get('/api/content/guide')).json();
    expect(guide.entries.map((e: { id: string }) => e.id)).toEqual(content.guide.map((g) => g.id));
    for (const e of guide.entries) {
      const p = content.partners.find((x) => x.type === e.partner.type && x.id === e.partner.id)!;
      expect([e.name, e.officialUrl]).toEqual([p.name, p.officialUrl]);
    }
  });

  it('answers 304 to a matching If-None-Match, and a new body for another language', async () => {
    const first = await get('/api/content/concepts');
    const etag = first.headers.etag as string;
    const again = await get('/api/content/concepts', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get('/api/content/concepts', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const other = await get('/api/content/concepts?lang=de', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('answers 400 with a message for an unknown language, type, field or a malformed id', async () => {
    const cases: [string, string][] = [
      ['/api/content/partners?lang=fr', 'querystring/lang must be equal to one of the allowed values'],
      ['/api/content/partners?type=bank', 'querystring/type must be equal to one of the allowed values'],
      ['/api/content/guide?page=2', "querystring has an unknown field 'page'"],
      ['/api/content/partners/bank/x', 'params/type must be equal to one of the allowed values'],
      ['/api/content/partners/tool/Not%20An%20Id', 'params/id must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
  });

  it('answers 404 with a message for an unknown partner or a partner without a review', async () => {
    const missing = await get('/api/content/partners/tool/no-such-tool');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: "There is no tool with the id 'no-such-tool'." });

    const noReview = await get(`/api/content/reviews/${unreviewed.type}/${unreviewed.id}`);
    expect(noReview.statusCode).toBe(404);
    expect(noReview.json().message).toBe(`There is no review of the ${unreviewed.type} '${unreviewed.id}'.`);
  });

  it('documents the endpoints in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json();
    const ops = [
      '/api/content/partners',
      '/api/content/partners/{type}/{id}',
      '/api/content/reviews/{type}/{id}',
      '/api/content/concepts',
      '/api/content/guide',
    ].map((path) => doc.paths[path]?.get);
    for (const op of ops) {
      expect(op.tags).toEqual(['Content']);
      expect(op.operationId).toMatch(/^(list|get)Content/);
      expect(op.responses['400']).toBeDefined();
    }
    expect(ops[1].responses['404']).toBeDefined();
    expect(ops[2].responses['404']).toBeDefined();
  });
});
