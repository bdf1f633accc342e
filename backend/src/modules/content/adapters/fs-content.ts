import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { backendRoot } from '../../../paths.js';
import type { Content } from '../domain/schema.js';
import { ContentInvalidError, validateContent, type ContentFile } from '../domain/validate.js';

/** Where the editorial content lives: backend/content (also in the production image). */
export const CONTENT_DIR = join(backendRoot, 'content');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return jsonFiles(p);
    return e.name.endsWith('.json') ? [p] : [];
  });
}

/** Reads every .json file under `dir` (the seed/ folder is the seeds' own), in a stable order. */
export function readContentFiles(dir: string = CONTENT_DIR): { files: ContentFile[]; problems: string[] } {
  const files: ContentFile[] = [];
  const problems: string[] = [];
  for (const file of jsonFiles(dir).sort()) {
    const path = relative(dir, file).split(sep).join('/');
    if (path.startsWith('seed/')) continue;
    try {
      files.push({ path, data: JSON.parse(readFileSync(file, 'utf8')) as unknown });
    } catch (err) {
      problems.push(`${path}: not valid JSON (${(err as Error).message})`);
    }
  }
  return { files, problems };
}

/**
 * Reads and validates the whole content folder. Any problem (bad JSON, a field that does not fit its
 * schema, a broken cross-reference) throws one error that lists every problem, so start-up stops with
 * the full list instead of the first mistake.
 */
export function loadContent(dir: string = CONTENT_DIR): Content {
  const read = readContentFiles(dir);
  const { content, problems } = validateContent(read.files);
  const all = [...read.problems, ...problems];
  if (all.length) throw new ContentInvalidError(all);
  return content;
}
