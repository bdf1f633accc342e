import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/** Renders to a string once every Suspense boundary has resolved (crawlers and the cache get the whole page). */
export function renderComplete(element: ReactNode, timeoutMs: number): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rendered = new Promise<string>((resolve, reject) => {
    let error: unknown;
    // Each chunk is decoded as it comes (a character split between two chunks is carried over): the page
    // exists once, as a string, not also as one large buffer outside the JS heap, whose allocation on
    // every render made the collector run full collections several times a minute under load.
    const decoder = new TextDecoder();
    const parts: string[] = [];
    const sink = new Writable({
      write(chunk: Uint8Array, _enc, cb) {
        parts.push(decoder.decode(chunk, { stream: true }));
        cb();
      },
      final(cb) {
        cb();
        parts.push(decoder.decode());
        if (error) reject(error);
        else resolve(parts.join(''));
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary is complete when the page is written, so each goes inline where it belongs: no
      // reveal scripts (the CSP allows no inline script but the theme one) and nothing shifts on load.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (err) => {
        error ??= err;
      },
    });
    timer = setTimeout(() => stream.abort(new Error(`render did not finish in ${timeoutMs} ms`)), timeoutMs);
    timer.unref();
  });
  // The guard goes when the render ends: a pending timer holds the render (its React request, its page) until
  // it fires, so under load every page of the last 10 s stayed in the heap (about 1.1 MB each for the
  // exchange directory: 80 renders in a row took a 192 MiB heap to its limit and the process aborted).
  return rendered.finally(() => clearTimeout(timer));
}
