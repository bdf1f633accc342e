import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, migrateLatest, writePgliteTemplate } from './create-db.js';

const dir = mkdtempSync(join(tmpdir(), 'coinatlas-create-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database made from the build template', () => {
  it('starts a new folder from the template, keeps it, and migrates it like one made by initdb', async () => {
    const template = join(dir, 'template.tar.gz');
    expect(await writePgliteTemplate(template)).toBeGreaterThan(1_000_000);

    const folder = join(dir, 'data');
    const first = createDb({ pgliteDir: folder, pgliteTemplate: template });
    await first.ready;
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    await migrateLatest(first.db);
    await first.db.raw('create table template_probe (n int)');
    await first.db.raw('insert into template_probe values (42)');
    await first.db.destroy();

    // the folder exists now: it is opened as it is, the template is not loaded over it
    const second = createDb({ pgliteDir: folder, pgliteTemplate: template });
    await second.ready;
    const { rows } = (await second.db.raw('select n from template_probe')) as { rows: { n: number }[] };
    expect(rows).toEqual([{ n: 42 }]);
    // the extension the site search creates loads in a folder made from the template
    await second.db.raw('create extension if not exists pg_trgm');
    const trgm = (await second.db.raw("select similarity('kraken', 'krakn') > 0.3 as close")) as { rows: { close: boolean }[] };
    expect(trgm.rows[0]!.close).toBe(true);
    await second.db.destroy();
  }, 120_000);

  it("an in-memory database (the tests' kind) starts from the template too", async () => {
    const template = join(dir, 'template.tar.gz');
    const made = createDb({ inMemory: true, pgliteTemplate: template });
    await made.ready;
    await migrateLatest(made.db);
    const { rows } = (await made.db.raw(
      "select count(*)::int as n from information_schema.tables where table_name = 'knex_migrations'",
    )) as {
      rows: { n: number }[];
    };
    expect(rows).toEqual([{ n: 1 }]);
    await made.db.destroy();
  }, 120_000);

  it('without a template a new folder is made by initdb', async () => {
    const folder = join(dir, 'plain');
    const made = createDb({ pgliteDir: folder, pgliteTemplate: join(dir, 'missing.tar.gz') });
    await made.ready;
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    const { rows } = (await made.db.raw('select 1 as one')) as { rows: { one: number }[] };
    expect(rows).toEqual([{ one: 1 }]);
    await made.db.destroy();
  }, 120_000);
});
