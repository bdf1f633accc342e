import { dirname, isAbsolute, resolve } from 'node:path';
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
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  CONTENT_DIR: Type.String({ default: 'backend/content', minLength: 1 }),
  BLOG_PUBLISH_POLL_MS: Type.Integer({ default: 30_000, minimum: 1000, maximum: 3_600_000 }),
  BLOG_TEST_HOOKS: Type.Boolean({ default: false }),
  SEO_AUDIT_HOUR: Type.String({ default: '3', pattern: '^(off|[0-9]|1[0-9]|2[0-3])$' }),
  SEO_AUDIT_PAGE_WEIGHT_KB: Type.Integer({ default: 300, minimum: 10, maximum: 10_000 }),
  SEO_AUDIT_HEAP_MB: Type.Integer({ default: 32, minimum: 16, maximum: 4096 }),
  SEO_AUDIT_POLL_MS: Type.Integer({ default: 900_000, minimum: 1000, maximum: 86_400_000 }),
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
  REQUEST_TIMEOUT_MS: Type.Integer({ default: 30_000, minimum: 1000, maximum: 600_000 }),
  CONNECTION_TIMEOUT_MS: Type.Integer({ default: 60_000, minimum: 1000, maximum: 3_600_000 }),
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ default: 72_000, minimum: 1000, maximum: 600_000 }),
  DB_QUERY_TIMEOUT_MS: Type.Integer({ default: 5000, minimum: 100, maximum: 600_000 }),
  SEARCH_REINDEX_RETRY_MS: Type.Integer({ default: 30_000, minimum: 100, maximum: 3_600_000 }),
  DB_ACQUIRE_TIMEOUT_MS: Type.Integer({ default: 3000, minimum: 100, maximum: 60_000 }),
  DB_STARTUP_WAIT_MS: Type.Integer({ default: 60_000, minimum: 0, maximum: 600_000 }),
  METRICS_TOKEN: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._~+/=-]{16,256}$' })),
  LOG_SLOW_REQUEST_MS: Type.Integer({ default: 1000, minimum: 0, maximum: 600_000 }),
  STATIC_DIR: Type.String({ default: 'frontend/dist', minLength: 1 }),
  SSR_DIR: Type.String({ default: 'frontend/dist-ssr', minLength: 1 }),
  VITE_DEV: Type.Boolean({ default: false }),
  PAGE_CACHE_TTL_MS: Type.Integer({ default: 600_000, minimum: 0, maximum: 86_400_000 }),
  PAGE_CACHE_MAX_ENTRIES: Type.Integer({ default: 2000, minimum: 10, maximum: 1_000_000 }),
  PAGE_CACHE_MEMORY_MB: Type.Integer({ default: 32, minimum: 1, maximum: 4096 }),
  MEMORY_CACHE_MB: Type.Integer({ default: 16, minimum: 1, maximum: 4096 }),
  MEMORY_BUDGET_MB: Type.Integer({ default: 512, minimum: 64, maximum: 1_048_576 }),
  PAGE_RENDER_CONCURRENCY: Type.Integer({ default: 2, minimum: 1, maximum: 64 }),
  PAGE_RENDER_QUEUE: Type.Integer({ default: 64, minimum: 0, maximum: 10_000 }),
  PAGE_RENDER_RATE_LIMIT_MAX: Type.Integer({ default: 120, minimum: 1 }),
  PAGE_RENDER_RATE_LIMIT_WINDOW_MS: Type.Integer({ default: 60_000, minimum: 1000 }),
  MIGRATE_ON_START: Type.Boolean({ default: true }),
  SHUTDOWN_GRACE_MS: Type.Integer({ default: 10_000, minimum: 100 }),
  ANALYTICS_RETENTION_DAYS: Type.Integer({ default: 395, minimum: 1, maximum: 3650 }),
  SOCIAL_X_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  SOCIAL_TELEGRAM_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  SOCIAL_YOUTUBE_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  SOCIAL_DISCORD_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  SOCIAL_REDDIT_URL: Type.Optional(Type.String({ pattern: HTTPS_URL })),
  NEWSLETTER_RATE_LIMIT_MAX: Type.Integer({ default: 5, minimum: 1 }),
  NEWSLETTER_RATE_LIMIT_WINDOW_MS: Type.Integer({ default: 600_000, minimum: 1000 }),
  // Email (modules/newsletter): SMTP when SMTP_HOST is set, else .eml files under MAIL_DIR
  SMTP_HOST: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9.:_\\[\\]-]{1,253}$' })),
  SMTP_PORT: Type.Integer({ default: 587, minimum: 1, maximum: 65535 }),
  SMTP_USER: Type.Optional(Type.String({ maxLength: 256 })),
  SMTP_PASS: Type.Optional(Type.String({ maxLength: 256 })),
  SMTP_SECURE: Type.Boolean({ default: false }),
  MAIL_FROM: Type.String({ default: 'CoinAtlas <newsletter@coinatlas.localhost>', minLength: 3, maxLength: 320 }),
  MAIL_UNSUBSCRIBE_MAILTO: Type.Optional(Type.String({ pattern: '^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$', maxLength: 254 })),
  MAIL_DIR: Type.String({ default: 'data/mail', minLength: 1 }),
  NEWSLETTER_SECRET: Type.Optional(Type.String({ minLength: 32, maxLength: 256 })),
  NEWSLETTER_SEND_INTERVAL_MS: Type.Integer({ default: 5000, minimum: 50, maximum: 3_600_000 }),
  NEWSLETTER_SEND_BATCH: Type.Integer({ default: 20, minimum: 1, maximum: 1000 }),
  NEWSLETTER_MAX_ATTEMPTS: Type.Integer({ default: 6, minimum: 1, maximum: 50 }),
  CONTACT_RATE_LIMIT_MAX: Type.Integer({ default: 5, minimum: 1 }),
  CONTACT_RATE_LIMIT_WINDOW_MS: Type.Integer({ default: 3_600_000, minimum: 1000 }),
  // Live prices (modules/pricing)
  COINGECKO_PLAN: Type.Enum(['demo', 'pro'], { default: 'demo' }),
  COINGECKO_API_KEY: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,128}$' })),
  COINGECKO_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  COINPAPRIKA_BASE_URL: Type.String({ default: 'https://api.coinpaprika.com/v1', pattern: '^https?://[^\\s]+$' }),
  PRICES_TOP_SOURCE: Type.Enum(['coingecko', 'coinpaprika'], { default: 'coingecko' }),
  PRICES_NEW_SOURCE: Type.Enum(['coinpaprika', 'coingecko'], { default: 'coinpaprika' }),
  PRICES_TOP_FRESH_MS: Type.Integer({ default: 60_000, minimum: 1000 }),
  PRICES_TRENDING_FRESH_MS: Type.Integer({ default: 300_000, minimum: 1000 }),
  PRICES_NEW_FRESH_MS: Type.Integer({ default: 600_000, minimum: 1000 }),
  PRICES_SPARKLINES_SOURCE: Type.Enum(['coingecko', 'coinpaprika'], { default: 'coingecko' }),
  PRICES_SPARKLINES_FRESH_MS: Type.Integer({ default: 600_000, minimum: 1000 }),
  PRICES_UPSTREAM_TIMEOUT_MS: Type.Integer({ default: 8000, minimum: 100, maximum: 60_000 }),
  PRICES_SNAPSHOT: Type.Boolean({ default: true }),
  // Live order books and the cost of a buy (modules/market-data, through ccxt)
  MARKET_DATA_EXCHANGES: Type.String({ default: 'kraken,binance,coinbase,bitstamp,bitvavo', pattern: '^([a-z0-9]+(,[a-z0-9]+)*)?$' }),
  MARKET_DATA_ASSETS: Type.String({ default: 'BTC,ETH,SOL,USDT', pattern: '^[A-Z0-9]{2,10}(,[A-Z0-9]{2,10})*$' }),
  MARKET_DATA_FIATS: Type.String({ default: 'EUR,USD,GBP,BRL', pattern: '^[A-Z]{3}(,[A-Z]{3})*$' }),
  MARKET_DATA_BOOK_FRESH_MS: Type.Integer({ default: 30_000, minimum: 1000, maximum: 3_600_000 }),
  MARKET_DATA_BOOK_MAX_AGE_MS: Type.Integer({ default: 300_000, minimum: 1000, maximum: 86_400_000 }),
  MARKET_DATA_LISTING_FRESH_MS: Type.Integer({ default: 21_600_000, minimum: 1000, maximum: 604_800_000 }),
  MARKET_DATA_TIMEOUT_MS: Type.Integer({ default: 2500, minimum: 100, maximum: 30_000 }),
  MARKET_DATA_ANSWER_WAIT_MS: Type.Integer({ default: 2000, minimum: 0, maximum: 30_000 }),
  MARKET_DATA_BOOK_DEPTH: Type.Integer({ default: 100, minimum: 5, maximum: 1000 }),
  MARKET_DATA_API_URLS: Type.String({ default: '', pattern: '^([a-z0-9]+=https?://[^\\s,]+(,[a-z0-9]+=https?://[^\\s,]+)*)?$' }),
  COST_TO_BUY_RATE_LIMIT_MAX: Type.Integer({ default: 60, minimum: 1 }),
  COST_TO_BUY_RATE_LIMIT_WINDOW_MS: Type.Integer({ default: 60_000, minimum: 1000 }),
  REGION_HEADER: Type.String({ default: 'cf-ipcountry', pattern: '^[A-Za-z0-9-]{1,64}$' }),
  ADMIN_EMAIL: Type.Optional(Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 254 })),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 12, maxLength: 256 })),
  SESSION_TTL_HOURS: Type.Integer({ default: 12, minimum: 1, maximum: 720 }),
  ADMIN_LOGIN_MAX_PER_IP: Type.Integer({ default: 20, minimum: 1 }),
  ADMIN_LOGIN_MAX_PER_ACCOUNT: Type.Integer({ default: 5, minimum: 1 }),
  ADMIN_LOGIN_WINDOW_MINUTES: Type.Integer({ default: 15, minimum: 1, maximum: 1440 }),
  // origins besides PUBLIC_SITE_URL's that admin writes may come from (scheme://host[:port], comma-separated)
  ADMIN_ORIGINS: Type.String({ default: '', pattern: '^(https?://[^/\\s,]+(,\\s*https?://[^/\\s,]+)*)?$' }),
  // Who runs the site, for its legal notice (/legal-notice, /de/impressum). One variable per field, like the
  // social links: each is set (or left out) on its own in a compose file or a service unit. An empty value is
  // unset. Never given a default: a company the operator did not name must not appear on the site.
  OPERATOR_NAME: Type.Optional(Type.String({ maxLength: 200 })),
  OPERATOR_LEGAL_FORM: Type.Optional(Type.String({ maxLength: 100 })),
  OPERATOR_ADDRESS: Type.Optional(Type.String({ maxLength: 400 })),
  OPERATOR_REPRESENTATIVE: Type.Optional(Type.String({ maxLength: 300 })),
  OPERATOR_EMAIL: Type.Optional(Type.String({ pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$', maxLength: 254 })),
  OPERATOR_PHONE: Type.Optional(Type.String({ pattern: '^(\\+?[0-9][0-9 ()/.-]{3,29})?$' })),
  OPERATOR_REGISTER: Type.Optional(Type.String({ maxLength: 200 })),
  OPERATOR_VAT_ID: Type.Optional(Type.String({ pattern: '^([A-Z]{2} ?[0-9A-Z+*. ]{2,16})?$' })),
  OPERATOR_CONTENT_RESPONSIBLE: Type.Optional(Type.String({ maxLength: 400 })),
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
  /** the data folder: uploaded media live under its media/ folder (default: the PGlite folder's parent) */
  dataDir: string;
  /** the editorial data (partners and their facts, reviews, concepts, the guide, seed posts and promotions) */
  contentDir: string;
  blog: Readonly<{
    /** how often the scheduled-post job looks for posts whose time has come */
    publishPollMs: number;
    /** test harness only: POST /api/admin/blog/test/run-scheduler runs the job at a given instant */
    testHooks: boolean;
  }>;
  /** The SEO audit: the UTC hour of its nightly run (undefined: no nightly run) and the page weight it warns above. */
  seoAudit: Readonly<{ nightlyHourUtc: number | undefined; pageWeightWarnBytes: number; heapMb: number; pollMs: number }>;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  trustProxy: false | number | string[];
  rateLimit: Readonly<{ max: number; windowMs: number }>;
  bodyLimit: number;
  /** Server timeouts: a whole request must arrive in requestTimeoutMs; idle sockets close after connectionTimeoutMs. */
  http: Readonly<{ requestTimeoutMs: number; connectionTimeoutMs: number; keepAliveTimeoutMs: number }>;
  /** Bounded waits on Postgres: per statement/query, and for a pooled connection. */
  /** startupWaitMs: how long start-up keeps retrying a database that is not answering yet (then exits). */
  db: Readonly<{ queryTimeoutMs: number; acquireTimeoutMs: number; startupWaitMs: number }>;
  /** After a change whose search reindex failed: the first wait before trying again (doubling, up to 10 minutes). */
  searchReindexRetryMs: number;
  /** Bearer token /metrics asks for; without one /metrics is off in production. */
  metricsToken: string | undefined;
  /** Successful requests are logged only when they take at least this long (0: every request). */
  logSlowRequestMs: number;
  staticDir: string;
  /** the server renderer built by Vite (its entry-server.js) */
  ssrDir: string;
  /** render through Vite's dev server (sources, hot reload) instead of the built bundles */
  viteDev: boolean;
  /** how long a rendered page stays in the page cache (0: never cached) */
  pageCacheTtlMs: number;
  /**
   * The page cache's bounds: at most `maxSharedEntries` pages in Redis (over every generation) and
   * `memoryBytes` of pages in each process.
   */
  pageCache: Readonly<{ maxSharedEntries: number; memoryBytes: number }>;
  /** what the in-process cache (used without REDIS_URL) may hold, in bytes */
  memoryCacheBytes: number;
  /** the memory one process may use (its container's limit): the parts' bounds are checked against it at start */
  memoryBudgetMb: number;
  /** Page renders per client per window (pages served from the cache are not counted). */
  renderRateLimit: Readonly<{ max: number; windowMs: number }>;
  /** page renders at once in a process, and how many may wait for a turn (beyond that: 503, Retry-After) */
  renderSlots: Readonly<{ concurrency: number; queue: number }>;
  migrateOnStart: boolean;
  shutdownGraceMs: number;
  analyticsRetentionDays: number;
  socialLinks: ReadonlyArray<{ network: SocialNetwork; url: string }>;
  /** Subscription attempts per address and client IP per window; how issues and confirmations are sent. */
  newsletter: Readonly<{
    rateLimit: Readonly<{ max: number; windowMs: number }>;
    /** signs confirmation and unsubscribe links; unset: a random secret kept in the database */
    secret: string | undefined;
    /** how often the sender looks for due emails, and how many it claims at once */
    sendIntervalMs: number;
    sendBatch: number;
    /** attempts per email before it counts as failed (back-off doubles from one minute) */
    maxAttempts: number;
  }>;
  /** Outgoing email: SMTP when `smtp` is set, else .eml files written to `dir`. */
  mail: Readonly<{
    smtp: Readonly<{ host: string; port: number; secure: boolean; user: string | undefined; pass: string | undefined }> | undefined;
    from: string;
    /** an address that unsubscribes whoever writes to it (added to List-Unsubscribe as mailto:) */
    unsubscribeMailto: string | undefined;
    dir: string;
  }>;
  /** Contact messages per client IP per window. */
  contact: Readonly<{ rateLimit: Readonly<{ max: number; windowMs: number }> }>;
  prices: PricesConfig;
  marketData: MarketDataConfig;
  /** Request header (lower case) where the trusted proxy puts the visitor's country code. */
  regionHeader: string;
  admin: Readonly<{
    /** Both set: the account is created (or its password updated) at start. */
    email: string | undefined;
    password: string | undefined;
    sessionTtlHours: number;
    loginMaxPerIp: number;
    loginMaxPerAccount: number;
    loginWindowMs: number;
    /** The origins admin writes may come from: PUBLIC_SITE_URL's and ADMIN_ORIGINS (never the request's own Host). */
    origins: readonly string[];
  }>;
  /** Who runs the site, for its legal notice; undefined until the OPERATOR_* variables are set (the page says so). */
  operator: Operator | undefined;
}>;

/**
 * The site's operator as its legal notice names it (§ 5 DDG, § 18 Abs. 2 MStV). Only what the operator
 * configured: the optional fields are absent when unset, never filled in.
 */
export type Operator = Readonly<{
  /** the company's (or person's) name, e.g. as registered */
  name: string;
  legalForm: string;
  /** the postal address, one entry per line (OPERATOR_ADDRESS split at its commas) */
  address: readonly string[];
  /** who represents the company (its managing directors), when set */
  representative?: string;
  email: string;
  phone?: string;
  /** the commercial register: court and number, as the operator wrote them */
  register?: string;
  vatId?: string;
  /** the person responsible for the content (§ 18 Abs. 2 MStV): name and address */
  contentResponsible: string;
}>;

/** The operator variables a legal notice cannot do without; the others are shown when set. */
export const OPERATOR_REQUIRED_VARIABLES = [
  'OPERATOR_NAME',
  'OPERATOR_LEGAL_FORM',
  'OPERATOR_ADDRESS',
  'OPERATOR_EMAIL',
  'OPERATOR_CONTENT_RESPONSIBLE',
] as const;
const OPERATOR_VARIABLES = [
  ...OPERATOR_REQUIRED_VARIABLES,
  'OPERATOR_REPRESENTATIVE',
  'OPERATOR_PHONE',
  'OPERATOR_REGISTER',
  'OPERATOR_VAT_ID',
] as const;

export type PricesConfig = Readonly<{
  coingecko: Readonly<{ plan: 'demo' | 'pro'; apiKey: string | undefined; baseUrl: string }>;
  coinpaprika: Readonly<{ baseUrl: string }>;
  /** Which provider answers each list ('trending' only exists at CoinGecko). */
  sources: Readonly<{
    top: 'coingecko' | 'coinpaprika';
    trending: 'coingecko';
    new: 'coinpaprika' | 'coingecko';
    /** CoinGecko sends a 7-day line with each coin; CoinPaprika's answer has none (its coins come without one). */
    sparklines: 'coingecko' | 'coinpaprika';
  }>;
  freshMs: Readonly<{ top: number; trending: number; new: number; sparklines: number }>;
  upstreamTimeoutMs: number;
  /** Serve the bundled, dated snapshot when nothing better exists (first start offline). */
  snapshot: boolean;
}>;

/** Live order books read through ccxt, and the cost-of-a-buy API built on them (modules/market-data). */
export type MarketDataConfig = Readonly<{
  /** ccxt ids of the exchanges quoted (each also needs a partner record naming it as its `ccxtId`). */
  exchanges: readonly string[];
  /** The assets and the fiat currencies quoted against each other (pairs an exchange does not list drop out). */
  assets: readonly string[];
  fiats: readonly string[];
  /** An order book is fetched at most once per this window for each exchange and pair, across every instance. */
  bookFreshMs: number;
  /** An order book older than this is left out of answers (younger stale ones are labelled with their age). */
  bookMaxAgeMs: number;
  /** How long an exchange's market listing (which pairs it lists, its taker fee) is kept before it is read again. */
  listingFreshMs: number;
  /** The time limit of every call to an exchange (each HTTP request ccxt makes, and the whole load or fetch). */
  timeoutMs: number;
  /** How long a request waits for upstream answers it lacks before answering with what it has. */
  answerWaitMs: number;
  /** How many levels of each side of a book are read and kept. */
  bookDepth: number;
  /** By ccxt id: a base URL that replaces the scheme and host of every API address ccxt has for that exchange. */
  apiUrls: Readonly<Record<string, string>>;
  /** Requests to /api/cost-to-buy per client per window. */
  rateLimit: Readonly<{ max: number; windowMs: number }>;
}>;

const COINGECKO_BASE = { demo: 'https://api.coingecko.com/api/v3', pro: 'https://pro-api.coingecko.com/api/v3' };

export type SocialNetwork = 'x' | 'telegram' | 'youtube' | 'discord' | 'reddit';

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

/** Every variable the app reads, with its default (README.md and .env.example list the same). */
export const ENV_VARIABLES: ReadonlyArray<{ name: string; default: unknown }> = Object.entries(
  EnvSchema.properties as Record<string, { default?: unknown }>,
).map(([name, s]) => ({ name, default: s.default }));
