import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { MediaStore } from './ports.js';

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|avif|jpg)$/;
const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg' };

/**
 * Media on the local disk under `root` (the data folder's media/). Keys are content-addressed names the
 * modules make themselves (`blog/<hash>-<width>.webp`, `partners/<hash>-<size>.webp`); anything else (a
 * path with dots or slashes of its own) is refused, so a key never leaves the folder. Writes go to a
 * temporary file first and are renamed into place.
 */
export function createDiskMediaStore(root: string): MediaStore {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`invalid media key '${key}'`);
    return join(root, key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, path);
    },
    async get(key) {
      if (!KEY.test(key)) return undefined;
      try {
        return { data: await readFile(pathOf(key)), contentType: TYPES[key.slice(key.lastIndexOf('.') + 1)]! };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
  };
}
