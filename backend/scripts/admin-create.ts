/**
 * Creates an admin account (or, with --reset-password, sets a new password for an existing one).
 *
 *   npm run admin:create -- you@example.com
 *   npm run admin:create -- you@example.com reset-password
 *
 * (Run directly, `--email` and `--reset-password` work too; through npm workspaces only positional
 * arguments reach the script, npm itself takes the flags.)
 * The password is asked for twice without echo; when stdin is not a terminal its first line is used
 * (e.g. `printf '%s\n' "$PASSWORD" | npm run admin:create -- --email you@example.com`). It connects to
 * the database the server uses (DATABASE_URL, else PGlite in PGLITE_DIR) and applies pending migrations.
 */
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError } from '../src/config.js';
import { PASSWORD_MIN_LENGTH, emailProblem, passwordProblem } from '../src/modules/admin/domain/account.js';
import { createKnexAccountRepository } from '../src/modules/admin/adapters/knex-account-repository.js';
import { createKnexSessionStore } from '../src/modules/admin/adapters/knex-session-store.js';
import { createScryptPasswordHasher } from '../src/modules/admin/adapters/scrypt-password-hasher.js';
import { createAdminService } from '../src/modules/admin/service.js';
import { createMemoryCache } from '../src/platform/cache/memory-cache.js';
import { createDb, migrateLatest } from '../src/platform/db/create-db.js';
import { isAppError } from '@coinatlas/domain/errors';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          process.stdout.write('\n');
          process.exit(130);
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

const { values, positionals } = parseArgs({
  options: { email: { type: 'string' }, 'reset-password': { type: 'boolean', default: false }, help: { type: 'boolean' } },
  allowPositionals: true,
});
if (values.help || positionals.includes('help')) {
  console.log('Usage: npm run admin:create -- you@example.com [reset-password]');
  process.exit(0);
}
const reset = values['reset-password'] || positionals.includes('reset-password');

let config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const email = values.email ?? positionals.find((p) => p.includes('@')) ?? config.admin.email;
if (!email) fail('Give the account email: npm run admin:create -- you@example.com');
const emailError = emailProblem(email);
if (emailError) fail(emailError);

let password: string;
if (process.stdin.isTTY) {
  password = await askHidden(`Password for ${email} (at least ${PASSWORD_MIN_LENGTH} characters): `);
  const problem = passwordProblem(password);
  if (problem) fail(problem);
  if ((await askHidden('Repeat the password: ')) !== password) fail('The passwords do not match.');
} else {
  password = await readFirstLine();
  const problem = passwordProblem(password);
  if (problem) fail(problem);
}

const { db, engine } = createDb({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrateLatest(db);
  const service = createAdminService({
    accounts: createKnexAccountRepository(db),
    sessions: createKnexSessionStore(db, Date.now),
    hasher: createScryptPasswordHasher(),
    cache: createMemoryCache(),
    now: Date.now,
    config: config.admin,
  });
  const result = reset ? await service.resetPassword(email, password) : await service.createAccount(email, password);
  console.log(
    reset
      ? `Password updated for ${result.email}; its open sessions have ended.`
      : `Admin account created for ${result.email}. Sign in at ${config.publicSiteUrl}/admin/login`,
  );
  if (engine === 'pglite') console.log(`(embedded database in ${config.pgliteDir})`);
} catch (err) {
  if (isAppError(err)) {
    console.error(err.message + (err.code === 'CONFLICT' ? ' (add reset-password to set a new password)' : ''));
    process.exitCode = 1;
  } else throw err;
} finally {
  await db.destroy();
}
