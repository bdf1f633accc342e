import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, scrollUntilLive } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';

/**
 * The home page's sections below the first screen (and the footer) are rendered by the server but their
 * code loads only as they near the screen. Nothing a visitor does on them in the meantime may be lost.
 */
describe('sections whose code loads near the screen', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const scripts = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && seen.push(new URL(r.url()).pathname));
    return seen;
  };

  /** Holds the chunk whose file name starts with `name` until `release()` is called. */
  async function holdChunk(page: Page, name: string) {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let requested = false;
    await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route: Route) => {
      requested = true;
      await held;
      await route.continue();
    });
    return { release, requested: () => requested };
  }

  it('a phone loads none of them with the page, yet the server markup is all there; scrolling brings each one live', async () => {
    const ctx = await newContext(browser, { width: 412, height: 823 });
    const { page, errors } = await openPage(ctx);
    const seen = scripts(page);
    await page.goto(server.url + '/');
    await page.waitForLoadState('networkidle');
    for (const chunk of ['tools-section', 'featured-categories', 'trending-tools', 'newsletter-section', 'site-footer'])
      expect(
        seen.some((s) => s.startsWith(`/assets/${chunk}-`)),
        chunk,
      ).toBe(false);
    // what crawlers and the first paint get: the sections' full markup
    const newsletter = page.locator('#newsletter');
    expect(await newsletter.getByRole('heading', { level: 2 }).textContent()).toBe('Get Smarter About Crypto Every Week');
    expect(await page.getByRole('button', { name: 'Start the Wizard' }).count()).toBe(1);

    await page.evaluate(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number }[]) w.shift += e.value;
      }).observe({ type: 'layout-shift' });
    });
    // mark the server's nodes: a live section is a new node React rendered in their place
    const TOOLS = 'section[aria-labelledby="tools-heading"]';
    const tools = page.locator(TOOLS);
    const mark = (sel: string) => page.evaluate((q) => ((document.querySelector(q) as unknown as { server: boolean }).server = true), sel);
    const isServerNode = (sel: string) =>
      page.evaluate((q) => (document.querySelector(q) as unknown as { server?: boolean }).server === true, sel);
    const height = (sel: string) => page.evaluate((q) => document.querySelector(q)!.getBoundingClientRect().height, sel);
    await mark(TOOLS);
    await mark('#newsletter');
    const toolsHeight = await height(TOOLS);
    await tools.scrollIntoViewIfNeeded();
    await expect.poll(() => isServerNode(TOOLS)).toBe(false);
    expect(seen.some((s) => s.startsWith('/assets/tools-section-'))).toBe(true);
    // rendered live, it is what the server sent: same size, nothing moved
    expect(await height(TOOLS)).toBe(toolsHeight);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.001);
    expect(await isServerNode('#newsletter')).toBe(true);

    await newsletter.scrollIntoViewIfNeeded();
    await expect.poll(() => isServerNode('#newsletter')).toBe(false);
    // live: the form validates on the client (the server markup alone would do nothing)
    await newsletter.getByLabel('Email address').fill('not-an-email');
    await newsletter.getByRole('button', { name: 'Subscribe Now' }).click();
    await expect.poll(() => newsletter.getByText('Please enter a valid email address').count()).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('keeps what was typed and replays the press made before the code arrived', async () => {
    const ctx = await newContext(browser, { width: 412, height: 823 });
    const { page, errors } = await openPage(ctx);
    const subscribes: string[] = [];
    page.on('request', (r) => r.url().endsWith('/api/subscribers') && r.method() === 'POST' && subscribes.push(r.postData() ?? ''));
    const chunk = await holdChunk(page, 'newsletter-section');
    await page.goto(server.url + '/');
    const newsletter = page.locator('#newsletter');
    await newsletter.scrollIntoViewIfNeeded();
    await expect.poll(() => chunk.requested()).toBe(true);
    // typed and pressed on the server's markup while the section's code is still on its way
    await newsletter.getByLabel('Email address').fill('early.bird@example.com');
    await newsletter.getByRole('button', { name: 'Subscribe Now' }).click();
    expect(subscribes).toEqual([]);
    chunk.release();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringContaining('Thank you for subscribing!'));
    expect(subscribes).toHaveLength(1);
    expect(JSON.parse(subscribes[0]!)).toMatchObject({ email: 'early.bird@example.com' });
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a button pressed before its section is live still opens its dialog', async () => {
    const ctx = await newContext(browser, { width: 412, height: 823 });
    const { page, errors } = await openPage(ctx);
    const chunk = await holdChunk(page, 'tools-section');
    await page.goto(server.url + '/');
    const ask = page.getByRole('button', { name: 'Ask the Advisor' });
    await ask.scrollIntoViewIfNeeded();
    await expect.poll(() => chunk.requested()).toBe(true);
    await ask.click();
    chunk.release();
    await page.getByRole('dialog', { name: 'AI Crypto Advisor' }).waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a press that the code arrives in the middle of (between pointer down and up) still opens its dialog', async () => {
    const ctx = await newContext(browser, { width: 412, height: 823 });
    const { page, errors } = await openPage(ctx);
    const chunk = await holdChunk(page, 'tools-section');
    let arrived = false;
    page.on('requestfinished', (r) => /\/assets\/tools-section-[\w-]+\.js$/.test(r.url()) && (arrived = true));
    await page.goto(server.url + '/');
    const start = page.getByRole('button', { name: 'Start the Journey' });
    await start.scrollIntoViewIfNeeded();
    await expect.poll(() => chunk.requested()).toBe(true);
    const box = (await start.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // the code arrives while the button is held down; give the page the frames it would swap the section in
    chunk.release();
    await expect.poll(() => arrived).toBe(true);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    await page.mouse.up();
    await page.getByRole('dialog', { name: 'Your Crypto Journey' }).waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a header menu pressed while its code arrives (between pointer down and up) still opens', async () => {
    const ctx = await newContext(browser, { width: 1366, height: 900 });
    const { page, errors } = await openPage(ctx);
    const chunk = await holdChunk(page, 'header-menus');
    let arrived = false;
    page.on('requestfinished', (r) => /\/assets\/header-menus-[\w-]+\.js$/.test(r.url()) && (arrived = true));
    await page.goto(server.url + '/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Language: English' });
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2); // the hover asks for the menu's code
    await expect.poll(() => chunk.requested()).toBe(true);
    await page.mouse.down();
    chunk.release();
    await expect.poll(() => arrived).toBe(true);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))));
    await page.mouse.up();
    await page.getByRole('menuitem', { name: 'Deutsch' }).waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the footer follows client-side navigation: its language links name the page being shown', async () => {
    const ctx = await newContext(browser, { width: 1366, height: 900 });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.locator('header a[href="/coupon-codes"]').first().click();
    await page.waitForURL(server.url + '/coupon-codes');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Language: English' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('href')).toBe('/de/coupon-codes');
    expect(loads, 'a client-side navigation, no new document').toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
  it('the exchange directory’s cards keep the server markup until they near the screen (the page embeds no card records), and a press on one is not lost', async () => {
    const ctx = await newContext(browser, { width: 390, height: 800 });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/exchanges');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const cards = page.locator('section[aria-labelledby="directory-heading"] article');
    const total = await cards.count();
    expect(total).toBeGreaterThan(12);
    // React marks the elements it manages; the server's markup of a card not yet near the screen has no mark
    const managed = (id: string) =>
      page.locator(`article[id="${id}"]`).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
    const ids = await cards.evaluateAll((els) => els.map((e) => e.id));
    // on a phone the first card is screens below the directory's introduction and filters: it goes live as it nears the screen
    await scrollUntilLive(page, `article[id="${ids[0]!}"]`);
    const far = ids[total - 2]!;
    expect(await managed(far)).toBe(false);
    expect(await page.locator(`article[id="${far}"] h3`).textContent()).not.toBe('');

    // a press on the server markup (here without scrolling to it first) reaches the live card
    await page.locator(`article[id="${far}"] [data-compare-toggle]`).evaluate((b) => (b as HTMLButtonElement).click());
    await expect.poll(() => managed(far)).toBe(true);
    await expect.poll(() => page.locator(`article[id="${far}"] [data-compare-toggle]`).getAttribute('aria-pressed')).toBe('true');

    // scrolling brings a card live as it nears the screen
    const other = ids[total - 4]!;
    expect(await managed(other)).toBe(false);
    await page.locator(`article[id="${other}"]`).scrollIntoViewIfNeeded();
    await expect.poll(() => managed(other)).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
