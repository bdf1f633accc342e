import compress from '@fastify/compress';
import helmetCore, { type HelmetOptions } from 'helmet';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { clientGone, errorBody } from './errors.js';
import type { FallbackReporter } from './rate-limit/fallback.js';
import { fallbackStore } from './rate-limit/fallback-store.js';

/** Image hosts the price provider serves coin logos from. */
export const PROVIDER_IMAGE_HOSTS = ['https://coin-images.coingecko.com', 'https://assets.coingecko.com'];

/** Browser features the site never uses, switched off for it and for anything it might embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), ' +
  'gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), ' +
  'screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=(), interest-cohort=()';

/** Where the client build's content-hashed files are served. */
const ASSETS_PREFIX = '/assets/';
/** Security headers that mean something on a script, style, font or image response. */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);

/** The headers helmet sends for these options, computed once by running its middleware on a recorder. */
function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmetCore(options)({} as never, res as never, () => {});
  return headers;
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  redis?: Redis,
  onRateLimitFallback: FallbackReporter = () => {},
  internalRequest?: Readonly<{ name: string; value: string }>,
): Promise<void> {
  const https = config.publicSiteUrl.startsWith('https://');
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...PROVIDER_IMAGE_HOSTS],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  const headerOptions: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
  };
  /*
   * Every security header is the same on every response, so it is computed once here (helmet's own
   * output, recorded) and set with the request id in one hook, instead of running helmet per request.
   * A rendered page widens its CSP by the hashes of exactly the inline code it carries (see
   * pages/page-renderer.ts); no nonce, no 'unsafe-inline' anywhere.
   * Why not @fastify/helmet: it builds helmet's middleware from these options and runs it on every request
   * (two hooks), for the nonces and per-route options the site does not use. tests/bench/workarounds.ts
   * measured both on 2026-11-28 (bare Fastify, app.inject, CPU time, six runs on the shared 2-core machine,
   * the plugin itself in one of them): 150-202 µs a request here against 224-258 µs with the plugin, 19-33%
   * less in every run, for the same headers.
   */
  const headers = { ...staticSecurityHeaders(headerOptions), 'permissions-policy': PERMISSIONS_POLICY };
  // The build's hashed files (scripts, styles, fonts, images under /assets/) are never documents: the
  // document-only headers (CSP, framing, permissions, opener and the legacy ones) do nothing on them, yet
  // cost about 1 KB on every such response over HTTP/1.1. They keep what applies to a subresource.
  const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name)));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith(ASSETS_PREFIX) ? assetHeaders : headers);
    reply.header('x-request-id', req.id);
    done();
  });

  // Only the API is limited: routes outside /api get no limiter hook at all (the allow list below still
  // covers requests that match no route).
  app.addHook('onRoute', (route) => {
    const cfg = route.config as { rateLimit?: unknown } | undefined;
    if (!route.url.startsWith('/api/') && cfg?.rateLimit === undefined) {
      route.config = { ...(cfg ?? {}), rateLimit: false } as typeof route.config;
    }
  });
  const tooMany = (ttlMs: number) => {
    const err = Object.assign(new Error(`Too many requests. Please retry in ${Math.ceil(ttlMs / 1000)} seconds.`), { statusCode: 429 });
    return Object.assign(err, errorBody(429, err.message));
  };
  // Only the API is limited; static files and pages are cheap and cached by browsers. Nor are the page
  // renderer's own in-process reads (marked with a per-process secret header).
  const allowed = (req: FastifyRequest) =>
    !req.url.startsWith('/api/') || (internalRequest !== undefined && req.headers[internalRequest.name] === internalRequest.value);
  const nameSpace = `${config.redisKeyPrefix}rl:`;
  // One limit per client on every /api route, and the routes' own limits (`config.rateLimit: { ... }`), as
  // the plugin documents them. (A hand-made synchronous copy of its global hook was measured against it by
  // tests/bench/workarounds.ts on 2026-11-28: 40-59 µs against 38-53 µs a request, no difference the shared
  // machine could tell apart, so the plugin does it.)
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // Shared across instances when Redis is configured. While Redis is down each instance keeps counting
    // in-process: the API stays up and still limited (per instance instead of across all of them).
    ...(redis ? { store: fallbackStore(redis, nameSpace, onRateLimitFallback) } : {}),
    allowList: allowed,
    // the plugin's own key (the address, an IPv6 one by its /64), for a client still connected
    keyGenerator: (req) => {
      const ip = req.ip as string | undefined;
      if (ip === undefined) throw clientGone();
      return normalizeIP(ip, 64);
    },
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_req, ctx) => tooMany(ctx.ttl),
  });
  // Fastify never reads the body of a GET or HEAD request, so those routes skip the plugin's request
  // decompression hook (a preParsing hook on every request otherwise).
  app.addHook('onRoute', (route) => {
    if (route.decompress === undefined && [route.method].flat().every((m) => m === 'GET' || m === 'HEAD')) route.decompress = false;
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
