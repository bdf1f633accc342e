import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPromotable } from '@coinatlas/domain/partners/partner';
import { advise } from '@coinatlas/domain/recommendations/advisor';
import { PRIORITIES, REC_CATEGORIES, type CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
import { rankForWizard } from '@coinatlas/domain/recommendations/wizard';
import { loadContent } from '../../backend/src/modules/content/adapters/fs-content.js';
import { PARTNER_FOLDERS } from '../../backend/src/modules/content/domain/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const content = loadContent();
type Ranked = { rank: number; type: string; id: string; name: string; rating: number; matchScore: number; matched: string[]; reasons: { priority: string; text: string }[]; link: string };

describe('recommendations API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const candidates = async (lang = 'en') =>
    ((await get(`/api/content/recommendations?lang=${lang}`)).json() as { candidates: CandidateWithText[] }).candidates;

  it('serves the candidates from the partner records, one language per answer, with caching headers', async () => {
    const res = await get('/api/content/recommendations?lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    const list = res.json().candidates as CandidateWithText[];
    // Partners whose status allows facts only are never candidates.
    const promoted = content.partners.filter((p) => isPromotable('status' in p ? p.status : 'active'));
    const entries = promoted.flatMap((p) => (p.recommendations ?? []).map((r) => ({ p, r })));
    expect(list).toHaveLength(entries.length);
    for (const { p, r } of entries) {
      const c = list.find((x) => x.category === r.category && x.type === p.type && x.id === p.id)!;
      expect(c.rating).toBe(p.rating!.overall);
      expect(c.description).toBe((r.text as { de: { description: string } }).de.description);
    }
    const again = await t.app.inject({ method: 'GET', url: '/api/content/recommendations?lang=de', headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('ranks like the wizard for every category and single priority, and for several priorities', async () => {
    const list = await candidates();
    for (const category of REC_CATEGORIES) {
      const cases = [...PRIORITIES[category].map((p) => [p]), PRIORITIES[category].slice(0, 3)];
      for (const priorities of cases) {
        const res = await get(`/api/recommendations?category=${category}&priorities=${priorities.join(',')}`);
        expect(res.statusCode, `${category} ${priorities.join(',')}`).toBe(200);
        const expected = rankForWizard(list, category, priorities);
        const body = res.json() as { method: string; results: Ranked[] };
        expect(body.method).toBe('wizard');
        expect(body.results.map((r) => [r.rank, `${r.type}/${r.id}`, r.matchScore, r.matched])).toEqual(
          expected.map((m, i) => [i + 1, `${m.candidate.type}/${m.candidate.id}`, m.matchScore, m.matched]),
        );
        for (const [i, r] of body.results.entries()) {
          const c = expected[i]!.candidate;
          expect(r.rating).toBe(c.rating);
          expect(r.name).toBe(c.name);
          expect(r.reasons).toEqual(r.matched.map((p) => ({ priority: p, text: c.why[p] })));
          expect(r.link).toBe(`/go/${c.type}/${c.id}`);
        }
      }
    }
  });

  it('gives the advisor’s pick with method=advisor, texts in the language asked', async () => {
    const list = await candidates('es');
    for (const category of REC_CATEGORIES) {
      const priorities = PRIORITIES[category].slice(0, 2);
      const res = await get(`/api/recommendations?category=${category}&priorities=${priorities.join(',')}&method=advisor&lang=es`);
      expect(res.statusCode).toBe(200);
      const expected = advise(list, category, priorities);
      const [only, ...rest] = (res.json() as { results: (Ranked & { description: string })[] }).results;
      expect(rest).toEqual([]);
      expect([only!.type, only!.id, only!.matchScore, only!.matched]).toEqual([
        expected.candidate.type,
        expected.candidate.id,
        expected.matchScore,
        expected.matched,
      ]);
      expect(only!.description).toBe(expected.candidate.description);
    }
  });

  it('answers 400 with a message for an unknown category, priority, method or language, or no priority', async () => {
    const cases: [string, RegExp | string][] = [
      ['/api/recommendations?category=casinos&priorities=low-fees', /^querystring\/category /],
      [
        '/api/recommendations?category=exchanges&priorities=low-fees,charting',
        `Unknown priority 'charting' for the category 'exchanges'. Known priorities: ${PRIORITIES.exchanges.join(', ')}.`,
      ],
      ['/api/recommendations?category=exchanges&priorities=,,', 'priorities must name at least one priority'],
      ['/api/recommendations?category=exchanges', /priorities/],
      ['/api/recommendations?category=exchanges&priorities=low-fees&method=magic', /^querystring\/method /],
      ['/api/recommendations?category=exchanges&priorities=low-fees&lang=fr', /^querystring\/lang /],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json() as { error: string; message: string };
      expect(body.error).toBe('Bad Request');
      if (typeof message === 'string') expect(body.message, url).toBe(message);
      else expect(body.message, url).toMatch(message);
    }
  });

  it('is documented in the API document', async () => {
    const doc = (await get('/openapi.json')).json() as { paths: Record<string, { get?: { operationId?: string } }> };
    expect(doc.paths['/api/recommendations']?.get?.operationId).toBe('rankPartners');
    expect(doc.paths['/api/content/recommendations']?.get?.operationId).toBe('listContentRecommendations');
  });
});

describe('pages and links read the partner records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const reviewPath = { trading_bot: 'trading-bots', payment_card: 'payment-cards', tool: 'tools' } as const;

  it('a review page answers 200 only when the partner has a written review', async () => {
    for (const [type, folder] of Object.entries(reviewPath) as [keyof typeof reviewPath, string][]) {
      const partners = content.partners.filter((p) => p.type === type);
      const reviewed = partners.filter((p) => content.reviews.some((r) => r.partner.type === type && r.partner.id === p.id));
      const unreviewed = partners.filter((p) => !reviewed.includes(p));
      for (const p of reviewed) expect((await t.app.inject({ url: `/${folder}/${p.id}/review` })).statusCode, `${type}/${p.id}`).toBe(200);
      for (const p of unreviewed) expect((await t.app.inject({ url: `/${folder}/${p.id}/review` })).statusCode, `${type}/${p.id}`).toBe(404);
    }
    expect(PARTNER_FOLDERS.tool).toBe('tools');
  });

  it('/go links send every listed partner to its official site while it has no active code', async () => {
    for (const p of content.partners.slice(0, 20)) {
      const res = await t.app.inject({ url: `/go/${p.type}/${p.id}` });
      expect(res.statusCode, `${p.type}/${p.id}`).toBe(302);
      expect(res.headers.location).toBe(p.officialUrl);
    }
  });
});
