import { describe, expect, it } from 'vitest';
import { checkUpload, MAX_IMAGE_BYTES, sniffImage, widthsFor } from './images.js';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('image uploads', () => {
  it('knows an image by its first bytes, never by a name', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImage(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif');
    expect(sniffImage(bytes('GIF89a'))).toBe('gif');
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffImage(bytes('%PDF-1.7'))).toBeUndefined();
  });

  it('refuses empty, unknown and oversized files with a message naming the file', () => {
    expect(() => checkUpload(new Uint8Array())).toThrow('file: the upload is empty');
    expect(() => checkUpload(bytes('hello'))).toThrow('file: not a JPEG, PNG, WebP, AVIF or GIF image (checked by its content)');
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(() => checkUpload(big)).toThrow('file: the image is larger than 5 MB');
    expect(checkUpload(big.subarray(0, MAX_IMAGE_BYTES))).toBe('jpeg');
  });

  it('stores web widths no wider than the original', () => {
    expect(widthsFor(3000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it("takes other standard sizes (a logo's squares)", () => {
    expect(widthsFor(1000, [64, 128, 256])).toEqual([64, 128, 256]);
    expect(widthsFor(100, [64, 128, 256])).toEqual([64, 100]);
  });
});
