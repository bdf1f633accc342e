import type { PageInvalidator } from './pages/page-cache.js';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Partner, PartnerType } from '@coinatlas/domain/partners/partner';
import type { CandidateWithText } from '@coinatlas/domain/recommendations/catalogue';
import type { ResolverKey } from '@coinatlas/domain/routes/manifest';
import type { Config } from '../config.js';
import type { Cache } from './cache/cache.js';
import type { Db, DbEngine } from './db/create-db.js';

/**
 * Everything a module may use, in one shape: every module plugin receives this object and takes the slice
 * it needs. Nothing else crosses from the app into a module.
 */
export type ModuleDeps = Readonly<{
  config: Config;
  db: Db;
  dbEngine: DbEngine;
  cache: Cache;
  /** The Redis client behind the cache, when there is one. */
  redis?: Redis;
  metrics: Registry;
  now: () => number;
  /** Rendered pages: a module whose data pages show invalidates them when that data changes. */
  pages: PageInvalidator;
}>;

/** A backend capability: a Fastify plugin over the module dependencies. */
export type AppModule = FastifyPluginAsync<ModuleDeps>;

/**
 * Names a module's plugin. Routes and hooks stay encapsulated in the module; what a module offers the rest
 * of the app goes through the decorators declared below, never through an import of its files.
 */
export function defineModule(name: string, plugin: AppModule): AppModule {
  Object.defineProperty(plugin, 'name', { value: `module:${name}` });
  return plugin;
}

/** The admin session of a request, as the admin module resolves it. */
export type AdminIdentity = Readonly<{ accountId: number; email: string }>;

/** Admin authorisation, offered by the admin module to every module with admin-only routes. */
export type AdminAuth = Readonly<{
  /**
   * onRequest hook for admin-only routes: 401 without a session; for mutations also 403 unless the request
   * is same-origin and carries the session's CSRF token.
   */
  requireAdmin(opts: { mutation: boolean }): onRequestAsyncHookHandler;
  /** The signed-in admin of this request, if any. */
  adminOf(req: FastifyRequest): Promise<AdminIdentity | undefined>;
}>;

/**
 * Marks the onRequest hooks made by `requireAdmin`, so the API document can say which operations need the
 * admin session (and, for mutations, the CSRF header) without a second list to keep in step.
 */
export const ADMIN_ACCESS = Symbol.for('coinatlas.adminAccess');

/** The header every admin mutation carries, with the token from GET /api/admin/session. */
export const CSRF_HEADER = 'x-csrf-token';
export type AdminAccess = 'read' | 'mutation';

/** Answers whether the record behind a `:id` page exists (its HTTP status is 404 when not). */
export type RouteResolver = (id: string) => Promise<boolean> | boolean;

/** The languages editorial texts are written in. */
export type TextLanguage = 'en' | 'es' | 'de' | 'pt';

/**
 * The listed partners, read from the editorial content records (the content module offers it as
 * `app.partners`): every lookup of the server (links, referral seeds, promotion checks, page resolvers,
 * recommendations) reads this one source.
 */
export type PartnerDirectory = Readonly<{
  all: readonly Partner[];
  find(type: PartnerType, id: string): Partner | undefined;
  /** Whether the partner has a written review. */
  hasReview(type: PartnerType, id: string): boolean;
  /** Every recommendation candidate in catalogue order (category, then position), texts in `lang`. */
  candidates(lang: TextLanguage): readonly CandidateWithText[];
}>;

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuth;
    partners: PartnerDirectory;
    routeResolvers: Map<ResolverKey, RouteResolver>;
  }
}

/**
 * The shared registry of page resolvers: a module that owns records behind `:id` pages registers one
 * resolver per key of the route manifest, and the site answers 404 for ids it does not know.
 */
export const routeResolversPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('routeResolvers', new Map<ResolverKey, RouteResolver>());
  },
  { name: 'route-resolvers' },
);
