// The typed config's shape (Config and its prices, market-data and operator parts) and the operator variable lists.
import type { Env } from './config-schema.js';

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
export const OPERATOR_VARIABLES = [
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
  /** ccxt ids of the exchanges quoted (each also needs a partner record naming it as its `marketId`). */
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

export type SocialNetwork = 'x' | 'telegram' | 'youtube' | 'discord' | 'reddit';
