import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateSeeds, type SeedFiles, type Seeds } from '../domain/seeds.js';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { ContentInvalidError } from '../domain/validate.js';
import { CONTENT_DIR, loadContent } from './fs-content.js';

const jsonIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/**
 * Reads backend/content/seed: promotions/<id>.json, blog/<slug>.json with its body in blog/<slug>.md, and
 * the posts' other language versions in blog/translations/<lang>/<slug>.json and .md
 * (the .md file is the Markdown exactly as published; its final newline is not part of the body).
 * Invalid files stop start-up with every problem listed, like the rest of the content. A promotion must
 * link to a listed partner: `isListed` answers that (by default, the partner records of the same folder).
 */
export function loadSeeds(contentDir: string = CONTENT_DIR, isListed?: (type: PartnerType, id: string) => boolean): Seeds {
  const problems: string[] = [];
  const parse = (file: string, rel: string): unknown => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (err) {
      problems.push(`${rel}: not valid JSON (${(err as Error).message})`);
      return undefined;
    }
  };
  const promoDir = join(contentDir, 'seed', 'promotions');
  const blogDir = join(contentDir, 'seed', 'blog');
  const files: SeedFiles = {
    promotions: jsonIn(promoDir).flatMap((f) => {
      const rel = `seed/promotions/${f}`;
      const data = parse(join(promoDir, f), rel);
      return data === undefined ? [] : [{ path: rel, data }];
    }),
    posts: jsonIn(blogDir).flatMap((f) => {
      const rel = `seed/blog/${f}`;
      const meta = parse(join(blogDir, f), rel);
      const md = join(blogDir, f.replace(/\.json$/, '.md'));
      const body = existsSync(md) ? readFileSync(md, 'utf8').replace(/\n$/, '') : undefined;
      return meta === undefined ? [] : [{ path: rel, meta, body }];
    }),
    // translations/<lang>/<slug>.json and .md: other language versions of the seeded posts
    translations: (existsSync(join(blogDir, 'translations')) ? readdirSync(join(blogDir, 'translations')).sort() : []).flatMap((lang) => {
      const dir = join(blogDir, 'translations', lang);
      return jsonIn(dir).flatMap((f) => {
        const rel = `seed/blog/translations/${lang}/${f}`;
        const meta = parse(join(dir, f), rel);
        const md = join(dir, f.replace(/\.json$/, '.md'));
        const body = existsSync(md) ? readFileSync(md, 'utf8').replace(/\n$/, '') : undefined;
        return meta === undefined ? [] : [{ path: rel, lang, meta, body }];
      });
    }),
  };
  const listed =
    isListed ??
    (
      (keys: Set<string>) => (type: PartnerType, id: string) =>
        keys.has(`${type}/${id}`)
    )(new Set(loadContent(contentDir).partners.map((p) => `${p.type}/${p.id}`)));
  const seeds = validateSeeds(files, listed);
  const all = [...problems, ...seeds.problems];
  if (all.length) throw new ContentInvalidError(all);
  return { promotions: seeds.promotions, posts: seeds.posts, translations: seeds.translations };
}
