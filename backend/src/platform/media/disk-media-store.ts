import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Where uploaded images are kept: the data folder on disk by default; an object store can replace it. */
export type MediaStore = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when nothing has that key. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | undefined>;
};

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(webp|avif|jpg)$/;
const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg' };

/** Whether `key` is a name the media store takes (a folder and a content-addressed file name). */
export const isMediaKey = (key: string) => KEY.test(key);

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
