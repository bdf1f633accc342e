import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../backend/src/modules/content/adapters/fs-content.js';

const ALL_PARTNERS = loadContent().partners;
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

type Code = {
  id: number;
  entityType: string;
  entityId: string;
  name: string;
  description: string;
  code: string;
  url: string;
  discount: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

describe('referral codes API', () => {
  let t: TestApp;
  let cookie = '';
  let csrf = '';
  const adminHeaders = () => ({ cookie, origin: ORIGIN, 'x-csrf-token': csrf });
  const all = async (): Promise<Code[]> =>
    (await t.app.inject({ url: '/api/referral-codes?includeInactive=true', headers: { cookie } })).json();
  const byEntity = async (type: string, id: string) => (await all()).find((c) => c.entityType === type && c.entityId === id)!;

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD },
    });
    cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    csrf = res.json().csrfToken;
  });
  afterAll(async () => t?.close());

  describe('seeds', () => {
    it('gives every listed partner its official URL and the example code, inactive', async () => {
      const rows = await all();
      expect(rows).toHaveLength(ALL_PARTNERS.length);
      for (const p of ALL_PARTNERS) {
        const row = rows.find((r) => r.entityType === p.type && r.entityId === p.id);
        expect(row, `${p.type}/${p.id}`).toMatchObject({ name: p.name, url: p.officialUrl, code: 'EXAMPLE-REPLACE-ME', isActive: false });
      }
    });

    it('shows visitors nothing until a real code is active', async () => {
      expect((await t.app.inject({ url: '/api/referral-codes' })).json()).toEqual([]);
      expect((await t.app.inject({ url: '/api/referral-codes/type/exchange' })).json()).toEqual([]);
      const one = await t.app.inject({ url: '/api/referral-codes/entity/binance' });
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No referral code found' });
    });

    it('a deleted code is not seeded again at the next start', async (ctx) => {
      const gemini = await byEntity('exchange', 'gemini');
      expect((await t.app.inject({ method: 'DELETE', url: `/api/referral-codes/${gemini.id}`, headers: adminHeaders() })).statusCode).toBe(
        204,
      );
      // The next start needs the same database: embedded PGlite lives in this one app's memory here.
      if (!t.database.url) ctx.skip();
      const again = await createTestApp({ database: t.database, redis: t.redis });
      try {
        const rows = await again.infra.db('referral_codes').where({ entity_type: 'exchange', entity_id: 'gemini' });
        expect(rows).toHaveLength(0);
        expect(await again.infra.db('referral_codes').count({ n: '*' })).toEqual([{ n: ALL_PARTNERS.length - 1 }]);
      } finally {
        await again.app.close();
        await again.infra.close();
      }
    });
  });

  describe('anonymous callers', () => {
    it('cannot list inactive codes, create, update or delete (401), whatever the body', async () => {
      const list = await t.app.inject({ url: '/api/referral-codes?includeInactive=true' });
      expect(list.statusCode).toBe(401);
      expect(list.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in as an admin to use this endpoint.' });
      const kraken = await byEntity('exchange', 'kraken');
      for (const req of [
        {
          method: 'POST' as const,
          url: '/api/referral-codes',
          payload: { entityType: 'exchange', entityId: 'kraken', code: 'X', url: 'https://x.example' },
        },
        { method: 'POST' as const, url: '/api/referral-codes', payload: { nonsense: true } },
        { method: 'PUT' as const, url: `/api/referral-codes/${kraken.id}`, payload: { isActive: false } },
        { method: 'DELETE' as const, url: `/api/referral-codes/${kraken.id}` },
        { method: 'GET' as const, url: '/api/admin/referral-clicks' },
      ]) {
        const res = await t.app.inject({ ...req, headers: { origin: ORIGIN, 'x-csrf-token': csrf } });
        expect(res.statusCode, `${req.method} ${req.url}`).toBe(401);
      }
      expect((await byEntity('exchange', 'kraken')).updatedAt).toBe(kraken.updatedAt);
      // Even a body the parser would refuse gets the 401 first: anonymous callers learn nothing else.
      const empty = await t.app.inject({
        method: 'DELETE',
        url: `/api/referral-codes/${kraken.id}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(empty.statusCode).toBe(401);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/referral-codes',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });
      expect(broken.statusCode).toBe(401);
    });
  });

  describe('CSRF defence', () => {
    it('refuses a signed-in mutation without the token, with a wrong token, or from another origin (403)', async () => {
      const kraken = await byEntity('exchange', 'kraken');
      const put = (headers: Record<string, string>) =>
        t.app.inject({ method: 'PUT', url: `/api/referral-codes/${kraken.id}`, headers, payload: { discount: 'changed' } });
      const noToken = await put({ cookie, origin: ORIGIN });
      expect(noToken.statusCode).toBe(403);
      expect(noToken.json().message).toBe(
        'Missing or invalid CSRF token: send the x-csrf-token header with the token from GET /api/admin/session.',
      );
      expect((await put({ cookie, origin: ORIGIN, 'x-csrf-token': csrf.slice(0, -1) + (csrf.endsWith('A') ? 'B' : 'A') })).statusCode).toBe(
        403,
      );
      const cross = await put({ cookie, origin: 'https://evil.example', 'x-csrf-token': csrf });
      expect(cross.statusCode).toBe(403);
      expect(cross.json().message).toBe('Cross-site request refused: the Origin header does not match this site.');
      expect((await put({ cookie, 'x-csrf-token': csrf })).statusCode).toBe(403); // no Origin, no Referer
      expect((await put({ cookie, origin: 'null', 'x-csrf-token': csrf })).statusCode).toBe(403);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/referral-codes/${kraken.id}`, headers: { cookie, origin: ORIGIN } });
      expect(del.statusCode).toBe(403);
      expect((await byEntity('exchange', 'kraken')).discount).toBe('');
    });
  });

  describe('admin writes', () => {
    it('updates a seeded code, activates it, and visitors then see it everywhere', async () => {
      const kraken = await byEntity('exchange', 'kraken');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/referral-codes/${kraken.id}`,
        headers: adminHeaders(),
        payload: {
          code: 'COINATLAS',
          url: 'https://www.kraken.com/sign-up?ref=coinatlas',
          discount: 'Welcome offer per Kraken’s terms',
          description: 'Use our code when you sign up.',
          isActive: true,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json() as Code;
      expect(updated).toMatchObject({
        id: kraken.id,
        entityType: 'exchange',
        entityId: 'kraken',
        name: 'Kraken',
        code: 'COINATLAS',
        isActive: true,
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(kraken.updatedAt));
      expect(updated.createdAt).toBe(kraken.createdAt);

      const pub = await t.app.inject({ url: '/api/referral-codes' });
      expect(pub.json()).toEqual([updated]);
      expect(pub.headers['cache-control']).toBe('no-cache');
      expect((await t.app.inject({ url: '/api/referral-codes/type/exchange' })).json()).toEqual([updated]);
      expect((await t.app.inject({ url: '/api/referral-codes/type/tool' })).json()).toEqual([]);
      const one = await t.app.inject({ url: '/api/referral-codes/entity/kraken' });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({
        code: 'COINATLAS',
        url: 'https://www.kraken.com/sign-up?ref=coinatlas',
        discount: 'Welcome offer per Kraken’s terms',
        isActive: true,
      });
      expect((await t.app.inject({ url: '/api/referral-codes/entity/kraken?type=tool' })).statusCode).toBe(404);
    });

    it('picks the code of the asked type when two types share an id', async () => {
      const tool = await byEntity('tool', '3commas');
      const bot = await byEntity('trading_bot', '3commas');
      for (const [row, code] of [
        [tool, 'TOOLCODE'],
        [bot, 'BOTCODE'],
      ] as const) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/referral-codes/${row.id}`,
          headers: adminHeaders(),
          payload: { code, isActive: true },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect((await t.app.inject({ url: '/api/referral-codes/entity/3commas?type=tool' })).json().code).toBe('TOOLCODE');
      expect((await t.app.inject({ url: '/api/referral-codes/entity/3commas?type=trading_bot' })).json().code).toBe('BOTCODE');
      // Without a type, the order of the types decides: trading_bot comes before tool.
      expect((await t.app.inject({ url: '/api/referral-codes/entity/3commas' })).json().code).toBe('BOTCODE');
      expect((await t.app.inject({ url: '/api/referral-codes/entity/3commas?type=bots' })).statusCode).toBe(400);
    });

    it('toggles a code off: visitors no longer see it', async () => {
      const bot = await byEntity('trading_bot', '3commas');
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/referral-codes/${bot.id}`,
        headers: adminHeaders(),
        payload: { isActive: false },
      });
      expect(res.json()).toMatchObject({ isActive: false, code: 'BOTCODE' });
      expect((await t.app.inject({ url: '/api/referral-codes/type/trading_bot' })).json()).toEqual([]);
    });

    it('creates a code for a listed partner that has none (201), and refuses a second one (409)', async () => {
      const body = {
        entityType: 'exchange',
        entityId: 'gemini',
        code: 'GEMINI-CA',
        url: 'https://www.gemini.com/share/coinatlas',
        discount: 'Bonus per Gemini’s terms',
        isActive: true,
      };
      const res = await t.app.inject({ method: 'POST', url: '/api/referral-codes', headers: adminHeaders(), payload: body });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ ...body, name: 'Gemini', description: '' });
      const dup = await t.app.inject({ method: 'POST', url: '/api/referral-codes', headers: adminHeaders(), payload: body });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe("A referral code for exchange 'gemini' already exists; edit it instead");
    });

    it('deletes a code (204) and answers 404 for an unknown id', async () => {
      const gemini = await byEntity('exchange', 'gemini');
      expect((await t.app.inject({ method: 'DELETE', url: `/api/referral-codes/${gemini.id}`, headers: adminHeaders() })).statusCode).toBe(
        204,
      );
      const again = await t.app.inject({ method: 'DELETE', url: `/api/referral-codes/${gemini.id}`, headers: adminHeaders() });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(`No referral code with id ${gemini.id}`);
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/referral-codes/999999',
        headers: adminHeaders(),
        payload: { isActive: false },
      });
      expect(put.statusCode).toBe(404);
      const badId = await t.app.inject({
        method: 'PUT',
        url: '/api/referral-codes/abc',
        headers: adminHeaders(),
        payload: { isActive: false },
      });
      expect(badId.statusCode).toBe(400);
    });
  });

  describe('validation', () => {
    const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/referral-codes', headers: adminHeaders(), payload });
    const valid = { entityType: 'exchange', entityId: 'gemini', code: 'OK-CODE', url: 'https://www.gemini.com/r/1' };

    it.each([
      ['http url', { ...valid, url: 'http://www.gemini.com/r/1' }, 'body/url must match pattern "^https://"'],
      ['url with a space', { ...valid, url: 'https://exa mple.com' }, 'url must be a valid address such as https://example.com/ref/abc'],
      [
        'url with credentials',
        { ...valid, url: 'https://user:pass@gemini.com/r' },
        'url must be a valid address such as https://example.com/ref/abc',
      ],
      ['url without a domain', { ...valid, url: 'https://localhost/r' }, 'url must be a valid address such as https://example.com/ref/abc'],
      ['url too long', { ...valid, url: 'https://' + 'a'.repeat(2050) + '.com' }, 'body/url must NOT have more than 2048 characters'],
      ['code with a space', { ...valid, code: 'has space' }, 'body/code must match pattern "^[A-Za-z0-9][A-Za-z0-9._-]*$"'],
      ['code too long', { ...valid, code: 'X'.repeat(65) }, 'body/code must NOT have more than 64 characters'],
      ['name too long', { ...valid, name: 'N'.repeat(121) }, 'body/name must NOT have more than 120 characters'],
      ['description too long', { ...valid, description: 'D'.repeat(501) }, 'body/description must NOT have more than 500 characters'],
      ['discount too long', { ...valid, discount: 'D'.repeat(121) }, 'body/discount must NOT have more than 120 characters'],
      ['blank name', { ...valid, name: '   ' }, 'name is required'],
      ['unknown type', { ...valid, entityType: 'exchanges' }, 'body/entityType must be equal to one of the allowed values'],
      ['uppercase entity id', { ...valid, entityId: 'Gemini' }, 'body/entityId must match pattern "^[a-z0-9][a-z0-9-]*$"'],
      [
        'unlisted partner',
        { ...valid, entityId: 'not-listed' },
        "entityId 'not-listed' is not a listed exchange; codes can be created only for partners the site lists",
      ],
      ['unknown field', { ...valid, clicks: 5 }, "body has an unknown field 'clicks'"],
      ['missing code', { entityType: 'exchange', entityId: 'gemini', url: 'https://www.gemini.com' }, 'body/code is required'],
      [
        'active example code',
        { ...valid, code: 'example-replace-me', isActive: true },
        'code is still the example code EXAMPLE-REPLACE-ME: replace it with your real referral code before activating it',
      ],
    ])('refuses %s with a message naming the field', async (_label, payload, message) => {
      const res = await create(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    });

    it('refuses an empty update and activating a seeded example code', async () => {
      const binance = await byEntity('exchange', 'binance');
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: `/api/referral-codes/${binance.id}`, headers: adminHeaders(), payload });
      expect((await put({})).json().message).toBe('body must NOT have fewer than 1 properties');
      expect((await put({ entityId: 'kraken' })).json().message).toBe("body has an unknown field 'entityId'");
      const activate = await put({ isActive: true });
      expect(activate.statusCode).toBe(400);
      expect(activate.json().message).toContain('replace it with your real referral code before activating it');
      expect((await byEntity('exchange', 'binance')).isActive).toBe(false);
    });

    it('answers 400 for an unknown type on the type route', async () => {
      const res = await t.app.inject({ url: '/api/referral-codes/type/exchanges' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Unknown entity type 'exchanges'. Expected one of: exchange, trading_bot, payment_card, tool, app, wallet",
      );
    });
  });

  describe('documentation', () => {
    it('every referral and admin route is in the OpenAPI document with examples', async () => {
      const spec = (await t.app.inject({ url: '/openapi.json' })).json();
      const ops = [
        ['/api/referral-codes', 'get'],
        ['/api/referral-codes', 'post'],
        ['/api/referral-codes/{id}', 'put'],
        ['/api/referral-codes/{id}', 'delete'],
        ['/api/referral-codes/entity/{entityId}', 'get'],
        ['/api/referral-codes/type/{type}', 'get'],
        ['/api/admin/session', 'get'],
        ['/api/admin/login', 'post'],
        ['/api/admin/logout', 'post'],
        ['/api/admin/referral-clicks', 'get'],
        ['/go/{type}/{id}', 'get'],
      ] as const;
      for (const [path, method] of ops) {
        const op = spec.paths[path]?.[method];
        expect(op, `${method} ${path}`).toBeDefined();
        expect(op.operationId).toBeTruthy();
        expect(op.summary).toBeTruthy();
        expect(JSON.stringify(op)).toContain('example');
      }
      expect(spec.components.schemas.ReferralCode.examples[0].entityId).toBe('kraken');
    });
  });
});
