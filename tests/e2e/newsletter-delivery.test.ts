import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, openPage, seriousA11yViolations } from '../support/browser.js';
import { startServer, type RunningServer } from '../support/server.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';

const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const READER = 'leser@example.org';

const toastTitles = (page: Page) =>
  page
    .locator('[data-variant]')
    .evaluateAll((els) => els.filter((e) => getComputedStyle(e).display !== 'none').map((e) => e.textContent ?? ''));

describe('newsletter delivery, end to end: subscribe, confirm by email, receive an issue, leave in one click', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startServer({
      env: {
        ADMIN_EMAIL: EMAIL,
        ADMIN_PASSWORD: PASSWORD,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        NEWSLETTER_SEND_INTERVAL_MS: '200',
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('works through the site, the inbox and the admin', async () => {
    // 1. A German visitor subscribes on the German home page.
    const visitor = await newContext(browser);
    const { page, errors } = await openPage(visitor);
    await page.goto(server.url + '/de/#newsletter');
    const section = page.locator('#newsletter');
    await section.getByLabel('E-Mail-Adresse').fill(READER);
    await section.getByRole('button', { name: 'Jetzt abonnieren' }).click();
    await expect
      .poll(() => toastTitles(page))
      .toEqual([
        'Danke für dein Abonnement!' +
          'Bitte bestätige über dein Postfach: Wir haben dir gerade eine E-Mail mit einem Bestätigungslink geschickt.',
      ]);
    expect(await section.getByText('Sieh in dein Postfach und öffne den Bestätigungslink, damit du den Newsletter erhältst.').count()).toBe(
      1,
    );

    // 2. The confirmation email arrives, in German; its link confirms on the German confirmation page.
    const [confirmation] = await smtp.waitFor(1, READER);
    expect(confirmation!.subject).toBe('Bitte bestätige dein Abo des CoinAtlas-Newsletters');
    const link = /http:\/\/localhost:\d+\/de\/newsletter\/confirm\?token=[^\s]+/.exec(confirmation!.text)![0];
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dein Abo ist bestätigt');
    expect(await page.getByText('l***@example.org erhält ab jetzt den CoinAtlas-Newsletter.', { exact: false }).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/^noindex/);
    // a broken link says so and offers a new sign-up
    await page.goto(link.slice(0, -3) + 'xyz');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dieser Bestätigungslink ist ungültig');
    expect(await page.getByRole('link', { name: 'Erneut anmelden' }).getAttribute('href')).toBe('/de#newsletter');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await visitor.close();

    // 3. The editor composes an issue from two recent posts, previews it, tests it, sends it.
    const editor = await newContext(browser);
    const admin = await openPage(editor);
    const a = admin.page;
    await a.goto(server.url + '/admin/newsletter');
    await a.getByLabel('Email').fill(EMAIL);
    await a.getByLabel('Password').fill(PASSWORD);
    await a.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => a.getByRole('heading', { level: 1 }).textContent()).toBe('Newsletter');
    await expect.poll(() => a.getByTestId('audience').textContent()).toBe('1 confirmed subscriber (EN 0 · ES 0 · DE 1 · PT 0)');
    await a.getByRole('button', { name: 'New issue' }).click();
    const recent = a.getByRole('group', { name: 'Recent posts' }).getByRole('checkbox');
    await recent.first().waitFor();
    const titles = await a.getByRole('group', { name: 'Recent posts' }).locator('label .font-medium').allTextContents();
    await recent.nth(0).check();
    await recent.nth(1).check();
    // the second chosen post goes first
    await a.getByRole('button', { name: `Move "${titles[1]}" up` }).click();
    expect(await a.getByRole('group', { name: 'Chosen posts, in order' }).getByRole('listitem').allTextContents()).toEqual([
      `1.${titles[1]}`,
      `2.${titles[0]}`,
    ]);
    const texts = {
      en: ['This week at CoinAtlas', 'Two reads for the weekend.'],
      es: ['Esta semana en CoinAtlas', 'Dos lecturas para el fin de semana.'],
      de: ['Diese Woche bei CoinAtlas', 'Zwei Texte fürs Wochenende.'],
      pt: ['Esta semana na CoinAtlas', 'Duas leituras para o fim de semana.'],
    } as const;
    for (const [lang, [subject, intro]] of Object.entries(texts)) {
      await a.locator(`#subject-${lang}`).fill(subject);
      await a.locator(`#intro-${lang}`).fill(intro);
    }
    await a.getByRole('button', { name: 'Save draft' }).click();
    await expect.poll(() => a.getByRole('heading', { level: 2, name: /^Issue \d+$/ }).count()).toBe(1);

    // preview: the HTML email in a frame, then the plain text in German
    const frame = a.frameLocator('iframe[title="Email preview in English"]');
    await expect.poll(() => frame.locator('h2').allTextContents()).toEqual([titles[1], titles[0]]);
    await a.getByLabel('Preview language').selectOption('de');
    await a.getByRole('button', { name: 'Plain text' }).click();
    await expect.poll(() => a.getByTestId('text-preview').textContent()).toContain('Zwei Texte fürs Wochenende.');
    expect(await a.getByTestId('text-preview').textContent()).toContain('Mit einem Klick abmelden:');

    await a.getByRole('button', { name: `Send a test to ${EMAIL} (DE)` }).click();
    const [test] = await smtp.waitFor(1, EMAIL);
    expect(test!.subject).toBe('[Test] Diese Woche bei CoinAtlas');
    expect(await seriousA11yViolations(a)).toEqual([]);

    await a.getByRole('button', { name: 'Send to 1 confirmed subscriber' }).click();
    await a.getByRole('button', { name: 'Yes, send it' }).click();
    await expect.poll(() => a.getByTestId('send-results').textContent(), { timeout: 30_000 }).toBe('Sent1Failed0Queued0Skipped0');

    // 4. The reader receives it once, in German, with the posts in the chosen order.
    const [, issue] = await smtp.waitFor(2, READER);
    expect(issue!.subject).toBe('Diese Woche bei CoinAtlas');
    // each post by its German version (the seeded posts have one), linked to it
    const english = (await (await fetch(`${server.url}/api/blog/posts?lang=en&pageSize=50`)).json()) as {
      items: Array<{ slug: string; title: string }>;
    };
    const slugOf = (title: string) => english.items.find((p) => p.title === title)!.slug;
    const german = await Promise.all(
      [titles[1]!, titles[0]!].map(
        async (title) => ((await (await fetch(`${server.url}/api/blog/posts/${slugOf(title)}?lang=de`)).json()) as { title: string }).title,
      ),
    );
    expect(issue!.text.indexOf(german[0]!)).toBeGreaterThan(-1);
    expect(issue!.text.indexOf(german[0]!)).toBeLessThan(issue!.text.indexOf(german[1]!));
    expect(issue!.text).toContain(`/de/blog/${slugOf(titles[1]!)}`);
    expect(issue!.html).toContain('>Abmelden</a>');
    expect(issue!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // 5. One click in the mail program: a POST to the List-Unsubscribe URL, no page.
    const oneClick = /<(http[^>]+)>/.exec(issue!.header('list-unsubscribe'))![1]!;
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    await a.reload();
    await expect.poll(() => a.getByTestId('audience').textContent()).toBe('0 confirmed subscribers (EN 0 · ES 0 · DE 0 · PT 0)');
    expect(smtp.received.filter((m) => m.to === READER)).toHaveLength(2);
    expect(admin.errors).toEqual([]);
    await editor.close();
  });
});
