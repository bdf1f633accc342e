import type { Knex } from 'knex';
import * as m001 from './001-platform.js';
import * as m030 from './030-promotions.js';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/**
 * Migrations are listed here, in order, instead of being discovered from the file system, so the same
 * list runs under tsx (src) and from the compiled dist/ folder. Append; never rename or reorder.
 */
const migrations: Record<string, Migration> = {
  '001-platform': m001,
  '030-promotions': m030,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
