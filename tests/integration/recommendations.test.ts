import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPromotable } from '@coinatlas/domain/partners/partner';
import {
  CATEGORY_TYPE,
  PRIORITIES,
  REC_CATEGORIES,
  type CandidateWithText,
  type RecCategory,
} from '@coinatlas/domain/recommendations/catalogue';
import { rankCandidates } from '@coinatlas/domain/recommendations/match';
import { loadContent } from '../../backend/src/modules/content/adapters/fs-content.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { pageHrefOf } from '../support/content.js';

const content = loadContent();
const ORIGIN = 'http://localhost:3000';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

type Fact = { field: string; value: unknown; provenance: { kind: string }; from?: { type: string; id: string } };
type Line = { priority: string; status: string; credit: number; facts: Fact[]; via?: { priority: string; status: string; facts: Fact[] } };
type Ranked = {
  rank: number;
  type: string;
  id: string;
  name: string;
  page: string;
  link: string;
  rating?: number;
  matchScore: number;
  met: number;
  related: number;
  chosen: number;
  criteria: Line[];
  availability: { state: string; fact?: { country: string; status: string } };
  offer?: { id: string; exclusive: boolean };
};
type Answer = {
  category: string;
  priorities: string[];
  country: { code: string; source: string } | null;
  method: string;
  recommended: boolean;
  results: Ranked[];
  excluded: { type: string; id: string; availability: { country: string; status: string } }[];
};

/** The folder of each type's pages, as the partner pages use them. */
const PAGE: Record<string, string> = {
  exchange: 'exchanges',
  wallet: 'wallets',
  trading_bot: 'trading-bots',
  payment_card: 'payment-cards',
  tool: 'tools',
  app: 'apps',
};

