import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '@coinatlas/domain/errors';
import type { MediaStore } from './ports.js';
import { checkUpload, COVER_WIDTHS, widthsFor } from './images.js';

/** Where the site serves stored media from. */
export const MEDIA_PATH = '/media/';

export type ImageVariant = { url: string; width: number; height: number; type: string };
/** An uploaded image: its id (from its bytes) and the sizes made of it, smallest first. */
export type ImageSet = { id: string; width: number; height: number; variants: ImageVariant[] };

const LIMIT = { limitInputPixels: 40_000_000 };
const unreadable = () => new AppError('BAD_REQUEST', 'file: the image could not be read (damaged or not an image)');

/** Checks the upload by its content and reads its upright size; the id is derived from the bytes. */
async function inspect(bytes: Buffer): Promise<{ id: string; width: number; height: number }> {
  checkUpload(bytes);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, LIMIT).metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw new AppError('BAD_REQUEST', 'file: the image has no size');
  // EXIF orientations 5-8 swap width and height.
  const swapped = (meta.orientation ?? 1) >= 5;
  return {
    id: createHash('sha256').update(bytes).digest('hex').slice(0, 20),
    width: swapped ? meta.height : meta.width,
    height: swapped ? meta.width : meta.height,
  };
}

async function encode(pipeline: Sharp): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await pipeline.webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable();
  }
}

/**
 * Every stored image goes through here: checked by its content (magic bytes, then decoded), turned
 * upright, stripped of its metadata (EXIF location included) and stored as WebP. Names are derived from
 * the bytes, so the same upload twice is stored once and every stored file can be cached forever.
 */
async function storeSizes(
  bytes: Buffer,
  store: MediaStore,
  folder: string,
  sizes: (original: { width: number; height: number }) => number[],
  resize: (img: Sharp, size: number) => Sharp,
): Promise<ImageSet> {
  const { id, width, height } = await inspect(bytes);
  const variants: ImageVariant[] = [];
  for (const size of sizes({ width, height })) {
    const out = await encode(resize(sharp(bytes, LIMIT).rotate(), size));
    const key = `${folder}/${id}-${size}.webp`;
    await store.put(key, out.data, 'image/webp');
    variants.push({ url: MEDIA_PATH + key, width: out.info.width, height: out.info.height, type: 'image/webp' });
  }
  const largest = variants[variants.length - 1]!;
  return { id, width: largest.width, height: largest.height, variants };
}

/** A blog cover: web widths (480, 960, 1600 px, never wider than the original), height by its aspect. */
export const storeCover = (bytes: Buffer, store: MediaStore): Promise<ImageSet> =>
  storeSizes(
    bytes,
    store,
    'blog',
    ({ width }) => widthsFor(width, COVER_WIDTHS),
    (img, w) => img.resize({ width: w, withoutEnlargement: true }),
  );

/** The square sizes a partner logo is stored in (px): a card's icon, its 2x, and a page's header. */
export const LOGO_SIZES = [64, 128, 256] as const;

/**
 * A partner logo: fitted whole into squares of LOGO_SIZES (transparent margins, never cropped), so every
 * logo takes the same box on a card or page whatever its shape. A small original is not enlarged beyond
 * what it has: its largest square is its longer side.
 */
export const storeLogo = (bytes: Buffer, store: MediaStore): Promise<ImageSet> =>
  storeSizes(
    bytes,
    store,
    'partners',
    ({ width, height }) => widthsFor(Math.max(width, height), LOGO_SIZES),
    (img, size) => img.resize({ width: size, height: size, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }),
  );
