import { PROVENANCE_SCHEMA_ID } from '@coinatlas/domain/provenance/provenance-schema';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { sessionCookieName } from '@coinatlas/domain/admin/cookies';
import { ADMIN_ACCESS, CSRF_HEADER, type AdminAccess } from './module.js';

export const OPENAPI_INFO = {
  title: 'CoinAtlas API',
  version: '1.0.0',
  description:
    'The public API behind CoinAtlas, a free guide to crypto exchanges, wallets, trading bots, cards, tools and apps. ' +
    'Every error is JSON `{ statusCode, error, message }`; 4xx messages say what was wrong with the request. ' +
    'Routes under /api are rate limited per client: every answer carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` ' +
    'and `X-RateLimit-Reset`, and a 429 carries `Retry-After`. Public read-only GET endpoints allow any origin (CORS, ' +
    'no credentials), so browser apps elsewhere can call them. Admin endpoints need the admin session cookie from ' +
    '`POST /api/admin/login`; admin writes also need the `x-csrf-token` header from `GET /api/admin/session`.',
};

const SWAGGER_INLINE_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; parameters?: Json[]; security?: unknown[] };

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };
const RATE_LIMIT_HEADERS: Record<string, Json> = {
  'X-RateLimit-Limit': { description: 'Requests allowed per client in the current window', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until the window resets', schema: { type: 'integer' } },
};
const CACHE_CONTROL: Json = { description: 'How long the answer may be reused, and by whom', schema: { type: 'string' } };
const ETAG: Json = {
  description: 'Version of the answer; send it back in If-None-Match to get 304 when unchanged',
  schema: { type: 'string' },
};

const errorResponse = (description: string, headers?: Record<string, Json>): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_REF } },
});

/**
 * Completes every operation of the generated document from what the routes really do, so nothing is
 * listed twice: the admin security scheme (from the requireAdmin hooks), the CSRF header on admin writes,
 * the rate limit's headers and 429 on every /api operation, Cache-Control on GET answers and ETag where an
 * operation answers 304.
 */
/** A JSON value with its object keys sorted, so two copies of one schema compare equal whatever their key order. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .filter((k) => k !== '$id')
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Json)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

/**
 * Every copy of a registered component inside the document becomes a reference to it. The partner records embed
 * the provenance schema in each fact (it validates them in place), which the document would otherwise repeat
 * about 160 times; the one `Provenance` component is what every answer points at.
 */
function referComponent(doc: Json, name: string): void {
  const schemas = ((doc.components ?? {}) as Json).schemas as Json | undefined;
  const component = schemas?.[name];
  if (!component) return;
  const body = canonical(component);
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    if (canonical(node) === body) return { $ref: `#/components/schemas/${name}` };
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  };
  for (const key of Object.keys(schemas!)) if (key !== name) schemas![key] = walk(schemas![key]);
  if (doc.paths) doc.paths = walk(doc.paths) as Json;
}

