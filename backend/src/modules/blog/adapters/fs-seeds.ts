import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { backendRoot } from '../../../paths.js';
import { SeedFilesInvalidError } from '../../../platform/db/seed-ledger.js';
import { validateBlogSeeds, type BlogSeedFiles, type BlogSeeds } from '../domain/seeds.js';

/** The backend's content folder (the `CONTENT_DIR` default). */
const DEFAULT_CONTENT_DIR = join(backendRoot, 'content');

const jsonIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

// The files do not change while the process runs: every app built in this process shares one read.
const loaded = new Map<string, BlogSeeds>();

/**
 * Reads `<contentDir>/seed/blog`: <slug>.json with its body in <slug>.md, and the posts' other language versions
 * in translations/<lang>/<slug>.json and .md (the .md file is the Markdown exactly as published; its final
 * newline is not part of the body). Throws SeedFilesInvalidError with every problem.
 */
export function loadBlogSeeds(contentDir: string = DEFAULT_CONTENT_DIR): BlogSeeds {
  const cached = loaded.get(contentDir);
  if (cached) return cached;
  const problems: string[] = [];
  const parse = (file: string, rel: string): unknown => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as unknown;
    } catch (err) {
      problems.push(`${rel}: not valid JSON (${(err as Error).message})`);
      return undefined;
    }
  };
  const bodyOf = (md: string) => (existsSync(md) ? readFileSync(md, 'utf8').replace(/\n$/, '') : undefined);
  const blogDir = join(contentDir, 'seed', 'blog');
  const files: BlogSeedFiles = {
    posts: jsonIn(blogDir).flatMap((f) => {
      const rel = `seed/blog/${f}`;
      const meta = parse(join(blogDir, f), rel);
      return meta === undefined ? [] : [{ path: rel, meta, body: bodyOf(join(blogDir, f.replace(/\.json$/, '.md'))) }];
    }),
    translations: (existsSync(join(blogDir, 'translations')) ? readdirSync(join(blogDir, 'translations')).sort() : []).flatMap((lang) => {
      const dir = join(blogDir, 'translations', lang);
      return jsonIn(dir).flatMap((f) => {
        const rel = `seed/blog/translations/${lang}/${f}`;
        const meta = parse(join(dir, f), rel);
        return meta === undefined ? [] : [{ path: rel, lang, meta, body: bodyOf(join(dir, f.replace(/\.json$/, '.md'))) }];
      });
    }),
  };
  const seeds = validateBlogSeeds(files);
  const all = [...problems, ...seeds.problems];
  if (all.length) throw new SeedFilesInvalidError('blog seeds', all);
  const result = { posts: seeds.posts, translations: seeds.translations };
  loaded.set(contentDir, result);
  return result;
}
