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
export async function openPage(
  context: BrowserContext,
  opts: { ignore?: RegExp[] } = {},
): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const ignored = (text: string) => (opts.ignore ?? []).some((re) => re.test(text));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !ignored(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => {
    if (!ignored(err.message)) errors.push(`pageerror: ${err.message}`);
  });
  return { page, errors };
}

export async function newContext(
  browser: Browser,
  opts: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; locale?: string } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    colorScheme: opts.colorScheme ?? 'light',
    locale: opts.locale ?? 'en-US',
    reducedMotion: 'reduce',
  });
}

/** axe: the serious and critical violations on the page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join('; ')})`);
}
