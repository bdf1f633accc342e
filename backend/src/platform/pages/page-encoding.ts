import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** The content codings a page is kept in besides its plain bytes, best first. */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/**
 * Brotli at quality 5: a page is compressed once per cached copy, not once per request, so it can afford a
 * little more than @fastify/compress's per-request quality 4 (a partner page: 29.2 KB at 4, 27.4 KB at 5;
 * quality 11 would take about half a second a page).
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The document compressed for `encoding`, in libuv's thread pool (the event loop keeps serving meanwhile). */
export function compressPage(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { ...BROTLI, params: { ...BROTLI.params, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipped(body);
}

// No cache of answers: the header is the client's to choose, and a cache keyed by it could be flooded.
const negotiator = new Negotiator({ supportedValues: [...PAGE_ENCODINGS] });

/**
 * The coding to send a page in for an Accept-Encoding header (its q-values honoured; 'x-gzip' is gzip), or
 * undefined for none of ours: the page then goes as it is, and @fastify/compress handles whatever else the
 * client asked for (deflate).
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\bx-gzip\b/g, 'gzip')) ?? undefined;
}

/**
 * The page's bytes in `encoding`, compressed on first use and kept with the page, so every later request
 * for the cached page (on this instance) sends them as they are. A compression that fails is forgotten, so
 * the next request tries again.
 */
export function encodedPage(
  page: { body: Buffer; encoded: Partial<Record<PageEncoding, Buffer | Promise<Buffer>>> },
  encoding: PageEncoding,
) {
  const known = page.encoded[encoding];
  if (known) return known;
  const pending = compressPage(page.body, encoding).then(
    (bytes) => (page.encoded[encoding] = bytes),
    (error: unknown) => {
      delete page.encoded[encoding];
      throw error;
    },
  );
  page.encoded[encoding] = pending;
  return pending;
}
