import { isAbsolute, resolve } from 'node:path';
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';
import { repoRoot } from './paths.js';

/**
 * The only reader of process.env. Every variable is listed here with its default; README.md and
 * .env.example document the same list (a test keeps them in step).
 */
const HTTPS_URL = '^https://[^\\s]+$';

const EnvSchema = Type.Object({
  NODE_ENV: Type.Enum(['development', 'production', 'test'], { default: 'development' }),
  HOST: Type.String({ default: '127.0.0.1', minLength: 1 }),
  PORT: Type.Integer({ default: 3000, minimum: 0, maximum: 65535 }),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { default: 'info' }),
  PUBLIC_SITE_URL: Type.String({ default: 'http://localhost:3000', pattern: '^https?://[^/]+$' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  PGLITE_DIR: Type.String({ default: 'data/pg', minLength: 1 }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_KEY_PREFIX: Type.String({ default: 'coinatlas:', pattern: '^[A-Za-z0-9:_-]{1,64}$' }),
  TRUST_PROXY: Type.String({
    default: 'false',
    // 'false', a hop count, or a comma-separated list of addresses/CIDRs; never a blanket 'true'
    pattern: '^(false|[0-9]{1,2}|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$',
  }),
  RATE_LIMIT_MAX: Type.Integer({ default: 300, minimum: 1 }),
  RATE_LIMIT_WINDOW_MS: Type.Integer({ default: 60_000, minimum: 1000 }),
  BODY_LIMIT_BYTES: Type.Integer({ default: 16_384, minimum: 1024, maximum: 10_485_760 }),
  STATIC_DIR: Type.String({ default: 'frontend/dist', minLength: 1 }),
  MIGRATE_ON_START: Type.Boolean({ default: true }),
  SHUTDOWN_GRACE_MS: Type.Integer({ default: 10_000, minimum: 100 }),
  SOCIAL_X_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  SOCIAL_TELEGRAM_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  SOCIAL_YOUTUBE_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  SOCIAL_DISCORD_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  SOCIAL_REDDIT_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  ADMIN_EMAIL: Type.Optional(Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 254 })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 12, maxLength: 256 })),
  SESSION_TTL_HOURS: Type.Integer({ default: 12, minimum: 1, maximum: 720 }),
  ADMIN_LOGIN_MAX_PER_IP: Type.Integer({ default: 20, minimum: 1 }),
  ADMIN_LOGIN_MAX_PER_ACCOUNT: Type.Integer({ default: 5, minimum: 1 }),
  ADMIN_LOGIN_WINDOW_MINUTES: Type.Integer({ default: 15, minimum: 1, maximum: 1440 }),
});

export type Env = Static<typeof EnvSchema>;

export type Config = Readonly<{
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: string;
  publicSiteUrl: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  trustProxy: false | number | string[];
  rateLimit: Readonly<{ max: number; windowMs: number }>;
  bodyLimit: number;
  staticDir: string;
  migrateOnStart: boolean;
  shutdownGraceMs: number;
  socialLinks: ReadonlyArray<{ network: SocialNetwork; url: string }>;
  admin: Readonly<{
    /** Both set: the account is created (or its password updated) at start. */
    email: string | undefined;
    password: string | undefined;
    sessionTtlHours: number;
    loginMaxPerIp: number;
    loginMaxPerAccount: number;
    loginWindowMs: number;
  }>;
}>;

export type SocialNetwork = 'x' | 'telegram' | 'youtube' | 'discord' | 'reddit';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));

function parseTrustProxy(v: string): Config['trustProxy'] {
  if (v === 'false') return false;
  if (/^[0-9]+$/.test(v)) return Number(v);
  return v.split(',').map((s) => s.trim());
}

/** Builds the typed, frozen config; throws one ConfigError that lists every invalid variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  let env: Env;
  try {
    // env-schema drops unknown keys from its result; pass a copy so process.env stays untouched
    env = envSchema<Env>({ schema: structuredClone(EnvSchema) as object, data: { ...source }, env: false });
  } catch (err) {
    type AjvError = { instancePath: string; message?: string; params?: { allowedValues?: unknown[] } };
    const errors = (err as { errors?: AjvError[] }).errors ?? [];
    const lines = errors.map((e) => {
      const name = e.instancePath.replace(/^\//, '') || 'env';
      const allowed = e.params?.allowedValues;
      return `  - ${name} ${allowed ? `must be one of: ${allowed.join(', ')}` : (e.message ?? 'is invalid')}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n') || (err as Error).message}`);
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  - ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither)');
  }
  return Object.freeze({
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    publicSiteUrl: env.PUBLIC_SITE_URL,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: fromRoot(env.PGLITE_DIR),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: Object.freeze({ max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS }),
    bodyLimit: env.BODY_LIMIT_BYTES,
    staticDir: fromRoot(env.STATIC_DIR),
    migrateOnStart: env.MIGRATE_ON_START,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    socialLinks: Object.freeze(
      (
        [
          ['x', env.SOCIAL_X_URL],
          ['telegram', env.SOCIAL_TELEGRAM_URL],
          ['youtube', env.SOCIAL_YOUTUBE_URL],
          ['discord', env.SOCIAL_DISCORD_URL],
          ['reddit', env.SOCIAL_REDDIT_URL],
        ] as const
      ).flatMap(([network, url]) => (url ? [{ network, url }] : [])),
    ),
    admin: Object.freeze({
      email: env.ADMIN_EMAIL || undefined,
      password: env.ADMIN_PASSWORD || undefined,
      sessionTtlHours: env.SESSION_TTL_HOURS,
      loginMaxPerIp: env.ADMIN_LOGIN_MAX_PER_IP,
      loginMaxPerAccount: env.ADMIN_LOGIN_MAX_PER_ACCOUNT,
      loginWindowMs: env.ADMIN_LOGIN_WINDOW_MINUTES * 60_000,
    }),
  });
}

/** Every variable the app reads, with its default (README.md and .env.example list the same). */
export const ENV_VARIABLES: ReadonlyArray<{ name: string; default: unknown }> = Object.entries(
  EnvSchema.properties as Record<string, { default?: unknown }>,
).map(([name, s]) => ({ name, default: s.default }));
