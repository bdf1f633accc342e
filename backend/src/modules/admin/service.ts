import { createHash, randomBytes } from 'node:crypto';
import type { Cache } from '../../platform/cache/cache.js';
import { createCacheAttemptLimiter } from '../../platform/rate-limit/attempt-limiter.js';
import type { FallbackReporter } from '../../platform/rate-limit/fallback.js';
import { AppError } from '@coinatlas/domain/errors';
import { emailProblem, normalizeEmail, passwordProblem } from './domain/account.js';
import { sessionExpiry, sessionIsValid, type AdminSession } from './domain/session.js';
import { AccountExists, type AccountRepository, type PasswordHasher, type SessionStore } from './ports.js';

export type AdminServiceConfig = {
  sessionTtlHours: number;
  loginMaxPerIp: number;
  loginMaxPerAccount: number;
  loginWindowMs: number;
};

export type AdminServiceDeps = {
  accounts: AccountRepository;
  sessions: SessionStore;
  hasher: PasswordHasher;
  /** Counts sign-in attempts (shared across instances when it is Redis; in-process while it fails). */
  cache: Cache;
  now: () => number;
  config: AdminServiceConfig;
  onLimiterFallback?: FallbackReporter;
};

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export const INVALID_CREDENTIALS = 'Email or password is incorrect.';

export function createAdminService(deps: AdminServiceDeps) {
  const { accounts, sessions, hasher, cache, now, config } = deps;
  // Unknown emails still pay for one hash check, so timing does not tell which emails exist.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= hasher.hash(randomBytes(16).toString('hex')));

  const windowMinutes = Math.ceil(config.loginWindowMs / 60_000);
  const limited = () =>
    new AppError(
      'RATE_LIMITED',
      `Too many sign-in attempts. Please try again in ${windowMinutes} minute${windowMinutes === 1 ? '' : 's'}.`,
    );

  /*
   * Two limits, neither of which a stranger can use to lock the admin out:
   * - per client address, over every account: one source cannot guess much, whatever it targets;
   * - per account *and* client address: guesses at one account from one source stop early, while the
   *   owner signing in from their own address is not affected by what other addresses did.
   * A per-account counter over all sources would stop distributed guessing, but six wrong requests from
   * anywhere would then block the right password from everywhere. Distributed guessing is instead bounded
   * by the per-address limit times the attacker's addresses, against 12+ character passwords behind scrypt.
   * The counters live in the cache; while it fails they count in-process (never no limit).
   */
  const limiter = (prefix: string, max: number) =>
    createCacheAttemptLimiter({
      cache,
      prefix,
      name: prefix.replace(/:$/, ''),
      max,
      windowMs: config.loginWindowMs,
      now,
      ...(deps.onLimiterFallback ? { onFallback: deps.onLimiterFallback } : {}),
    });
  const perIp = limiter('admin:login:ip:', config.loginMaxPerIp);
  const perAccountAndIp = limiter('admin:login:account:', config.loginMaxPerAccount);

  function validateCredentials(email: string, password: string): void {
    const problem = emailProblem(email) ?? passwordProblem(password);
    if (problem) throw new AppError('BAD_REQUEST', problem);
  }

  return {
    sessionStoreKind: sessions.kind,
    loginWindowSeconds: Math.ceil(config.loginWindowMs / 1000),

    async hasAccounts(): Promise<boolean> {
      return (await accounts.count()) > 0;
    },

    /** Checks the password under per-address and per-account-and-address attempt limits; returns the new session's token. */
    async signIn(rawEmail: string, password: string, ip: string): Promise<{ token: string; session: AdminSession }> {
      const email = normalizeEmail(rawEmail);
      if (!(await perIp.hit(sha256(ip))).allowed) throw limited();
      const accountKey = sha256(`${email}|${ip}`);
      if (!(await perAccountAndIp.hit(accountKey)).allowed) throw limited();

      const account = email ? await accounts.findByEmail(email) : undefined;
      const ok = account ? await hasher.verify(password, account.passwordHash) : (await hasher.verify(password, await dummy()), false);
      if (!account || !ok) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);

      await perAccountAndIp.reset(accountKey);
      const t = now();
      const session: AdminSession = {
        accountId: account.id,
        email: account.email,
        csrfToken: token(),
        createdAt: t,
        expiresAt: sessionExpiry(t, config.sessionTtlHours),
      };
      const secret = token();
      await sessions.put(sha256(secret), {
        accountId: session.accountId,
        csrfToken: session.csrfToken,
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
      });
      await accounts.recordSignIn(account.id, t);
      return { token: secret, session };
    },

    /** The live session behind a cookie token, or undefined (unknown, expired, or password changed since). */
    async sessionFor(secret: string | undefined): Promise<AdminSession | undefined> {
      if (!secret || secret.length > 200) return undefined;
      const idHash = sha256(secret);
      const stored = await sessions.get(idHash);
      if (!stored) return undefined;
      const account = await accounts.findById(stored.accountId);
      if (!account || !sessionIsValid(stored, now(), account.passwordChangedAt)) {
        await sessions.delete(idHash);
        return undefined;
      }
      return { ...stored, email: account.email };
    },

    async signOut(secret: string | undefined): Promise<void> {
      if (secret) await sessions.delete(sha256(secret));
    },

    /** Creates an account; refuses an email that already has one. */
    async createAccount(rawEmail: string, password: string): Promise<{ email: string }> {
      validateCredentials(rawEmail, password);
      const email = normalizeEmail(rawEmail);
      try {
        await accounts.create(email, await hasher.hash(password), now());
      } catch (err) {
        if (err instanceof AccountExists) throw new AppError('CONFLICT', `An admin account for ${email} already exists`);
        throw err;
      }
      return { email };
    },

    /** Sets a new password for an existing account; its open sessions end. */
    async resetPassword(rawEmail: string, password: string): Promise<{ email: string }> {
      validateCredentials(rawEmail, password);
      const email = normalizeEmail(rawEmail);
      const account = await accounts.findByEmail(email);
      if (!account) throw new AppError('NOT_FOUND', `No admin account for ${email}`);
      await accounts.setPassword(account.id, await hasher.hash(password), now());
      return { email };
    },

    /**
     * ADMIN_EMAIL + ADMIN_PASSWORD at start: creates the account, or updates its password when the
     * configured one no longer matches (so rotating the variable rotates the password).
     */
    async ensureAccount(rawEmail: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
      validateCredentials(rawEmail, password);
      const email = normalizeEmail(rawEmail);
      const account = await accounts.findByEmail(email);
      if (!account) {
        await this.createAccount(email, password);
        return 'created';
      }
      if (await hasher.verify(password, account.passwordHash)) return 'unchanged';
      await accounts.setPassword(account.id, await hasher.hash(password), now());
      return 'updated';
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
