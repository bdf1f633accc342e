import type { Knex } from 'knex';
import * as m001 from './001-platform.js';
import * as m050 from './050-analytics-events.js';
import * as m051 from './051-blog-posts.js';
import * as m052 from './052-seed-blog-posts.js';
import * as m053 from './053-content-seeds.js';
import * as m060 from './060-search-documents.js';
import * as m091 from './091-content-performance.js';
import * as m080 from './080-blog-analytics.js';
import * as m070 from './070-blog-cms.js';
import * as m020 from './020-newsletter-subscribers.js';
import * as m021 from './021-contact-messages.js';
import * as m030 from './030-promotions.js';
import * as m040 from './040-referral-codes.js';
import * as m041 from './041-outbound-clicks.js';
import * as m042 from './042-admin.js';
import * as m075 from './075-newsletter-delivery.js';
import * as m090 from './090-promotion-revisions.js';
import * as m092 from './092-seo-audit.js';
import * as m097 from './097-author-profiles.js';
import * as m093 from './093-partner-records.js';
import * as m094 from './094-page-view-paths.js';
import * as m098 from './098-seo-audit-owner.js';
import * as m099 from './099-search-lexicon-languages.js';
import * as m100 from './100-partner-market-id.js';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/**
 * Migrations are listed here, in order, instead of being discovered from the file system, so the same
 * list runs under tsx (src) and from the compiled dist/ folder. Append; never rename or reorder.
 */
const migrations: Record<string, Migration> = {
  '001-platform': m001,
  '050-analytics-events': m050,
  '051-blog-posts': m051,
  '052-seed-blog-posts': m052,
  '053-content-seeds': m053,
  '060-search-documents': m060,
  '080-blog-analytics': m080,
  '070-blog-cms': m070,
  '020-newsletter-subscribers': m020,
  '021-contact-messages': m021,
  '030-promotions': m030,
  '040-referral-codes': m040,
  '041-outbound-clicks': m041,
  '042-admin': m042,
  '075-newsletter-delivery': m075,
  '090-promotion-revisions': m090,
  '091-content-performance': m091,
  '092-seo-audit': m092,
  '097-author-profiles': m097,
  '093-partner-records': m093,
  '094-page-view-paths': m094,
  '098-seo-audit-owner': m098,
  '099-search-lexicon-languages': m099,
  '100-partner-market-id': m100,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
