import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Operation = {
  operationId?: string;
  security?: Array<Record<string, unknown>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema?: Schema }> }>;
};
type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, unknown> };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, Schema> };
};

// Values for path parameters, so every documented GET can be called.
const SAMPLE: Record<string, string> = { slug: 'what-is-bitcoin', entityId: 'binance', type: 'exchange', id: 'binance' };
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => SAMPLE[name] ?? 'x');

/** The API document says what the routes do: checked here against the routes' real answers. */
describe('the OpenAPI document matches the API', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    // A closed local port: price providers fail at once instead of being called.
    t = await createTestApp({ env: { COINGECKO_BASE_URL: 'http://127.0.0.1:9', COINPAPRIKA_BASE_URL: 'http://127.0.0.1:9' } });
    doc = (await t.app.inject({ url: '/openapi.json' })).json();
  });
  afterAll(async () => t?.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));

  it('declares the admin session scheme, and every operation says whether it needs it', () => {
    expect(doc.components.securitySchemes.adminSession).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'coinatlas_admin' });
    for (const { path, method, op } of operations()) expect(op.security, `${method} ${path}`).toBeDefined();
  });

  it('every admin operation answers 401 to an anonymous caller, and admin writes document the CSRF header', async () => {
    const admin = operations().filter(({ op }) => op.security?.length);
    expect(admin.length).toBeGreaterThan(3);
    for (const { path, method, op } of admin) {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: fill(path),
        payload: method === 'get' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      if (method !== 'get') expect(op.parameters?.some((p) => p.in === 'header' && p.name === 'x-csrf-token' && p.required)).toBe(true);
    }
  });

  it('public GETs send the headers the document promises, and allow any origin without credentials', async () => {
    const reads = operations().filter(
      ({ path, method, op }) => method === 'get' && path.startsWith('/api/') && !path.startsWith('/api/admin') && !op.security?.length,
    );
    expect(reads.length).toBeGreaterThan(5);
    for (const { path, op } of reads) {
      const res = await t.app.inject({ url: fill(path), headers: { origin: 'https://integrator.example' } });
      const label = `GET ${path} (${res.statusCode})`;
      expect(res.headers['access-control-allow-origin'], label).toBe('*');
      expect(res.headers['access-control-allow-credentials'], label).toBeUndefined();
      expect(op.responses['429'], label).toBeDefined();
      if (res.statusCode >= 300) continue;
      const documented = Object.keys(op.responses[String(res.statusCode)]?.headers ?? {}).map((h) => h.toLowerCase());
      expect(documented, label).toEqual(expect.arrayContaining(['cache-control', 'x-ratelimit-limit']));
      expect(res.headers['cache-control'], label).toBeTruthy();
      expect(res.headers['x-ratelimit-limit'], label).toBeTruthy();
      if (op.responses['304']) expect(res.headers.etag, label).toBeTruthy();
      if (res.headers.etag) expect(documented, label).toContain('etag');
    }
  });

  it('answers a browser preflight for a public read, and sends no CORS headers on writes or admin reads', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/promotions',
      headers: { origin: 'https://integrator.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { origin: 'https://integrator.example' },
      payload: { email: 'someone@example.com' },
    });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
    const adminRead = await t.app.inject({ url: '/api/admin/referral-clicks', headers: { origin: 'https://integrator.example' } });
    expect(adminRead.headers['access-control-allow-origin']).toBeUndefined();
    const writePreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/subscribers',
      headers: { origin: 'https://integrator.example', 'access-control-request-method': 'POST' },
    });
    expect(writePreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives every operation an operationId and a client-error answer', () => {
    for (const { path, method, op } of operations()) {
      expect(op.operationId, `${method} ${path}`).toBeTruthy();
      if (path.startsWith('/api/'))
        expect(
          Object.keys(op.responses).some((s) => s.startsWith('4')),
          `${method} ${path}`,
        ).toBe(true);
    }
  });

  it('has one error shape: every error answer is ErrorBody, or ErrorBody with more fields (allOf)', () => {
    const ERROR_BODY = '#/components/schemas/ErrorBody';
    const ERROR_FIELDS = ['statusCode', 'error', 'message'];
    // Not an error answer: the readiness report a load balancer reads (status and checks), also sent as 503.
    const NOT_ERRORS = new Set(['get /readyz 503']);
    const resolve = (schema: Schema): Schema =>
      schema.$ref && schema.$ref !== ERROR_BODY
        ? resolve(doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]!)
        : schema;
    // ErrorBody itself, or allOf [ErrorBody, fields that do not repeat its own]: anything else written out is a second error shape.
    const isErrorBody = (schema: Schema): boolean =>
      schema.$ref === ERROR_BODY ||
      (schema.allOf?.[0]?.$ref === ERROR_BODY &&
        schema.allOf.slice(1).every((part) => !part.$ref && !part.allOf && !ERROR_FIELDS.some((f) => f in (part.properties ?? {}))));
    const inline: string[] = [];
    let checked = 0;
    for (const { path, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status) || NOT_ERRORS.has(`${method} ${path} ${status}`)) continue;
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (!media.schema || !type.includes('json')) continue;
          checked++;
          if (!isErrorBody(resolve(media.schema))) inline.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(inline).toEqual([]);
    // No other named schema is error-shaped either.
    const named = Object.entries(doc.components.schemas).filter(
      ([name, schema]) => name !== 'ErrorBody' && !isErrorBody(schema) && ERROR_FIELDS.every((f) => f in (schema.properties ?? {})),
    );
    expect(named.map(([name]) => name)).toEqual([]);
  });
});
