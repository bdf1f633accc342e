import { dirname, isAbsolute, resolve } from 'node:path';
import envSchema from 'env-schema';
import { EnvSchema, type Env } from './config-schema.js';
import { OPERATOR_REQUIRED_VARIABLES, OPERATOR_VARIABLES, type Config } from './config-types.js';
import { repoRoot } from './paths.js';

/**
 * The only reader of process.env. Every variable is listed in config-schema.ts with its default; README.md and
 * .env.example document the same list (a test keeps them in step).
 */

export { ENV_VARIABLES, type Env } from './config-schema.js';
export {
  OPERATOR_REQUIRED_VARIABLES,
  type Config,
  type MarketDataConfig,
  type Operator,
  type PricesConfig,
  type SocialNetwork,
} from './config-types.js';

const COINGECKO_BASE = { demo: 'https://api.coingecko.com/api/v3', pro: 'https://pro-api.coingecko.com/api/v3' };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(repoRoot, p));

/** A comma-separated list, without empty entries or repeats, in its order. */
const listOf = (v: string): string[] => [
  ...new Set(
    v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
];

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
  const problems: string[] = [];
  if (env.COINGECKO_PLAN === 'pro' && !env.COINGECKO_API_KEY) {
    problems.push('  - COINGECKO_API_KEY is required when COINGECKO_PLAN is pro');
  }
  if (env.PRICES_NEW_SOURCE === 'coingecko' && env.COINGECKO_PLAN !== 'pro') {
    problems.push('  - PRICES_NEW_SOURCE=coingecko needs COINGECKO_PLAN=pro (CoinGecko serves /coins/list/new on paid plans only)');
  }
  const marketExchanges = listOf(env.MARKET_DATA_EXCHANGES);
  const apiUrls = Object.fromEntries(
    listOf(env.MARKET_DATA_API_URLS).map((entry) => {
      const at = entry.indexOf('=');
      return [entry.slice(0, at), entry.slice(at + 1).replace(/\/+$/, '')];
    }),
  );
  for (const id of Object.keys(apiUrls)) {
    if (!marketExchanges.includes(id)) problems.push(`  - MARKET_DATA_API_URLS names ${id}, which MARKET_DATA_EXCHANGES does not list`);
  }
  if (env.MARKET_DATA_BOOK_MAX_AGE_MS < env.MARKET_DATA_BOOK_FRESH_MS) {
    problems.push('  - MARKET_DATA_BOOK_MAX_AGE_MS must be at least MARKET_DATA_BOOK_FRESH_MS');
  }
  // The operator's record is all or nothing: a legal notice with a name but no address would look complete.
  const operatorText = (name: (typeof OPERATOR_VARIABLES)[number]) => env[name]?.replace(/\s+/g, ' ').trim() || undefined;
  const operatorSet = OPERATOR_VARIABLES.filter((name) => operatorText(name) !== undefined);
  const operatorMissing = OPERATOR_REQUIRED_VARIABLES.filter((name) => operatorText(name) === undefined);
  if (operatorSet.length > 0 && operatorMissing.length > 0) {
    problems.push(
      `  - ${operatorSet.join(', ')} set, but the legal notice also needs ${operatorMissing.join(', ')} (set them, or none of OPERATOR_*)`,
    );
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
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
    dataDir: env.DATA_DIR ? fromRoot(env.DATA_DIR) : dirname(fromRoot(env.PGLITE_DIR)),
    contentDir: fromRoot(env.CONTENT_DIR),
    blog: Object.freeze({ publishPollMs: env.BLOG_PUBLISH_POLL_MS, testHooks: env.BLOG_TEST_HOOKS }),
    seoAudit: Object.freeze({
      nightlyHourUtc: env.SEO_AUDIT_HOUR === 'off' ? undefined : Number(env.SEO_AUDIT_HOUR),
      pageWeightWarnBytes: env.SEO_AUDIT_PAGE_WEIGHT_KB * 1024,
      heapMb: env.SEO_AUDIT_HEAP_MB,
      pollMs: env.SEO_AUDIT_POLL_MS,
    }),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimit: Object.freeze({ max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS }),
    bodyLimit: env.BODY_LIMIT_BYTES,
    http: Object.freeze({
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    }),
    db: Object.freeze({
      queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
      acquireTimeoutMs: env.DB_ACQUIRE_TIMEOUT_MS,
      startupWaitMs: env.DB_STARTUP_WAIT_MS,
    }),
    searchReindexRetryMs: env.SEARCH_REINDEX_RETRY_MS,
    metricsToken: env.METRICS_TOKEN || undefined,
    logSlowRequestMs: env.LOG_SLOW_REQUEST_MS,
    staticDir: fromRoot(env.STATIC_DIR),
    ssrDir: fromRoot(env.SSR_DIR),
    viteDev: env.VITE_DEV,
    pageCacheTtlMs: env.PAGE_CACHE_TTL_MS,
    pageCache: Object.freeze({ maxSharedEntries: env.PAGE_CACHE_MAX_ENTRIES, memoryBytes: env.PAGE_CACHE_MEMORY_MB * 1024 * 1024 }),
    memoryCacheBytes: env.MEMORY_CACHE_MB * 1024 * 1024,
    memoryBudgetMb: env.MEMORY_BUDGET_MB,
    renderRateLimit: Object.freeze({ max: env.PAGE_RENDER_RATE_LIMIT_MAX, windowMs: env.PAGE_RENDER_RATE_LIMIT_WINDOW_MS }),
    renderSlots: Object.freeze({ concurrency: env.PAGE_RENDER_CONCURRENCY, queue: env.PAGE_RENDER_QUEUE }),
    migrateOnStart: env.MIGRATE_ON_START,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
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
    newsletter: Object.freeze({
      rateLimit: Object.freeze({ max: env.NEWSLETTER_RATE_LIMIT_MAX, windowMs: env.NEWSLETTER_RATE_LIMIT_WINDOW_MS }),
      secret: env.NEWSLETTER_SECRET || undefined,
      sendIntervalMs: env.NEWSLETTER_SEND_INTERVAL_MS,
      sendBatch: env.NEWSLETTER_SEND_BATCH,
      maxAttempts: env.NEWSLETTER_MAX_ATTEMPTS,
    }),
    mail: Object.freeze({
      smtp: env.SMTP_HOST
        ? Object.freeze({
            host: env.SMTP_HOST,
            port: env.SMTP_PORT,
            secure: env.SMTP_SECURE,
            user: env.SMTP_USER || undefined,
            pass: env.SMTP_PASS || undefined,
          })
        : undefined,
      from: env.MAIL_FROM,
      unsubscribeMailto: env.MAIL_UNSUBSCRIBE_MAILTO || undefined,
      dir: fromRoot(env.MAIL_DIR),
    }),
    contact: Object.freeze({
      rateLimit: Object.freeze({ max: env.CONTACT_RATE_LIMIT_MAX, windowMs: env.CONTACT_RATE_LIMIT_WINDOW_MS }),
    }),
    prices: Object.freeze({
      coingecko: Object.freeze({
        plan: env.COINGECKO_PLAN,
        apiKey: env.COINGECKO_API_KEY || undefined,
        baseUrl: (env.COINGECKO_BASE_URL || COINGECKO_BASE[env.COINGECKO_PLAN]).replace(/\/+$/, ''),
      }),
      coinpaprika: Object.freeze({ baseUrl: env.COINPAPRIKA_BASE_URL.replace(/\/+$/, '') }),
      sources: Object.freeze({
        top: env.PRICES_TOP_SOURCE,
        trending: 'coingecko' as const,
        new: env.PRICES_NEW_SOURCE,
        sparklines: env.PRICES_SPARKLINES_SOURCE,
      }),
      freshMs: Object.freeze({
        top: env.PRICES_TOP_FRESH_MS,
        trending: env.PRICES_TRENDING_FRESH_MS,
        new: env.PRICES_NEW_FRESH_MS,
        sparklines: env.PRICES_SPARKLINES_FRESH_MS,
      }),
      upstreamTimeoutMs: env.PRICES_UPSTREAM_TIMEOUT_MS,
      snapshot: env.PRICES_SNAPSHOT,
    }),
    marketData: Object.freeze({
      exchanges: Object.freeze(marketExchanges),
      assets: Object.freeze(listOf(env.MARKET_DATA_ASSETS)),
      fiats: Object.freeze(listOf(env.MARKET_DATA_FIATS)),
      bookFreshMs: env.MARKET_DATA_BOOK_FRESH_MS,
      bookMaxAgeMs: env.MARKET_DATA_BOOK_MAX_AGE_MS,
      listingFreshMs: env.MARKET_DATA_LISTING_FRESH_MS,
      timeoutMs: env.MARKET_DATA_TIMEOUT_MS,
      answerWaitMs: env.MARKET_DATA_ANSWER_WAIT_MS,
      bookDepth: env.MARKET_DATA_BOOK_DEPTH,
      apiUrls: Object.freeze(apiUrls),
      rateLimit: Object.freeze({ max: env.COST_TO_BUY_RATE_LIMIT_MAX, windowMs: env.COST_TO_BUY_RATE_LIMIT_WINDOW_MS }),
    }),
    regionHeader: env.REGION_HEADER.toLowerCase(),
    admin: Object.freeze({
      email: env.ADMIN_EMAIL || undefined,
      password: env.ADMIN_PASSWORD || undefined,
      sessionTtlHours: env.SESSION_TTL_HOURS,
      loginMaxPerIp: env.ADMIN_LOGIN_MAX_PER_IP,
      loginMaxPerAccount: env.ADMIN_LOGIN_MAX_PER_ACCOUNT,
      loginWindowMs: env.ADMIN_LOGIN_WINDOW_MINUTES * 60_000,
      origins: Object.freeze([
        ...new Set(
          [env.PUBLIC_SITE_URL, ...env.ADMIN_ORIGINS.split(',')]
            .map((o) => o.trim())
            .filter(Boolean)
            .map((o) => new URL(o).origin),
        ),
      ]),
    }),
    operator:
      operatorSet.length === 0
        ? undefined
        : Object.freeze({
            name: operatorText('OPERATOR_NAME')!,
            legalForm: operatorText('OPERATOR_LEGAL_FORM')!,
            address: Object.freeze(
              operatorText('OPERATOR_ADDRESS')!
                .split(',')
                .map((line) => line.trim())
                .filter(Boolean),
            ),
            ...optional('representative', operatorText('OPERATOR_REPRESENTATIVE')),
            email: operatorText('OPERATOR_EMAIL')!,
            ...optional('phone', operatorText('OPERATOR_PHONE')),
            ...optional('register', operatorText('OPERATOR_REGISTER')),
            ...optional('vatId', operatorText('OPERATOR_VAT_ID')),
            contentResponsible: operatorText('OPERATOR_CONTENT_RESPONSIBLE')!,
          }),
  });
}

/** `{ [key]: value }` when the value is set, else nothing (an optional field is absent, never undefined). */
const optional = <K extends string>(key: K, value: string | undefined) =>
  value === undefined ? {} : ({ [key]: value } as Record<K, string>);