function completeDocument(
  doc: Json,
  access: ReadonlyMap<string, AdminAccess>,
  errorExamples: ReadonlyMap<string, unknown>,
  cookieName: string,
): Json {
  referComponent(doc, PROVENANCE_SCHEMA_ID);
  const components = (doc.components ??= {}) as Json;
  components.securitySchemes = {
    adminSession: {
      type: 'apiKey',
      in: 'cookie',
      name: cookieName,
      description: 'The HttpOnly session cookie set by POST /api/admin/login.',
    },
  };
  const schemas = (components.schemas ??= {}) as Json;
  schemas.ErrorBody ??= {
    type: 'object',
    required: ['statusCode', 'error', 'message'],
    properties: {
      statusCode: { type: 'integer' },
      error: { type: 'string' },
      message: { type: 'string', description: 'What was wrong, in a sentence a person can act on' },
    },
  };
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Record<string, Operation>>)) {
    for (const [method, op] of Object.entries(item)) {
      const responses = (op.responses ??= {});
      const admin = access.get(`${method.toUpperCase()} ${path}`);
      if (admin) {
        op.security = [{ adminSession: [] }];
        responses['401'] ??= errorResponse('Not signed in as an admin');
        if (admin === 'mutation') {
          responses['403'] ??= errorResponse('Cross-site request, or a missing or wrong CSRF token');
          op.parameters = [
            ...(op.parameters ?? []),
            {
              in: 'header',
              name: CSRF_HEADER,
              required: true,
              description: 'The CSRF token from GET /api/admin/session',
              schema: { type: 'string' },
            },
          ];
        }
      } else {
        op.security = [];
      }
      for (const [status, response] of Object.entries(responses)) {
        const example = errorExamples.get(`${method.toUpperCase()} ${path} ${status}`);
        const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
        if (example && media) media.example ??= example;
      }
      if (!path.startsWith('/api/')) continue;
      responses['429'] ??= errorResponse('Too many requests from this client; retry after the given seconds', {
        'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
      });
      for (const [status, response] of Object.entries(responses)) {
        if (!/^[23]/.test(status)) continue;
        const headers = (response.headers ??= {}) as Record<string, Json>;
        Object.assign(headers, RATE_LIMIT_HEADERS);
        if (method === 'get') headers['Cache-Control'] ??= CACHE_CONTROL;
        if (method === 'get' && responses['304'] && status === '200') headers.ETag ??= ETAG;
      }
    }
  }
  return doc;
}

export async function registerOpenApi(app: FastifyInstance, publicSiteUrl: string): Promise<void> {
  const https = publicSiteUrl.startsWith('https://');
  // Which operations sit behind the admin guard, read from the routes' own onRequest hooks.
  const access = new Map<string, AdminAccess>();
  // The example message of each error response (errorResponse): @fastify/swagger drops every keyword
  // beside a $ref, so the examples are put back on the response's media here.
  const errorExamples = new Map<string, unknown>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const methods = [route.method].flat();
    const responses = (route.schema?.response ?? {}) as Record<string, { $ref?: unknown; examples?: unknown[] }>;
    for (const [status, schema] of Object.entries(responses)) {
      if (schema.$ref !== 'ErrorBody' || !schema.examples?.length) continue;
      for (const method of methods) errorExamples.set(`${method} ${path} ${status}`, schema.examples[0]);
    }
    const hooks = [route.onRequest ?? []].flat() as Array<{ [ADMIN_ACCESS]?: AdminAccess }>;
    const level = hooks.map((h) => h[ADMIN_ACCESS]).find(Boolean);
    if (!level) return;
    for (const method of methods) access.set(`${method} ${path}`, level);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        ...OPENAPI_INFO,
        license: { name: 'All rights reserved; use is governed by the terms of use', url: `${publicSiteUrl}/terms` },
      },
      servers: [{ url: publicSiteUrl }],
      tags: [
        { name: 'Operations', description: 'Liveness, readiness and metrics for operators' },
        { name: 'Site', description: 'Public site configuration' },
      ],
    },
    // typebox 1.x marks optional properties with a symbol; strip nothing else, keep ids stable.
    refResolver: { buildLocalReference: (json, _base, _frag, i) => (json.$id as string) || `def-${i}` },
    transformObject: (documentObject) =>
      completeDocument((documentObject as { openapiObject: Json }).openapiObject, access, errorExamples, sessionCookieName(https)) as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Swagger UI's own hashed CSP, plus the hash of the one inline style its bundle applies at runtime.
    transformStaticCSP: (header) => {
      const withStyle = header.replace("style-src 'self' https:", `style-src 'self' https: '${SWAGGER_INLINE_STYLE_HASH}'`);
      return https ? withStyle : withStyle.replace(/\s*upgrade-insecure-requests;?/, '');
    },
    uiConfig: { deepLinking: true, docExpansion: 'list' },
  });
  app.get('/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
}
