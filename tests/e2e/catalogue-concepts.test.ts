import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { conceptsIn, faqIn, type ConceptRecord } from '../support/content.js';
import { startServer, type RunningServer } from '../support/server.js';

const concepts = conceptsIn();
const N = concepts.length;
const IDS = concepts.map((c) => c.id);
const COMPLEXITY = { beginner: ['Beginner', 'green'], intermediate: ['Intermediate', 'blue'], advanced: ['Advanced', 'purple'] } as const;
/** The accordion button of a section: its title, after 'Warning: ' or 'Tip: ' for those kinds. */
const sectionButton = (c: ConceptRecord, i: number) => {
  const s = c.sections[i]!;
  const prefix = s.type === 'warning' ? 'Warning: ' : s.type === 'tip' ? 'Tip: ' : '';
  return prefix + c.text.sections[s.id]!.title;
};
/** The plain words a section starts with, before any markup. */
const openingWords = (c: ConceptRecord) => {
  const words = c.text.sections[c.sections[0]!.id]!.content.split(/[*`_\n[]/)[0]!.trim();
  if (words.length < 8) throw new Error(`The first section of concept '${c.id}' starts with markup: pick another way to find it`);
  return words;
};
/** The page's filter rule: category, complexity and the query in the title, short description or a tag, all combined. */
const filtered = (f: { query?: string; category?: string; complexity?: string }) => {
  const q = (f.query ?? '').trim().toLowerCase();
  return concepts
    .filter((c) => (!f.category || c.category === f.category) && (!f.complexity || c.complexity === f.complexity))
    .filter((c) => !q || [c.text.title, c.text.shortDescription, ...c.text.tags].some((x) => x.toLowerCase().includes(q)))
    .map((c) => c.id);
};
/** The longest line of a concept's code sections (the 360 px test needs code wider than the screen). */
const longestCodeLine = (c: ConceptRecord) =>
  Math.max(
    0,
    ...c.sections
      .filter((s) => s.type === 'code')
      .flatMap((s) => c.text.sections[s.id]!.content.split('\n'))
      .map((l) => l.length),
  );
const withWideCode = [...concepts].sort((a, b) => longestCodeLine(b) - longestCodeLine(a))[0]!;

const countLine = (page: Page) => page.getByTestId('concepts-count').textContent();
const cardIds = (page: Page) => page.locator('main article').evaluateAll((els) => els.map((e) => e.id));
const openIds = (page: Page) => page.locator('main article[data-open]').evaluateAll((els) => els.map((e) => e.id));

describe('/concepts: the concept explainers', () => {
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

  it('lists the concepts of the records with complexity badges and publishes the FAQ questions as FAQPage data, also shown on the page', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/concepts');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Crypto Concepts Explained');
    await expect.poll(() => countLine(page)).toBe(`Showing ${N} of ${N} concepts`);
    expect(await cardIds(page)).toEqual(IDS);
    expect(await page.getByRole('searchbox', { name: 'Search concepts' }).getAttribute('placeholder')).toBe('Search concepts...');
    for (const c of concepts) {
      const [label, colour] = COMPLEXITY[c.complexity];
      expect(await page.locator(`[id="${c.id}"]`).getByText(label, { exact: true }).getAttribute('class'), c.id).toContain(colour);
    }

    const faq = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((b) => JSON.parse(b))
      .find((d) => d['@type'] === 'FAQPage');
    const questions = faq.mainEntity.map((q: { name: string }) => q.name);
    expect(questions).toEqual(faqIn().map((f) => f.text.q));
    for (const q of questions) expect(await page.getByRole('heading', { name: q }).count(), q).toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('clicking a card or its deep-dive link expands it; opening another replaces it; Collapse closes it', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/concepts');
    await page.getByTestId('concepts-count').waitFor();
    expect(await openIds(page)).toEqual([]);

    const [first, second] = concepts as [ConceptRecord, ConceptRecord];
    // click the card itself (its description), not the link
    await page.locator(`[id="${first.id}"]`).click();
    await expect.poll(() => openIds(page)).toEqual([first.id]);
    const card = page.locator(`[id="${first.id}"]`);
    // the first section is open; the others are collapsed accordion items
    expect(await card.getByText(openingWords(first), { exact: false }).isVisible()).toBe(true);
    for (let i = 1; i < first.sections.length; i++) {
      const button = card.getByRole('button', { name: sectionButton(first, i), exact: true });
      expect(await button.getAttribute('aria-expanded'), sectionButton(first, i)).toBe('false');
      await button.click();
      expect(await button.getAttribute('aria-expanded'), sectionButton(first, i)).toBe('true');
    }
    // code in a code box, warnings and tips in their coloured boxes
    const ofType = (type: string) => first.sections.filter((x) => x.type === type).length;
    expect(await card.locator('[data-section-type="code"] pre code').count()).toBeGreaterThanOrEqual(ofType('code'));
    expect(await card.locator('[data-section-type="warning"] .bg-red-50').count()).toBe(ofType('warning'));
    expect(await card.locator('[data-section-type="tip"] .bg-blue-50').count()).toBe(ofType('tip'));
    // bold markup becomes <strong>, never raw asterisks
    const bold = /\*\*([^*]+)\*\*/.exec(first.text.sections[first.sections[0]!.id]!.content)?.[1];
    if (bold) expect(await card.locator('strong', { hasText: bold }).count()).toBeGreaterThanOrEqual(1);
    expect(await card.textContent()).not.toContain('**');

    const deepDive = `Click for one-click deep dive: ${second.text.title}`;
    await page.getByRole('button', { name: deepDive }).click();
    await expect.poll(() => openIds(page)).toEqual([second.id]);
    expect(await page.locator(`[id="${second.id}"]`).getByText(openingWords(second), { exact: false }).isVisible()).toBe(true);

    await page.locator(`[id="${second.id}"]`).getByRole('button', { name: 'Collapse' }).click();
    await expect.poll(() => openIds(page)).toEqual([]);
    // focus goes back to the card's deep-dive button
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(deepDive);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('search, category and complexity combine; no match shows the empty state and "Clear all filters" resets all three', async () => {
    const ctx = await newContext(browser);
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/concepts');
    const search = page.getByRole('searchbox', { name: 'Search concepts' });
    const category = page.getByRole('combobox', { name: 'Category' });
    const complexity = page.getByRole('combobox', { name: 'Complexity' });
    const line = (n: number) => `Showing ${n} of ${N} concepts`;
    // the category and complexity of the last concept, then a tag of a concept outside that pair
    const target = concepts.at(-1)!;
    await category.selectOption(target.category);
    await expect.poll(() => countLine(page)).toBe(line(filtered({ category: target.category }).length));
    await complexity.selectOption(target.complexity);
    const pair = filtered({ category: target.category, complexity: target.complexity });
    await expect.poll(() => cardIds(page)).toEqual(pair);
    const outsider = concepts.find((c) => !pair.includes(c.id));
    if (outsider) {
      const tag = outsider.text.tags[0]!.toUpperCase();
      await search.fill(tag);
      await expect.poll(() => cardIds(page)).toEqual(filtered({ query: tag, category: target.category, complexity: target.complexity }));
    }
    await search.fill('zzz');
    await expect.poll(() => countLine(page)).toBe(line(0));
    expect(await page.getByText('No concepts matching your filters found.').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect.poll(() => countLine(page)).toBe(line(N));
    expect(await search.inputValue()).toBe('');
    expect(await category.inputValue()).toBe('all');
    expect(await complexity.inputValue()).toBe('all');

    const tag = target.text.tags.at(-1)!;
    await search.fill(tag);
    await expect.poll(() => cardIds(page)).toEqual(filtered({ query: tag }));
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('an open explainer with code fits a 360 px screen (code scrolls inside its own box)', async () => {
    const ctx = await newContext(browser, { width: 360, height: 800 });
    const { page, errors } = await openPage(ctx);
    await page.goto(server.url + '/concepts');
    const c = withWideCode;
    expect(longestCodeLine(c), 'no concept has a code line wider than a 360 px screen').toBeGreaterThan(60);
    const card = page.locator(`[id="${c.id}"]`);
    await card.click();
    const code = c.sections.findIndex((x) => x.type === 'code');
    if (code > 0) await card.getByRole('button', { name: sectionButton(c, code), exact: true }).click();
    const pre = card.locator('pre').first();
    await pre.waitFor();
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await card.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    expect(await page.locator('main').evaluate((m) => m.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it.each(['light', 'dark'] as const)(
    'has no serious accessibility violations (%s), also with a card open',
    async (colorScheme) => {
      const ctx = await newContext(browser, { colorScheme });
      const { page, errors } = await openPage(ctx);
      await page.goto(server.url + '/concepts');
      await page.getByTestId('concepts-count').waitFor();
      expect(await seriousA11yViolations(page), 'closed').toEqual([]);
      // the concept with the widest code, every section open
      const c = withWideCode;
      const card = page.locator(`[id="${c.id}"]`);
      await page.getByRole('button', { name: `Click for one-click deep dive: ${c.text.title}` }).click();
      await card.getByRole('button', { name: 'Collapse' }).waitFor();
      for (let i = 1; i < c.sections.length; i++) await card.getByRole('button', { name: sectionButton(c, i), exact: true }).click();
      expect(await seriousA11yViolations(page), 'open').toEqual([]);
      expect(errors).toEqual([]);
      await ctx.close();
    },
    120_000,
  );
});
