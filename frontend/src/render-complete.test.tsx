import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderComplete } from './render-complete';

/** The guard timers renderComplete starts (their delay is the render's time limit) and the ones it clears. */
function watchTimers(limitMs: number) {
  const started: unknown[] = [];
  const realSet = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    const t = realSet(fn, ms);
    if (ms === limitMs) started.push(t);
    return t;
  }) as typeof setTimeout);
  const cleared = vi.spyOn(globalThis, 'clearTimeout');
  return { started, cleared };
}

afterEach(() => vi.restoreAllMocks());

describe('renderComplete', () => {
  it('returns the whole page and clears its time limit when the render ends, so no finished render stays in memory', async () => {
    const timers = watchTimers(9_876);
    const later = Promise.resolve('loaded');
    function Late() {
      return <span>{use(later)}</span>;
    }
    const html = await renderComplete(
      <main>
        <Suspense fallback={<i>waiting</i>}>
          <Late />
        </Suspense>
      </main>,
      9_876,
    );
    expect(html).toContain('<span>loaded</span>');
    expect(html).not.toContain('waiting');
    expect(timers.started).toHaveLength(1);
    expect(timers.cleared).toHaveBeenCalledWith(timers.started[0]);
  });

  it('clears its time limit when the render fails too', async () => {
    const timers = watchTimers(9_875);
    function Broken(): never {
      throw new Error('broken shell');
    }
    await expect(renderComplete(<Broken />, 9_875)).rejects.toThrow('broken shell');
    expect(timers.started).toHaveLength(1);
    expect(timers.cleared).toHaveBeenCalledWith(timers.started[0]);
  });
});
