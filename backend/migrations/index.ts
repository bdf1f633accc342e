import type { Knex } from 'knex';
import * as m001 from './001-platform.js';
import * as m040 from './040-referral-codes.js';
import * as m041 from './041-outbound-clicks.js';
import * as m042 from './042-admin.js';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/**
 * Migrations are listed here, in order, instead of being discovered from the file system, so the same
 * list runs under tsx (src) and from the compiled dist/ folder. Append; never rename or reorder.
 */
const migrations: Record<string, Migration> = {
  '001-platform': m001,
  '040-referral-codes': m040,
  '041-outbound-clicks': m041,
  '042-admin': m042,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
