import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export type WatchedPage = { page: Page; errors: string[] };

/** A page that records console errors, failed requests to our server and uncaught exceptions. */
export async function openPage(context: BrowserContext, opts: { ignore?: RegExp[] } = {}): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const ignored = (text: string) => (opts.ignore ?? []).some((re) => re.test(text));
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || ignored(msg.text())) return;
    // Chromium's "Failed to load resource" says the status but not what was asked for: its location is the resource
    const url = msg.text().startsWith('Failed to load resource') ? msg.location().url : '';
    errors.push(`console: ${msg.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (err) => {
    if (!ignored(err.message)) errors.push(`pageerror: ${err.message}`);
  });
  return { page, errors };
}

/**
 * Resolves once the page's server-rendered markup is live (React hydrated it), or at once for a document
 * that is not one of the app's pages (an error page, a file). Before that, clicks and typing reach markup
 * without handlers, as they would for a visitor on a slow phone.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      (document.documentElement.dataset.hydrated === 'true' || !document.getElementById('coinatlas-boot')),
    null,
    { timeout: 30_000 },
  );
}

/** A page whose goto and reload also wait for hydration (what a test's next step needs). */
function hydratingPage(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const res = await goto(...args);
    await waitForHydration(page);
    return res;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const res = await reload(...args);
    await waitForHydration(page);
    return res;
  };
  return page;
}

/**
 * Scrolls to the element `selector` names until React manages it. A directory's card is server markup until it
 * nears the screen, then React swaps in its live rendering, so the element a scroll started on can leave the
 * document under it ("Element is not attached to the DOM"): every try finds the element again.
 */
export async function scrollUntilLive(page: Page, selector: string): Promise<void> {
  const live = async () => {
    const el = page.locator(selector);
    try {
      await el.scrollIntoViewIfNeeded({ timeout: 2_000 });
      return await el.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactFiber')), null, {
        timeout: 2_000,
      });
    } catch {
      return false; // swapped mid-scroll: the next try finds the live element
    }
  };
  const deadline = 30_000;
  for (const started = performance.now(); performance.now() - started < deadline;) {
    if (await live()) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`${selector} did not become live within ${deadline} ms`);
}

export async function newContext(
  browser: Browser,
  opts: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'en-US',
    reducedMotion: 'reduce',
  });
  const newPage = ctx.newPage.bind(ctx);
  ctx.newPage = async () => hydratingPage(await newPage());
  return ctx;
}

/**
 * Records every layout shift of the page's documents from their start (not those right after input), each as a
 * line naming what moved and its two boxes, so a failing test says why. Read them with `layoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Box = { x: number; y: number; width: number; height: number };
    type Source = { node: Node | null; previousRect: Box; currentRect: Box };
    const label = (n: Node | null) => {
      if (!(n instanceof Element)) return n ? n.nodeName : 'gone';
      const testid = n.getAttribute('data-testid');
      return n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (testid ? `[data-testid=${testid}]` : '');
    };
    const box = (r: Box) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    const w = window as unknown as { __layoutShifts: string[] };
    w.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }>)
        if (!e.hadRecentInput)
          w.__layoutShifts.push(
            `${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms: ` +
              e.sources.map((x) => `${label(x.node)} ${box(x.previousRect)} -> ${box(x.currentRect)}`).join('; '),
          );
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts `recordLayoutShifts` has seen in the current document. */
export const layoutShifts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __layoutShifts: string[] }).__layoutShifts);

/** axe: the serious and critical violations on the page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join('; ')})`,
    );
}
