import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { registerErrorHandling } from './errors.js';
import { BoundedInteger, PG_INT_MAX, RowId } from './schemas.js';
import { serverOptions } from './server-options.js';

/** A real Fastify with the app's validator compilers and error handler, and three routes taking integers. */
describe('integers a client sends', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify(serverOptions(loadConfig({ NODE_ENV: 'test' })));
    registerErrorHandling(app);
    app.get(
      '/posts',
      { schema: { querystring: Type.Object({ page: BoundedInteger(1, 10_000, { default: 1 }) }) } },
      async (req) => req.query,
    );
    app.get('/posts/:id', { schema: { params: Type.Object({ id: RowId() }) } }, async (req) => req.params);
    // a plain typebox number, not the shared schema: the compiler refuses infinities for every schema
    app.get(
      '/ratio',
      { schema: { querystring: Type.Object({ r: Type.Number(), list: Type.Optional(Type.Array(Type.Number())) }) } },
      async (req) => req.query,
    );
    app.post('/version', { schema: { body: Type.Object({ version: RowId() }) } }, async (req) => req.body);
    await app.ready();
  });
  afterAll(async () => app.close());

  const get = async (url: string) => {
    const res = await app.inject({ url });
    return [res.statusCode, res.json()] as const;
  };

  it.each([
    ['/posts?page=1e309', 'querystring/page must be a finite number'],
    ['/posts?page=Infinity', 'querystring/page must be a finite number'],
    ['/posts?page=-Infinity', 'querystring/page must be a finite number'],
    ['/posts?page=-1e309', 'querystring/page must be a finite number'],
    ['/posts?page=NaN', 'querystring/page must be integer'],
    ['/posts?page=1.5', 'querystring/page must be integer'],
    ['/posts?page=0', 'querystring/page must be >= 1'],
    ['/posts?page=10001', 'querystring/page must be <= 10000'],
    ['/posts?page=', 'querystring/page must be integer'],
    ['/posts/1e309', 'params/id must be a finite number'],
    ['/posts/Infinity', 'params/id must be a finite number'],
    [`/posts/${PG_INT_MAX + 1}`, `params/id must be <= ${PG_INT_MAX}`],
    ['/posts/99999999999999999999', `params/id must be <= ${PG_INT_MAX}`],
    ['/posts/-1', 'params/id must be >= 1'],
    ['/ratio?r=1e309', 'querystring/r must be a finite number'],
    ['/ratio?r=1&list=2&list=-Infinity', 'querystring/list/1 must be a finite number'],
  ])('%s: 400 %j', async (url, message) => {
    expect(await get(url)).toEqual([400, { statusCode: 400, error: 'Bad Request', message }]);
  });

  it('passes what is in range, coerced from text', async () => {
    expect(await get('/posts?page=3')).toEqual([200, { page: 3 }]);
    expect(await get('/posts')).toEqual([200, { page: 1 }]);
    expect(await get(`/posts/${PG_INT_MAX}`)).toEqual([200, { id: PG_INT_MAX }]);
    expect(await get('/ratio?r=-2.5e3')).toEqual([200, { r: -2500 }]);
  });

  it('a JSON body is never coerced: an infinite or too large number in it is refused as well', async () => {
    for (const [raw, message] of [
      ['{"version":1e309}', 'body/version must be integer'],
      ['{"version":1e20}', `body/version must be <= ${PG_INT_MAX}`],
      ['{"version":"3"}', 'body/version must be integer'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: '/version', headers: { 'content-type': 'application/json' }, payload: raw });
      expect([raw, res.statusCode, res.json().message]).toEqual([raw, 400, message]);
    }
  });
});
