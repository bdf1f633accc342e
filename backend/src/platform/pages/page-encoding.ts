import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator, type CacheStore } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

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

// Clients send few distinct headers, so answers are remembered; the header is the client's to choose, so the
// memory is an LRU of a fixed number of entries (a flood of new values only pushes older ones out).
// (the negotiator also remembers "none of ours", a null, which lru-cache does not hold as a value: hence the box)
const answers = new LRUCache<string, { coding: string | null }>({ max: 64 });
const answerStore: CacheStore = {
  has: (header) => answers.has(header),
  get: (header) => answers.get(header)?.coding ?? undefined,
  set(header, coding) {
    answers.set(header, { coding });
    return answerStore;
  },
};
const remembering = new Negotiator({ supportedValues: [...PAGE_ENCODINGS], cache: answerStore });
const negotiator = new Negotiator({ supportedValues: [...PAGE_ENCODINGS] });
/** Whether the client takes gzip, whatever it says of br (a static file's .br copy that could not be read). */
const gzipOnly = new Negotiator({ supportedValues: ['gzip'] });

/**
 * The coding to send a page in for an Accept-Encoding header (its q-values honoured; 'x-gzip' is gzip), or
 * undefined for none of ours: the page then goes as it is, and @fastify/compress handles whatever else the
 * client asked for (deflate).
 */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // a header longer than browsers send is answered without being remembered
  return (acceptEncoding.length > MAX_REMEMBERED ? negotiator : remembering).negotiate(normalised(acceptEncoding)) ?? undefined;
}

/** Whether an Accept-Encoding header takes gzip (or x-gzip), its q-values honoured. */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean =>
  Boolean(acceptEncoding) && gzipOnly.negotiate(normalised(acceptEncoding!)) === 'gzip';

const MAX_REMEMBERED = 200;
const normalised = (acceptEncoding: string) => acceptEncoding.toLowerCase().replace(/\bx-gzip\b/g, 'gzip');

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
