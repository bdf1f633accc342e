import { AppError } from '@coinatlas/domain/errors';

/** The largest image an editor may upload (a blog cover, a partner logo). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The widths stored of a blog cover (never wider than the original). */
export const COVER_WIDTHS = [480, 960, 1600] as const;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const starts = (b: Uint8Array, bytes: number[], at = 0) => bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Uint8Array, at: number, s: string) =>
  starts(
    b,
    [...s].map((c) => c.charCodeAt(0)),
    at,
  );

/** What the bytes are, from their signature (magic bytes), never from a file name; undefined when not an image we take. */
export function sniffImage(b: Uint8Array): ImageKind | undefined {
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')) return 'webp';
  if (ascii(b, 4, 'ftyp') && (ascii(b, 8, 'avif') || ascii(b, 8, 'avis'))) return 'avif';
  if (ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')) return 'gif';
  return undefined;
}

/** Refuses what is not an image we take, or is too large; the message names the field. */
export function checkUpload(b: Uint8Array): ImageKind {
  if (b.length === 0) throw new AppError('BAD_REQUEST', 'file: the upload is empty');
  if (b.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'file: the image is larger than 5 MB');
  const kind = sniffImage(b);
  if (!kind) throw new AppError('BAD_REQUEST', 'file: not a JPEG, PNG, WebP, AVIF or GIF image (checked by its content)');
  return kind;
}

/**
 * The widths to store for an original of `width` pixels: every standard width below it, and the original
 * width when smaller than the largest.
 */
export function widthsFor(width: number, standard: readonly number[] = COVER_WIDTHS): number[] {
  const below = standard.filter((w) => w < width);
  return width < standard[standard.length - 1]! ? [...below, width] : [...standard];
}
