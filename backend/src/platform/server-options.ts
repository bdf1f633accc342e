import { AjvCompiler } from '@fastify/ajv-compiler';
import { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { requestId } from './request-id.js';

/**
 * Validation: paths, query strings and headers arrive as text, so their numbers and booleans are coerced
 * ("?days=7"). JSON bodies are typed already and are never coerced: a string field accepts only a string
 * (no `true`, `42` or `["x@example.com"]` turned into text).
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
        return (route: { httpPart?: string }) => (route.httpPart === 'body' ? strict(route as never) : coercing(route as never));
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
  } as FastifyServerOptions;
}
