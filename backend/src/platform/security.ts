import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { errorBody } from './errors.js';

/** Image hosts the price provider serves coin logos from. */
export const PROVIDER_IMAGE_HOSTS = ['https://coin-images.coingecko.com', 'https://assets.coingecko.com'];

export async function registerSecurity(app: FastifyInstance, config: Config, redis?: Redis): Promise<void> {
  const https = config.publicSiteUrl.startsWith('https://');
  await app.register(helmet, {
    // Per-request nonces for the one inline script (theme before first paint) and for the <style> tags
    // some Radix primitives inject; no 'unsafe-inline' anywhere.
    enableCSPNonces: true,
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
  });

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // Shared across instances when Redis is configured; a Redis outage must not take the API down.
    ...(redis ? { redis, nameSpace: `${config.redisKeyPrefix}rl:`, skipOnError: true } : {}),
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
