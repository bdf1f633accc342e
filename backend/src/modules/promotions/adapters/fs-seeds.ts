import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { Promotion } from '@coinatlas/domain/promotions/promotion';
import { backendRoot } from '../../../paths.js';
import { SeedFilesInvalidError } from '../../../platform/db/seed-ledger.js';
import { validatePromotionSeeds, type PromotionSeedFile } from '../domain/seeds.js';

/** The backend's content folder (the `CONTENT_DIR` default). */
const DEFAULT_CONTENT_DIR = join(backendRoot, 'content');

// The files do not change while the process runs: every app built in this process shares one read.
const read = new Map<string, { files: PromotionSeedFile[]; problems: string[] }>();

function readFiles(contentDir: string) {
  let entry = read.get(contentDir);
  if (!entry) {
    const dir = join(contentDir, 'seed', 'promotions');
    const problems: string[] = [];
    const names = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [];
    const files = names.flatMap((f) => {
      const path = `seed/promotions/${f}`;
      try {
        return [{ path, data: JSON.parse(readFileSync(join(dir, f), 'utf8')) as unknown }];
      } catch (err) {
        problems.push(`${path}: not valid JSON (${(err as Error).message})`);
        return [];
      }
    });
    entry = { files, problems };
    read.set(contentDir, entry);
  }
  return entry;
}

/**
 * The promotions of `<contentDir>/seed/promotions/<id>.json`, validated; each must promote a partner `isListed`
 * knows. Throws SeedFilesInvalidError with every problem.
 */
export function loadPromotionSeeds(
  isListed: (type: PartnerType, id: string) => boolean,
  contentDir: string = DEFAULT_CONTENT_DIR,
): Promotion[] {
  const { files, problems } = readFiles(contentDir);
  const seeds = validatePromotionSeeds(files, isListed);
  const all = [...problems, ...seeds.problems];
  if (all.length) throw new SeedFilesInvalidError('promotion seeds', all);
  return seeds.promotions;
}
