import { AjvCompiler } from '@fastify/ajv-compiler';
import { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { requestId } from './request-id.js';

type Validate = ((data: unknown, ctx?: unknown) => boolean) & { errors?: unknown[] | null; schemaEnv?: unknown };

/** Where in a path, query string or header object a number is not finite ('/page'), or undefined. */
function nonFinite(value: unknown, at = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : at;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFinite(item, `${at}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * ajv coerces text to a number with `+value`: '1e309', 'Infinity' and '-1e309' become ±Infinity, which it
 * then lets through every number keyword, range included (ajv-validator/ajv#2212, still open), so they
 * reached Postgres as 500s. A coerced value that is not finite is refused here, for every route and every
 * integer or number schema: "querystring/page must be a finite number".
 */
function refusingNonFinite(validate: Validate): Validate {
  const wrapped: Validate = (data, ctx) => {
    if (!validate(data, ctx)) {
      wrapped.errors = validate.errors ?? null;
      return false;
    }
    const at = nonFinite(data);
    if (at === undefined) return true;
    wrapped.errors = [
      { instancePath: at, schemaPath: '#', keyword: 'type', params: { type: 'number' }, message: 'must be a finite number' },
    ];
    return false;
  };
  // Fastify passes the parent object along to ajv validators (those with a schemaEnv), so ajv may coerce the root.
  if (validate.schemaEnv) wrapped.schemaEnv = validate.schemaEnv;
  return wrapped;
}

/**
 * Validation: paths, query strings and headers arrive as text, so their numbers and booleans are coerced
 * ("?days=7"), and a number that came out of it infinite is refused (see refusingNonFinite). JSON bodies are
 * typed already and are never coerced: a string field accepts only a string (no `true`, `42` or
 * `["x@example.com"]` turned into text), and ajv's own type check refuses a non-finite number there.
 */
function validatorCompilers(): NonNullable<FastifyServerOptions['schemaController']> {
  const pool = AjvCompiler();
  const shared = { removeAdditional: false as const, useDefaults: true, allErrors: false };
  type Factory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;
  return {
    compilersFactory: {
      buildValidator: ((externalSchemas: unknown, ajvOptions: unknown) => {
        const opts = ajvOptions as { customOptions?: object; plugins?: unknown[] };
        const coercing = pool(externalSchemas as never, { ...opts, customOptions: { ...shared, coerceTypes: 'array' } } as never);
        const strict = pool(externalSchemas as never, { ...opts, customOptions: { ...shared, coerceTypes: false } } as never);
        return (route: { httpPart?: string }) =>
          route.httpPart === 'body' ? strict(route as never) : refusingNonFinite(coercing(route as never) as unknown as Validate);
      }) as unknown as Factory,
    },
  };
}

/** Fastify's server options from the config: timeouts, body limit, proxy trust, request ids, validation. */
export function serverOptions(config: Config): FastifyServerOptions {
  return {
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: config.bodyLimit,
    // A request must arrive whole in time (408 otherwise); sockets with no activity are closed.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    // Node refuses a headers timeout longer than the request timeout, and checks both only every
    // connectionsCheckingInterval (30 s by default): check every second so a stalled body ends on time.
    http: { headersTimeout: Math.min(60_000, config.http.requestTimeoutMs), connectionsCheckingInterval: 1000 },
    // platform/request-log.ts logs the requests that matter (errors, slow ones), without query strings.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestId,
    schemaController: validatorCompilers(),
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    // Start-up steps (migrations, seeding the partner records, indexing the site search) run in plugins
    // and onReady hooks; on a busy 2-core machine one can take longer than Fastify's 10 s per step, and a
    // start that gives up then is worse than a slow one. A guard against a hang, not a speed target.
    pluginTimeout: 120_000,
  } as FastifyServerOptions;
}
