import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { advise } from '@coinatlas/domain/recommendations/advisor';
import { wizardResult } from '@coinatlas/domain/recommendations/wizard';
import { buildCandidates } from '../../backend/src/modules/content/domain/candidates.js';
import { content, formatRating } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';

/** The recommendation candidates of the content records, in English: what the dialogs rank. */
const candidates = buildCandidates(content.partners, 'en');

/** The analytics endpoint belongs to another module: its 404 is expected until it lands; anything else fails. */
async function watch(ctx: BrowserContext) {
  const { page, errors } = await openPage(ctx, { ignore: [/the server responded with a status of 404/] });
  page.on('response', (r) => {
    if (r.status() >= 400 && !new URL(r.url()).pathname.startsWith('/api/events')) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  // keep the promotional banner out of the way: it has its own suite
  await page.addInitScript(() => sessionStorage.setItem('coinatlas.banner-dismissed', '1'));
  return { page, errors };
}

/** Tab a few times: focus never leaves the dialog. */
async function expectFocusTrapped(page: Page) {
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
}

describe('recommendation wizard and AI advisor', () => {
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

  it('the dialogs are not in the first-screen bundle: each loads when opened', async () => {
    const ctx = await newContext(browser);
    const { page } = await watch(ctx);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(server.url + '/');
    await page.getByRole('heading', { name: 'Not sure where to start?' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /(wizard|advisor|journey)-dialog/.test(s))).toEqual([]);
    await page.getByRole('button', { name: 'Start the Wizard' }).click();
    await page.getByRole('dialog').waitFor();
    expect(scripts.some((s) => /wizard-dialog/.test(s))).toBe(true);
    await ctx.close();
  });

  it('wizard: category (toast), priorities (at least one), five analysis stages, then a result through our tracked links', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await watch(ctx);
    await page.goto(server.url + '/');
    const trigger = page.getByRole('button', { name: 'Start the Wizard' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Recommendation Wizard' });
    await dialog.waitFor();
    expect(await dialog.getByText('Step 1 of 3').count()).toBe(1);
    for (const c of ['Exchanges', 'Trading bots', 'Payment cards', 'Wallets', 'Tools', 'Apps'])
      expect(await dialog.getByRole('button', { name: new RegExp(`^${c}`) }).count(), c).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFocusTrapped(page);

    // step 2: a category resets priorities and says so
    await dialog.getByRole('button', { name: /^Trading bots/ }).click();
    await page.getByText('Category Selected!', { exact: true }).waitFor();
    expect(await dialog.getByText('Step 2 of 3').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: /^(Easy to use|Many strategies|Backtesting|Works with many exchanges|Free to start|Ready-made strategies|Paper trading|Signal automation)/ }).count()).toBe(8);
    await dialog.getByRole('button', { name: /^Free to start/ }).click();
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await dialog.getByRole('button', { name: /^Exchanges/ }).click();
    expect(await dialog.getByRole('button', { pressed: true }).count()).toBe(0); // reset
    expect(await dialog.getByText('Select at least one priority to continue.').count()).toBe(1);
    const cont = dialog.getByRole('button', { name: 'Continue', exact: true });
    expect(await cont.isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: /^(Low fees|High liquidity|Top security|Regulation|Altcoin choice|Advanced features|Beginner friendly|Easy deposits|Staking and earn|Futures and derivatives|Proof of reserves|Mobile app)/ }).count()).toBe(12);
    await dialog.getByRole('button', { name: /^Beginner friendly/ }).click();
    expect(await dialog.getByText('1 priority selected').count()).toBe(1);
    expect(await cont.isDisabled()).toBe(false);

    // step 3: record the stage headings and progress values as they appear
    await page.evaluate(() => {
      const w = window as unknown as { __stages: Array<{ text: string; value: string | null; t: number }> };
      w.__stages = [];
      new MutationObserver(() => {
        const bar = document.querySelector('[role="dialog"] [role="progressbar"]');
        const h = document.querySelector('[role="dialog"] h3')?.textContent ?? '';
        const last = w.__stages.at(-1);
        if (bar && (!last || last.text !== h)) w.__stages.push({ text: h, value: bar.getAttribute('aria-valuenow'), t: performance.now() });
      }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    });
    await cont.click();
    await dialog.getByRole('heading', { name: 'Your best match' }).waitFor({ timeout: 5000 });
    const stages = await page.evaluate(
      () => (window as unknown as { __stages: Array<{ text: string; value: string | null; t: number }> }).__stages,
    );
    expect(stages.map((s) => [s.text, s.value])).toEqual([
      ['Analyzing your preferences...', '20'],
      ['Scanning market data...', '40'],
      ['Evaluating options...', '60'],
      ['Calculating match scores...', '80'],
      ['Finalizing recommendation...', '100'],
    ]);
    const gaps = stages.slice(1).map((s, i) => s.t - stages[i]!.t);
    for (const g of gaps) expect(g).toBeGreaterThanOrEqual(250);

    // the wizard's ranking of the records for this one priority
    const result = wizardResult(candidates, 'exchanges', ['beginner-friendly']);
    if (!result) throw new Error('The records give no wizard result for exchanges and beginner-friendly');
    const best = result.best.candidate;
    expect(await dialog.getByRole('heading', { name: best.name, level: 3, exact: true }).count()).toBe(1);
    expect(await dialog.getByText(`${result.best.matchScore}% match`).count()).toBe(1);
    const why = best.why['beginner-friendly'];
    if (why) expect(await dialog.getByText(why, { exact: true }).count()).toBe(1);
    const start = dialog.getByRole('link', { name: /Get Started/ });
    expect(await start.getAttribute('href')).toBe(`/go/${best.type}/${best.id}`);
    expect(await start.getAttribute('target')).toBe('_blank');
    expect(await start.getAttribute('rel')).toBe('sponsored noopener');
    expect(await dialog.getByRole('heading', { name: 'Also worth a look' }).count()).toBe(1);
    const runnerUps = dialog.getByRole('link', { name: /^Visit / });
    expect(await runnerUps.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      result.runnerUps.map((r) => `/go/${r.candidate.type}/${r.candidate.id}`),
    );
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Start over' }).click();
    expect(await dialog.getByText('Step 1 of 3').count()).toBe(1);

    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('advisor: priorities appear after a category, Generate only with a priority (with the count), then the result card', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page, errors } = await watch(ctx);
    await page.goto(server.url + '/');
    await page.getByRole('button', { name: 'Ask the Advisor' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI Crypto Advisor' });
    await dialog.waitFor();
    const generate = dialog.getByRole('button', { name: /Generate Recommendation/ });
    const priorities = dialog.getByRole('button', { name: 'What matters most to you?' });
    expect(await generate.count()).toBe(0);
    expect(await priorities.count()).toBe(0);
    // only claims our data supports, computed
    // (counted from the catalogue: the page brings them, or the dialog asks when a busy server left them out)
    await expect.poll(() => dialog.getByText(/^\d+ services compared$/).count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.getByText('6 categories').count()).toBe(1);
    expect(await page.content()).not.toMatch(/10,000\+|98% accuracy/);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await expectFocusTrapped(page);

    await dialog.getByRole('combobox', { name: 'What are you looking for?' }).click();
    await page.getByRole('option', { name: 'Exchanges' }).click();
    expect(await priorities.count()).toBe(1);
    expect(await generate.count()).toBe(0);

    await priorities.click();
    await page.getByRole('checkbox', { name: 'Low fees' }).click();
    await page.getByRole('checkbox', { name: 'Beginner friendly' }).click();
    await page.keyboard.press('Escape'); // closes the list, not the dialog
    expect(await dialog.count()).toBe(1);
    expect(await generate.textContent()).toBe('Generate Recommendation (2)');
    await dialog.getByRole('button', { name: 'Remove Low fees' }).click();
    expect(await generate.textContent()).toBe('Generate Recommendation (1)');
    await dialog.getByRole('button', { name: 'Remove Beginner friendly' }).click();
    expect(await generate.count()).toBe(0);

    // changing category keeps only the priorities the new one also offers
    await priorities.click();
    await page.getByRole('checkbox', { name: 'Low fees' }).click();
    await page.getByRole('checkbox', { name: 'Beginner friendly' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: 'What are you looking for?' }).click();
    await page.getByRole('option', { name: 'Apps' }).click();
    expect(await dialog.getByRole('button', { name: /^Remove / }).allTextContents()).toHaveLength(1);
    expect(await dialog.getByRole('button', { name: 'Remove Beginner friendly' }).count()).toBe(1);
    expect(await generate.textContent()).toBe('Generate Recommendation (1)');

    await generate.click();
    expect(await dialog.getByRole('progressbar').count()).toBe(1);
    await dialog.getByRole('heading', { name: 'Your best match' }).waitFor({ timeout: 5000 });
    // the advisor's pick among the records' apps, with the site's one match score (100 when every priority is met)
    const advice = advise(candidates, 'apps', ['beginner-friendly']);
    expect(advice.fallback, 'no app record answers beginner-friendly: the advisor would show its fallback').toBe(false);
    expect(await dialog.getByRole('heading', { name: advice.candidate.name, level: 3, exact: true }).count()).toBe(1);
    expect(await dialog.getByText(`${advice.matchScore}% match`).count()).toBe(1);
    expect(await dialog.getByRole('img', { name: `Rated ${formatRating(advice.candidate.rating)} out of 5` }).count()).toBe(1);
    expect(await dialog.getByRole('link', { name: /Get Started/ }).getAttribute('href')).toBe(
      `/go/${advice.candidate.type}/${advice.candidate.id}`,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Start over' }).click();
    expect(await generate.count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
