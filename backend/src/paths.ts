import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The backend package folder, found from this file whether it runs from src/ (tsx) or dist/src/. */
function findBackendRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@coinatlas/backend') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the @coinatlas/backend package root');
    dir = parent;
  }
}

export const backendRoot = findBackendRoot();
export const repoRoot = dirname(backendRoot);