describe('recommendations API', () => {
  let t: TestApp;
  beforeAll(async () => {
    // this suite asks hundreds of questions: the per-client limit (tested with the platform) is raised for it
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, RATE_LIMIT_MAX: '100000' } });
  }, 180_000);
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const rank = async (category: string, priorities: readonly string[], extra = '') => {
    const res = await get(`/api/recommendations?category=${category}&priorities=${priorities.join(',')}${extra}`);
    expect(res.statusCode, `${category} ${priorities.join(',')} ${extra}: ${res.body}`).toBe(200);
    return res.json() as Answer;
  };
  const candidates = async (lang = 'en') =>
    ((await get(`/api/content/recommendations?lang=${lang}`)).json() as { candidates: CandidateWithText[] }).candidates;

  it('serves every partner the site may promote as a candidate of its category, with caching headers', async () => {
    const res = await get('/api/content/recommendations?lang=de');
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    const list = res.json().candidates as CandidateWithText[];
    for (const category of REC_CATEGORIES) {
      const expected = content.partners.filter(
        (p) => p.type === CATEGORY_TYPE[category] && isPromotable('status' in p ? p.status : 'active'),
      );
      expect(
        list
          .filter((c) => c.category === category)
          .map((c) => c.id)
          .sort(),
        category,
      ).toEqual(expected.map((p) => p.id).sort());
    }
    // far more than the four hand-picked exchanges of before
    expect(list.filter((c) => c.category === 'exchanges').length).toBe(content.partners.filter((p) => p.type === 'exchange').length);
    // wallets are not rated: no wallet candidate carries a rating
    expect(list.filter((c) => c.category === 'wallets').every((c) => c.rating === undefined)).toBe(true);
    const again = await get('/api/content/recommendations?lang=de', { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('ranks with the shared rule for every category, single priorities and several, with and without a country', async () => {
    const list = await candidates();
    for (const category of REC_CATEGORIES) {
      const cases = [...PRIORITIES[category].map((p) => [p]), PRIORITIES[category].slice(0, 3)];
      for (const priorities of cases)
        for (const country of [null, 'DE']) {
          const body = await rank(category, priorities, country ? `&country=${country}` : '');
          const expected = rankCandidates(list, { category, priorities, country });
          expect(body.method).toBe('wizard');
          expect(body.recommended).toBe(expected.recommended);
          expect(body.results.map((r) => [r.rank, `${r.type}/${r.id}`, r.matchScore, r.met, r.related, r.chosen])).toEqual(
            expected.ranked.map((m, i) => [
              i + 1,
              `${m.candidate.type}/${m.candidate.id}`,
              m.matchScore,
              m.explanation.met,
              m.explanation.related,
              m.explanation.chosen,
            ]),
          );
          for (const [i, r] of body.results.entries()) {
            const m = expected.ranked[i]!;
            // the explanation is the computation: its lines and the score the page's formula gives from them
            expect(r.criteria).toEqual(JSON.parse(JSON.stringify(m.explanation.lines)));
            const met = r.criteria.filter((l) => l.status === 'met').length;
            const related = r.criteria.filter((l) => l.via).length;
            expect(r.matchScore).toBe(Math.round((100 * (met + 0.5 * related)) / r.criteria.length));
            // its page: its own, or its provider's page at its section (one provider, one page)
            expect(r.page).toBe(pageHrefOf(r.type as PartnerType, r.id));
            expect(pageHrefOf(r.type as PartnerType, r.id).split('#')[0]).toMatch(new RegExp(`^/(${Object.values(PAGE).join('|')})/`));
            expect(r.link).toBe(`/go/${r.type}/${r.id}`);
            expect(r.rating).toBe(m.candidate.rating);
          }
        }
    }
  });

  it('a German, a US and a Brazilian visitor: a partner recorded as unavailable there is never ranked, let alone first', async () => {
    // the candidates (partners the site may promote) recorded as not available in the country
    const unavailable = (country: string) =>
      new Set(
        content.partners
          .filter((p) => isPromotable('status' in p ? p.status : 'active'))
          .flatMap((p) =>
            ('availability' in p ? (p.availability ?? []) : []).some((a) => a.country === country && a.status === 'not-available')
              ? [`${p.type}/${p.id}`]
              : [],
          ),
      );
    // the records do say something for the US: Binance, Bybit and KuCoin are recorded as not available there
    expect([...unavailable('US')]).toEqual(expect.arrayContaining(['exchange/binance', 'exchange/bybit', 'exchange/kucoin']));
    for (const country of ['DE', 'US', 'BR'])
      for (const category of REC_CATEGORIES as readonly RecCategory[])
        for (const priorities of [...PRIORITIES[category].map((p) => [p]), [...PRIORITIES[category]]]) {
          const out = unavailable(country);
          const viaQuery = await rank(category, priorities, `&country=${country}`);
          expect(viaQuery.country).toEqual({ code: country, source: 'query' });
          expect(
            viaQuery.results.map((r) => `${r.type}/${r.id}`).filter((k) => out.has(k)),
            `${country} ${category}`,
          ).toEqual([]);
          expect(viaQuery.excluded.map((x) => `${x.type}/${x.id}`).sort()).toEqual(
            [...out].filter((k) => k.startsWith(`${CATEGORY_TYPE[category]}/`)).sort(),
          );
          for (const x of viaQuery.excluded) expect([x.availability.country, x.availability.status]).toEqual([country, 'not-available']);
          // recommended first only when recorded as available there
          if (viaQuery.recommended)
            expect(viaQuery.results[0]!.availability).toMatchObject({ state: 'available', fact: { country, status: 'available' } });
          else expect(viaQuery.results.some((r) => r.availability.state === 'available' && r.matchScore > 0)).toBe(false);
        }
    // the proxy's country header counts when the visitor names none, and the answer varies by it
    const us = await get('/api/recommendations?category=exchanges&priorities=low-fees', { 'cf-ipcountry': 'US' });
    const body = us.json() as Answer;
    expect(body.country).toEqual({ code: 'US', source: 'proxy' });
    expect(body.results.map((r) => r.id)).not.toContain('binance');
    expect(us.headers.vary).toBe('cf-ipcountry');
    // Binance has the lowest recorded taker fee: where its record does not rule it out (Brazil) it is
    // among the first for low fees
    const br = await rank('exchanges', ['low-fees'], '&country=BR');
    expect(br.results.slice(0, 6).map((r) => r.id)).toContain('binance');
  });

  it('the explanation’s facts are the partner API’s, value and provenance', async () => {
    const partner = new Map<string, Record<string, unknown>>();
    const record = async (type: string, id: string) => {
      const key = `${type}/${id}`;
      if (!partner.has(key)) {
        const res = await get(`/api/content/partners/${type}/${id}?lang=en`);
        expect(res.statusCode, key).toBe(200);
        partner.set(key, res.json());
      }
      return partner.get(key)!;
    };
    let checked = 0;
    for (const category of REC_CATEGORIES) {
      const body = await rank(category, PRIORITIES[category], '&country=US');
      for (const r of body.results)
        for (const line of r.criteria)
          for (const f of [...line.facts, ...(line.via?.facts ?? [])]) {
            const p = await record(f.from?.type ?? r.type, f.from?.id ?? r.id);
            if (f.field === 'availability') {
              expect((p.availability as unknown[]).map((a) => JSON.stringify(a))).toContain(
                JSON.stringify({ ...(f.value as object), provenance: f.provenance }),
              );
            } else if (f.field === 'licences') {
              // one licence of the record's list, as the criteria read it, with that licence's own provenance
              expect(p.licences as unknown[], `${r.type}/${r.id} licences`).toContainEqual(
                expect.objectContaining({ ...(f.value as object), provenance: f.provenance }),
              );
            } else if (f.field === 'category') {
              expect([f.value, f.provenance]).toEqual([p.category, { kind: 'catalogue' }]);
            } else if (f.field === 'offers.0') {
              const { provenance, ...offer } = (p.offers as Record<string, unknown>[])[0]!;
              expect([f.value, f.provenance]).toEqual([offer, provenance]);
            } else {
              const at = f.field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], p) as {
                value: unknown;
                provenance: unknown;
              };
              expect([f.value, f.provenance], `${r.type}/${r.id} ${f.field}`).toEqual([at.value, at.provenance]);
            }
            checked++;
          }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('gives the advisor’s pick with method=advisor: the first of the ranking, texts in the language asked', async () => {
    for (const category of REC_CATEGORIES) {
      const priorities = PRIORITIES[category].slice(0, 2);
      const all = await rank(category, priorities, '&country=BR');
      const one = await rank(category, priorities, '&country=BR&method=advisor&lang=es');
      expect(one.results).toHaveLength(1);
      expect([one.results[0]!.id, one.results[0]!.matchScore, one.results[0]!.criteria]).toEqual([
        all.results[0]!.id,
        all.results[0]!.matchScore,
        all.results[0]!.criteria,
      ]);
    }
    const es = (await candidates('es')).find((c) => c.category === 'trading-bots' && c.id === 'cryptohopper')!;
    const bots = await rank('trading-bots', ['backtesting'], '&lang=es');
    expect((bots.results.find((r) => r.id === 'cryptohopper') as Ranked & { description?: string }).description).toBe(es.description);
  });

  it('calls an offer exclusive only while the partner has an active referral code', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD },
    });
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const csrf = login.json().csrfToken as string;
    const offerOf = async () => (await rank('payment-cards', ['welcome-bonus'])).results.find((r) => r.id === 'nexo-card')!.offer!;
    expect(await offerOf()).toMatchObject({ id: 'referral', exclusive: false });
    const rows = (await get('/api/referral-codes?includeInactive=true', { cookie })).json() as {
      id: number;
      entityType: string;
      entityId: string;
    }[];
    const nexo = rows.find((r) => r.entityType === 'payment_card' && r.entityId === 'nexo-card')!;
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/referral-codes/${nexo.id}`,
        headers: { cookie, origin: ORIGIN, 'x-csrf-token': csrf },
        payload,
      });
    expect((await put({ code: 'COINATLAS', url: 'https://nexo.com/ref/coinatlas', isActive: true })).statusCode).toBe(200);
    expect((await offerOf()).exclusive).toBe(true);
    expect((await put({ isActive: false })).statusCode).toBe(200);
    expect((await offerOf()).exclusive).toBe(false);
  });

  it('answers 400 with a message for an unknown category, priority, country, method or language, or no priority', async () => {
    const cases: [string, RegExp | string][] = [
      ['/api/recommendations?category=casinos&priorities=low-fees', /^querystring\/category /],
      [
        '/api/recommendations?category=exchanges&priorities=low-fees,charting',
        `Unknown priority 'charting' for the category 'exchanges'. Known priorities: ${PRIORITIES.exchanges.join(', ')}.`,
      ],
      ['/api/recommendations?category=exchanges&priorities=,,', 'priorities must name at least one priority'],
      ['/api/recommendations?category=exchanges', /priorities/],
      [
        '/api/recommendations?category=exchanges&priorities=low-fees&country=ZZ',
        "country 'ZZ' is not the ISO 3166-1 alpha-2 code of a country (for example DE, US or BR)",
      ],
      ['/api/recommendations?category=exchanges&priorities=low-fees&country=Germany', /^querystring\/country /],
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

  it('is cacheable: the same question answers the same ETag, and If-None-Match gets a 304', async () => {
    const url = '/api/recommendations?category=wallets&priorities=offline-keys,open-source&country=DE';
    const a = await get(url);
    expect(a.headers['cache-control']).toBe('public, max-age=60');
    expect(a.headers.vary).toBeUndefined();
    // the order of the priorities does not change the answer
    const b = await get('/api/recommendations?category=wallets&priorities=open-source,offline-keys&country=DE');
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.body).toBe(a.body);
    expect((await get(url, { 'if-none-match': a.headers.etag as string })).statusCode).toBe(304);
  });

  it('is documented in the API document', async () => {
    const doc = (await get('/openapi.json')).json() as { paths: Record<string, { get?: { operationId?: string } }> };
    expect(doc.paths['/api/recommendations']?.get?.operationId).toBe('rankPartners');
    expect(doc.paths['/api/content/recommendations']?.get?.operationId).toBe('listContentRecommendations');
    // rate limited like every /api route, and says so
    expect(Object.keys((doc.paths['/api/recommendations']!.get as { responses: object }).responses)).toEqual(
      expect.arrayContaining(['200', '304', '400', '429']),
    );
  });
});

describe('links read the partner records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => t?.close());

  it('/go links send every listed partner to its official site while it has no active code', async () => {
    for (const p of content.partners.slice(0, 20)) {
      const res = await t.app.inject({ url: `/go/${p.type}/${p.id}` });
      expect(res.statusCode, `${p.type}/${p.id}`).toBe(302);
      expect(res.headers.location).toBe(p.officialUrl);
    }
  });
});
