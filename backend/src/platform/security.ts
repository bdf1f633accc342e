import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import helmetCore, { type HelmetOptions } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { errorBody } from './errors.js';
import type { FallbackReporter } from './rate-limit/fallback.js';
import { fallbackStore } from './rate-limit/fallback-store.js';

/** Image hosts the price provider serves coin logos from. */
export const PROVIDER_IMAGE_HOSTS = ['https://coin-images.coingecko.com', 'https://assets.coingecko.com'];

/** Browser features the site never uses, switched off for it and for anything it might embed. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), ' +
  'gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), ' +
  'screen-wake-lock=(), sync-xhr=(), usb=(), xr-spatial-tracking=(), interest-cohort=()';

const JSON_ROUTES = new Set(['/healthz', '/readyz', '/metrics', '/openapi.json']);
const isJsonRoute = (url: string) => url.startsWith('/api/') || JSON_ROUTES.has(url);

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
): Promise<void> {
  const https = config.publicSiteUrl.startsWith('https://');
  const headerOptions: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
  };
  // JSON answers carry no inline script or style, so they need no per-response nonces: their headers are
  // computed once here, instead of @fastify/helmet rebuilding its middleware on every request.
  const jsonHeaders = { ...staticSecurityHeaders(headerOptions), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRoute', (route) => {
    if (route.helmet === undefined && isJsonRoute(route.url)) {
      route.helmet = false;
      route.config = { ...(route.config as object), staticSecurityHeaders: true } as typeof route.config;
    }
  });
  app.addHook('onRequest', (req, reply, done) => {
    if ((req.routeOptions.config as { staticSecurityHeaders?: boolean }).staticSecurityHeaders) reply.headers(jsonHeaders);
    else reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  // Pages get per-request nonces for the one inline script (theme before first paint) and for the <style>
  // tags some Radix primitives inject; no 'unsafe-inline' anywhere.
  await app.register(helmet, { ...headerOptions, enableCSPNonces: true } as Parameters<typeof helmet>[1]);

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // Shared across instances when Redis is configured. While Redis is down each instance keeps counting
    // in-process: the API stays up and still limited (per instance instead of across all of them).
    ...(redis ? { store: fallbackStore(redis, `${config.redisKeyPrefix}rl:`, onRateLimitFallback) } : {}),
    // Only the API is limited; static files and pages are cheap and cached by browsers.
    allowList: (req) => !req.url.startsWith('/api/'),
    addHeadersOnExceeding: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true },
    addHeaders: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
      'retry-after': true,
    },
    errorResponseBuilder: (_req, ctx) => {
      const err = Object.assign(new Error(`Too many requests. Please retry in ${Math.ceil(ctx.ttl / 1000)} seconds.`), {
        statusCode: 429,
      });
      return Object.assign(err, errorBody(429, err.message));
    },
  });

  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
}
