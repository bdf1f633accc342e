import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { content } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';

/** The analytics endpoint belongs to another module: its 404 is expected until it lands; anything else fails. */
async function watch(ctx: BrowserContext) {
  const { page, errors } = await openPage(ctx, { ignore: [/the server responded with a status of 404/] });
  page.on('response', (r) => {
    if (r.status() >= 400 && !new URL(r.url()).pathname.startsWith('/api/events')) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await page.addInitScript(() => sessionStorage.setItem('coinatlas.banner-dismissed', '1'));
  return { page, errors };
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Your Crypto Journey' });
const steps = (page: Page) => dialog(page).getByTestId('journey-steps');
const saved = (page: Page) => page.evaluate(() => localStorage.getItem('coinatlas.journey'));

async function open(page: Page) {
  await page.getByRole('button', { name: /Start the Journey|Continue the Journey/ }).click();
  await dialog(page).waitFor();
}

describe('guided journey', () => {
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

  it('walks the 12 steps with progress, survives a reload at step 5, and Start Fresh Journey clears it', async () => {
    const ctx = await newContext(browser);
    // as the trusted proxy would: the region comes from its header, not from a third-party lookup
    await ctx.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' });
    const { page, errors } = await watch(ctx);
    const thirdParty: string[] = [];
    page.on('request', (r) => !r.url().startsWith(server.url) && !r.url().startsWith('data:') && thirdParty.push(r.url()));
    await page.goto(server.url + '/');
    await open(page);
    expect(await steps(page).textContent()).toBe('1 / 12 steps');
    expect(await dialog(page).getByText('8%', { exact: true }).count()).toBe(1);
    expect(await dialog(page).getByRole('progressbar', { name: 'Journey progress' }).getAttribute('aria-valuenow')).toBe('8');
    // the proxy's country is only a suggestion: offered for one tap, used for nothing until confirmed
    const ask = dialog(page).getByTestId('country-ask');
    await expect.poll(() => ask.getByText('Use Germany as your country?').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('coinatlas.region'))).toBeNull();
    expect(await dialog(page).getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    expect(await saved(page)).toBeNull(); // nothing saved until something changes

    // the exchange step waits for a confirmed country: confirmed here with one tap
    await ask.getByRole('button', { name: 'Yes', exact: true }).click();
    expect(await dialog(page).getByTestId('country-line').textContent()).toBe('Your country: Germany Change');
    expect(await page.evaluate(() => localStorage.getItem('coinatlas.region'))).toBe('DE');

    await dialog(page).getByRole('button', { name: "Let's begin" }).click();
    expect(await steps(page).textContent()).toBe('2 / 12 steps');
    await dialog(page)
      .getByRole('button', { name: /I'm new to crypto/ })
      .click(); // choosing advances
    expect(await steps(page).textContent()).toBe('3 / 12 steps');
    await dialog(page)
      .getByRole('button', { name: /Not yet/ })
      .click();
    expect(await steps(page).textContent()).toBe('4 / 12 steps');
    // the step's content follows its progress line (its exchanges come from the shared ranking): wait for it
    await dialog(page).getByRole('heading', { name: 'Open an exchange account' }).waitFor();
    expect(await dialog(page).getByRole('heading', { name: 'Open an exchange account' }).count()).toBe(1);
    // the best known four, but those the records say are not available in Germany never show
    const inGermany = (id: string) => {
      const record = content.partners.find((p) => p.type === 'exchange' && p.id === id);
      const entries = record && 'availability' in record ? (record.availability ?? []) : [];
      return !entries.some((a) => a.country === 'DE' && a.status === 'not-available');
    };
    const four = [
      ['Open Binance', 'binance'],
      ['Open Coinbase', 'coinbase'],
      ['Open Kraken', 'kraken'],
      ['Open OKX', 'okx'],
    ] as const;
    for (const [name, id] of four) {
      const link = dialog(page).getByRole('link', { name: new RegExp(`^${name}`) });
      if (!inGermany(id)) {
        expect(await link.count(), name).toBe(0);
        continue;
      }
      expect(await link.getAttribute('href')).toBe(`/go/exchange/${id}`);
      expect(await link.getAttribute('rel')).toBe('sponsored noopener');
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(await dialog(page).locator('ul a[href^="/go/exchange/"]').count()).toBe(four.filter(([, id]) => inGermany(id)).length);
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    expect(await steps(page).textContent()).toBe('5 / 12 steps');
    expect(await dialog(page).getByText('42%', { exact: true }).count()).toBe(1);
    expect(await dialog(page).getByText('Credit/Debit Card (higher fees)').count()).toBe(1);
    const soon = dialog(page).getByRole('button', { name: 'Coming Soon' });
    expect(await soon.count()).toBe(1); // MoonPay, visible but disabled
    expect(await soon.isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    const state = JSON.parse((await saved(page))!);
    expect(state).toMatchObject({ currentStep: 'funding', choices: { experience: 'new', hasExchange: false } });
    expect(state.timestamp).toBeGreaterThan(Date.now() - 60_000);
    expect(state.progress.map((p: { stepId: string }) => p.stepId)).toEqual(['welcome', 'experience', 'hasExchange', 'exchangeSetup']);
    for (const p of state.progress) expect(p).toMatchObject({ completed: true, timestamp: expect.any(Number) });

    // reload: the home card offers to continue and the dialog reopens at step 5
    await page.reload();
    await page.getByText('You stopped at step 5 of 12.').waitFor();
    await open(page);
    expect(await steps(page).textContent()).toBe('5 / 12 steps');
    expect(await dialog(page).getByRole('heading', { name: 'Add money to your account' }).count()).toBe(1);

    // back, then on to the end; the cryptoCards button reads 'Complete Journey'
    await dialog(page).getByRole('button', { name: 'Back' }).click();
    expect(await steps(page).textContent()).toBe('4 / 12 steps');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    expect(await steps(page).textContent()).toBe('6 / 12 steps');
    await dialog(page)
      .getByRole('button', { name: /Earn rewards/ })
      .click();
    await dialog(page)
      .getByRole('button', { name: /Hardware wallet/ })
      .click();
    expect(await steps(page).textContent()).toBe('8 / 12 steps');
    expect(await dialog(page).getByText('Your goal').count()).toBe(1); // earning is the visitor's focus
    expect(await dialog(page).getByRole('button', { name: 'Coming Soon' }).count()).toBe(2); // Aave, Yearn.finance
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    expect(await dialog(page).getByRole('heading', { name: 'Keep your taxes in order' }).count()).toBe(1);
    expect(await dialog(page).getByRole('button', { name: 'Coming Soon' }).count()).toBe(2); // Koinly, CoinTracker
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    expect(await steps(page).textContent()).toBe('11 / 12 steps');
    await dialog(page).getByRole('button', { name: 'Complete Journey' }).click();
    expect(await steps(page).textContent()).toBe('12 / 12 steps');
    expect(await dialog(page).getByText('100%', { exact: true }).count()).toBe(1);
    expect(await dialog(page).getByRole('heading', { name: "You've completed your journey!" }).count()).toBe(1);
    for (const action of ['Explore Different Goals', 'Change Experience Level', 'Start Fresh Journey', 'Close Tool'])
      expect(await dialog(page).getByRole('button', { name: action }).count(), action).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: 'Explore Different Goals' }).click();
    expect(await steps(page).textContent()).toBe('6 / 12 steps');
    await dialog(page)
      .getByRole('button', { name: /Spend crypto/ })
      .click();
    expect(JSON.parse((await saved(page))!).choices.goal).toBe('spend');

    // the reset icon and 'Start Fresh Journey' both clear the saved state
    await dialog(page).getByRole('button', { name: 'Reset journey' }).click();
    expect(await steps(page).textContent()).toBe('1 / 12 steps');
    expect(await saved(page)).toBeNull();
    await dialog(page).getByRole('button', { name: "Let's begin" }).click();
    expect(await saved(page)).not.toBeNull();
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('coinatlas.journey')!);
      localStorage.setItem('coinatlas.journey', JSON.stringify({ ...s, currentStep: 'complete' }));
    });
    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(0);
    await open(page);
    await dialog(page).getByRole('button', { name: 'Start Fresh Journey' }).click();
    expect(await steps(page).textContent()).toBe('1 / 12 steps');
    expect(await saved(page)).toBeNull();
    await dialog(page).getByRole('button', { name: 'Close' }).first().click();
    expect(await dialog(page).count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Start the Journey' }).waitFor();

    expect(thirdParty).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('ignores an unreadable saved journey (logging it) and lets the visitor change the region', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800, colorScheme: 'dark' });
    const { page, errors } = await watch(ctx);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('coinatlas.journey', '{not json');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto(server.url + '/');
    await open(page);
    expect(await steps(page).textContent()).toBe('1 / 12 steps');
    expect(warnings.some((w) => w.startsWith('Failed to load progress'))).toBe(true);

    // no proxy header here: the browser's language gives a first guess, which the visitor may decline for another
    const ask = dialog(page).getByTestId('country-ask');
    await expect.poll(() => ask.getByText('Use United States as your country?').count(), { timeout: 10_000 }).toBe(1);
    await ask.getByRole('button', { name: 'Choose another' }).click();
    await dialog(page).getByLabel('Country or territory').selectOption('PT');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    expect(await dialog(page).getByTestId('country-line').textContent()).toBe('Your country: Portugal Change');
    expect(await page.evaluate(() => localStorage.getItem('coinatlas.region'))).toBe('PT');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    // the dialog leaves, and hands the focus back as it unmounts (a moment later on a busy machine): wait for both states
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: 'Start the Journey' }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
