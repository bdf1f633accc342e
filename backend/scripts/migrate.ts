/**
 * Applies every pending migration to the configured database (DATABASE_URL, or the embedded PGlite folder)
 * and says which ran. The server does the same at start unless MIGRATE_ON_START=false. With the embedded
 * database, stop the server first: PGlite keeps its folder to one process.
 */
import { loadConfig, ConfigError } from '../src/config.js';
import { createDb } from '../src/platform/db/create-db.js';
import { migrationSource } from '../migrations/index.js';

let config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
const { db, engine } = createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const [batch, names] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  console.log(names.length ? `${engine}: batch ${batch} applied ${names.join(', ')}` : `${engine}: already up to date`);
} finally {
  await db.destroy();
}
