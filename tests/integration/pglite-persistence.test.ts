import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDb, migrateLatest } from '../../backend/src/platform/db/create-db.js';

describe('PGlite on disk', () => {
  it('keeps its data across restarts', { timeout: 90_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coinatlas-pglite-'));
    try {
      const first = createDb({ pgliteDir: dir }).db;
      await migrateLatest(first);
      await first('kv_store').insert({ key: 'survives', value: JSON.stringify({ ok: true }) });
      await first.destroy();

      const second = createDb({ pgliteDir: dir }).db;
      await migrateLatest(second);
      const row = await second('kv_store').where({ key: 'survives' }).first();
      expect(row.value).toEqual({ ok: true });
      await second.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
