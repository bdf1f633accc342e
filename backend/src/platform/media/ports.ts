/** Where uploaded images are kept: the data folder on disk by default (disk-media-store.ts); an object store can replace it. */
export type MediaStore = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when nothing has that key. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | undefined>;
};
