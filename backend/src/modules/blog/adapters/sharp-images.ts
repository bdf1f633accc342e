import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '@coinatlas/domain/errors';
import { checkUpload, widthsFor } from '../domain/image.js';
import type { CoverImage } from '../domain/post.js';
import type { MediaStore } from '../ports.js';

/** Where the site serves stored media from. */
export const MEDIA_PATH = '/media/';

/**
 * A cover upload: checked by its content (magic bytes, then decoded), turned upright, stripped of its
 * metadata (EXIF location included) and stored in web sizes as WebP. Names are derived from the bytes,
 * so the same upload twice is stored once and every stored file can be cached forever.
 */
export async function storeCover(bytes: Buffer, store: MediaStore): Promise<CoverImage> {
  checkUpload(bytes);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw new AppError('BAD_REQUEST', 'file: the image could not be read (damaged or not an image)');
  }
  if (!meta.width || !meta.height) throw new AppError('BAD_REQUEST', 'file: the image has no size');
  // EXIF orientations 5-8 swap width and height.
  const upright = (meta.orientation ?? 1) >= 5;
  const width = upright ? meta.height : meta.width;
  const height = upright ? meta.width : meta.height;
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const variants: CoverImage['variants'] = [];
  for (const w of widthsFor(width)) {
    let out: { data: Buffer; info: OutputInfo };
    try {
      out = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
    } catch {
      throw new AppError('BAD_REQUEST', 'file: the image could not be read (damaged or not an image)');
    }
    const key = `blog/${id}-${w}.webp`;
    await store.put(key, out.data, 'image/webp');
    variants.push({ url: MEDIA_PATH + key, width: out.info.width, height: out.info.height, type: 'image/webp' });
  }
  const largest = variants[variants.length - 1]!;
  return { id, width: largest.width, height: largest.height ?? height, variants };
}
