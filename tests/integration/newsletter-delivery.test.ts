import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestRedis, type TestDatabase, type TestRedis } from '../support/services.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SITE = 'https://coinatlas.example';
const EMAIL = 'editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';
const MINUTE = 60_000;

const ISSUE = (posts: string[]) => ({
  subject: { en: 'This week in crypto', es: 'Esta semana en cripto', de: 'Diese Woche in Krypto', pt: 'Esta semana em cripto' },
  intro: { en: 'Hello readers.\n\nTwo things.', es: 'Hola.', de: 'Hallo.', pt: 'Olá.' },
  posts,
});

type Jar = { cookie: string; csrf: string };

async function signIn(t: TestApp): Promise<Jar> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: SITE },
    payload: { email: EMAIL, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return { cookie: cookies.map((c) => c.split(';')[0]).join('; '), csrf: res.json().csrfToken };
}

const linkIn = (text: string, re: RegExp) => {
  const m = re.exec(text);
  if (!m) throw new Error(`no link matching ${re} in:\n${text}`);
  return m[0];
};

describe('newsletter delivery through a real SMTP server', () => {
  let smtp: TestSmtp;
  let database: TestDatabase;
  let redis: TestRedis;
  let t: TestApp;
  let jar: Jar;
  let clock = Date.UTC(2026, 10, 20, 8, 0, 0);
  const env = () => ({
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    PUBLIC_SITE_URL: SITE,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'CoinAtlas <news@coinatlas.example>',
    MAIL_UNSUBSCRIBE_MAILTO: 'leave@coinatlas.example',
    NEWSLETTER_SEND_INTERVAL_MS: '100',
    NEWSLETTER_SEND_BATCH: '3',
    NEWSLETTER_MAX_ATTEMPTS: '3',
    NEWSLETTER_RATE_LIMIT_MAX: '100',
  });
  const start = () => createTestApp({ database, redis, env: env(), deps: { now: () => clock } });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    database = await createTestDatabase();
    redis = await createTestRedis();
    t = await start();
    jar = await signIn(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await database?.drop();
    await redis?.stop();
  });

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: jar.cookie, origin: SITE, 'x-csrf-token': jar.csrf } });
  const subscribe = (email: string, lang?: string) =>
    t.app.inject({ method: 'POST', url: '/api/subscribers', payload: { email, ...(lang ? { lang } : {}) } });
  /** Signs up and confirms through the link of the received confirmation email. */
  const subscribeConfirmed = async (email: string, lang: string) => {
    expect((await subscribe(email, lang)).statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1, email);
    const token = linkIn(mail!.text, /(?<=\/newsletter\/confirm\?token=)[^\s]+/);
    const res = await t.app.inject({ method: 'POST', url: '/api/subscribers/confirm', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const recentSlugs = async () =>
    ((await admin('GET', '/api/admin/newsletter/posts')).json().posts as Array<{ slug: string }>).map((p) => p.slug);
  const waitForIssue = async (
    id: number,
    done: (p: { total: number; queued: number; sending: number; sent: number; failed: number; skipped: number }) => boolean,
  ) => {
    for (let i = 0; i < 600; i++) {
      const issue = (await admin('GET', `/api/admin/newsletter/issues/${id}`)).json();
      if (done(issue.progress)) return issue;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`issue ${id} never reached the state`);
  };

  it('double opt-in: the confirmation email is in the sign-up language, signed, and confirms once', async () => {
    const res = await subscribe('Hans@Example.com', 'de');
    expect(res.statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1, 'hans@example.com');
    expect(mail!.subject).toBe('Bitte bestätige dein Abo des CoinAtlas-Newsletters');
    expect(mail!.header('from')).toBe('CoinAtlas <news@coinatlas.example>');
    const link = linkIn(mail!.text, /https:\/\/coinatlas\.example\/de\/newsletter\/confirm\?token=[^\s]+/);
    expect(mail!.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const token = new URL(link).searchParams.get('token')!;

    // not confirmed: an issue would not reach it
    expect((await admin('GET', '/api/admin/newsletter/issues')).json().audience).toEqual({ en: 0, es: 0, de: 0, pt: 0 });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/subscribers/confirm',
      payload: { token: token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A') },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe('This confirmation link is not valid. Please subscribe again to receive a new link.');
    const ok = await t.app.inject({ method: 'POST', url: '/api/subscribers/confirm', payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'H***@example.com', lang: 'de' });
    expect((await t.app.inject({ method: 'POST', url: '/api/subscribers/confirm', payload: { token } })).statusCode).toBe(200);
    expect((await admin('GET', '/api/admin/newsletter/issues')).json().audience).toEqual({ en: 0, es: 0, de: 1, pt: 0 });
    // confirmed: a second sign-up is a duplicate
    expect((await subscribe('hans@example.com', 'de')).statusCode).toBe(409);

    const bad = await t.app.inject({ method: 'POST', url: '/api/subscribers/confirm', payload: { token: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\/token must match pattern/);
  });

  it('answers 410 for a confirmation link older than 7 days', async () => {
    expect((await subscribe('slow@example.com', 'pt')).statusCode).toBe(201);
    const [mail] = await smtp.waitFor(1, 'slow@example.com');
    expect(mail!.subject).toBe('Confirme sua inscrição na newsletter da CoinAtlas');
    const token = linkIn(mail!.text, /(?<=\/pt\/newsletter\/confirm\?token=)[^\s]+/);
    // asking again before confirming: 409, and the same link again, at most once per 10 minutes
    expect((await subscribe('slow@example.com', 'pt')).statusCode).toBe(409);
    clock += 10 * MINUTE + 1;
    expect((await subscribe('slow@example.com', 'pt')).statusCode).toBe(409);
    const [, resent] = await smtp.waitFor(2, 'slow@example.com');
    expect(linkIn(resent!.text, /(?<=\/pt\/newsletter\/confirm\?token=)[^\s]+/)).toBe(token);
    expect(smtp.received.filter((m) => m.to === 'slow@example.com')).toHaveLength(2);
    clock += 7 * 24 * 60 * MINUTE;
    const res = await t.app.inject({ method: 'POST', url: '/api/subscribers/confirm', payload: { token } });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(
      'This confirmation link has expired (links are valid for 7 days). Please subscribe again to receive a new link.',
    );
    // after the 7 days a sign-up starts afresh, with a new link
    expect((await subscribe('slow@example.com', 'pt')).statusCode).toBe(201);
    const [, , fresh] = await smtp.waitFor(3, 'slow@example.com');
    expect(linkIn(fresh!.text, /(?<=\/pt\/newsletter\/confirm\?token=)[^\s]+/)).not.toBe(token);
    jar = await signIn(t); // the admin session did not last the week
  });

  it('sends an issue to every confirmed subscriber once, in their language, with unsubscribe headers and link; one click unsubscribes', async () => {
    await subscribeConfirmed('ana@example.com', 'es');
    await subscribeConfirmed('bia@example.com', 'pt');
    await subscribeConfirmed('cal@example.com', 'en');
    expect((await subscribe('pending@example.com', 'en')).statusCode).toBe(201); // never confirmed
    await smtp.waitFor(1, 'pending@example.com');

    const slugs = (await recentSlugs()).slice(0, 2);
    expect(slugs).toHaveLength(2);
    const created = await admin('POST', '/api/admin/newsletter/issues', ISSUE([slugs[1]!, slugs[0]!]));
    expect(created.statusCode, created.body).toBe(201);
    const issue = created.json();
    expect(issue).toMatchObject({ status: 'draft', createdBy: EMAIL, progress: { total: 0 } });
    expect(issue.posts.map((p: { slug: string }) => p.slug)).toEqual([slugs[1], slugs[0]]);

    // the preview and the test email go to nobody else
    const preview = await admin('GET', `/api/admin/newsletter/issues/${issue.id}/preview?lang=es`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().subject).toBe('Esta semana en cripto');
    expect(preview.json().text).toContain('Cancela tu suscripción con un clic: https://coinatlas.example/es/unsubscribe');
    const html = await admin('GET', `/api/admin/newsletter/issues/${issue.id}/preview.html?lang=de`);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.body).toContain('<html lang="de">');
    const test = await admin('POST', `/api/admin/newsletter/issues/${issue.id}/test`, { lang: 'pt' });
    expect(test.statusCode, test.body).toBe(200);
    const [testMail] = await smtp.waitFor(1, EMAIL);
    expect(testMail!.subject).toBe('[Test] Esta semana em cripto');

    const sent = await admin('POST', `/api/admin/newsletter/issues/${issue.id}/send`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().progress.total).toBe(4); // hans (de) from the first test, ana, bia, cal
    expect((await admin('POST', `/api/admin/newsletter/issues/${issue.id}/send`)).statusCode).toBe(409);
    expect((await admin('PUT', `/api/admin/newsletter/issues/${issue.id}`, ISSUE(slugs))).statusCode).toBe(409);
    const done = await waitForIssue(issue.id, (p) => p.sent === 4);
    expect(done.status).toBe('sent');

    const issueMails = smtp.received.filter((m) => Object.values(ISSUE([]).subject).includes(m.subject));
    expect(issueMails.map((m) => `${m.to} ${m.subject}`).sort()).toEqual([
      'ana@example.com Esta semana en cripto',
      'bia@example.com Esta semana em cripto',
      'cal@example.com This week in crypto',
      'hans@example.com Diese Woche in Krypto',
    ]);
    const ana = issueMails.find((m) => m.to === 'ana@example.com')!;
    const listUnsubscribe = ana.header('list-unsubscribe');
    expect(listUnsubscribe).toMatch(
      /^<https:\/\/coinatlas\.example\/api\/subscribers\/one-click-unsubscribe\?token=[A-Za-z0-9_-]{43}&lang=es>, <mailto:leave@coinatlas\.example\?subject=unsubscribe>$/,
    );
    expect(ana.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(listUnsubscribe)![1]!;
    // the visible link: the unsubscribe page in the reader's language, same token
    expect(ana.html).toContain(`href="https://coinatlas.example/es/unsubscribe?token=${token}"`);
    expect(ana.html).toContain('>Cancelar suscripción</a>');
    expect(ana.text).toContain(`Cancela tu suscripción con un clic: https://coinatlas.example/es/unsubscribe?token=${token}`);
    // posts in the chosen order, linked in the reader's language
    const first = ana.text.indexOf(`https://coinatlas.example/es/blog/${slugs[1]}`);
    expect(first).toBeGreaterThan(-1);
    expect(ana.text.indexOf(`https://coinatlas.example/es/blog/${slugs[0]}`)).toBeGreaterThan(first);
    expect(ana.text).toContain('Hola.');
    // each post by its version in the reader's language (the seeded posts have one), never the English title
    for (const [mail, lang] of [
      [ana, 'es'],
      [issueMails.find((m) => m.to === 'cal@example.com')!, 'en'],
    ] as const) {
      for (const slug of slugs) {
        const post = (await t.app.inject({ url: `/api/blog/posts/${slug}?lang=${lang}` })).json() as { title: string; lang: string };
        expect(post.lang).toBe(lang);
        expect(mail.text).toContain(`${post.title}\n`);
      }
    }
    const english = (await t.app.inject({ url: `/api/blog/posts/${slugs[0]}?lang=en` })).json() as { title: string };
    expect(ana.text).not.toContain(english.title);

    // RFC 8058: the mail program POSTs the form body to the header's URL, no page, no cookie
    const url = new URL(/<(https:[^>]+)>/.exec(listUnsubscribe)![1]!);
    const click = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json().email).toBe('a***@example.com');
    expect((await admin('GET', '/api/admin/newsletter/issues')).json().audience).toEqual({ en: 1, es: 0, de: 1, pt: 1 });
    const noMarker = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'something=else',
    });
    expect(noMarker.statusCode).toBe(400);
    expect(noMarker.json().message).toBe('The body must be List-Unsubscribe=One-Click');
    const browser = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe(`/es/unsubscribe?token=${token}`);
  });

  it('retries an email the SMTP server refused, after the back-off, and sends it once', async () => {
    await subscribeConfirmed('retry@example.com', 'en');
    smtp.refuseNext('retry@example.com', 1);
    const issue = (await admin('POST', '/api/admin/newsletter/issues', ISSUE((await recentSlugs()).slice(0, 1)))).json();
    expect((await admin('POST', `/api/admin/newsletter/issues/${issue.id}/send`)).statusCode).toBe(202);
    await waitForIssue(issue.id, (p) => p.queued === 1 && p.sent === p.total - 1);
    // the refused email is still queued, once it has been tried (the count above also holds just before that)
    const refused = () => t.infra.db('newsletter_outbox').where({ issue_id: issue.id }).where('status', 'queued').first();
    await expect.poll(async () => (await refused())?.attempts, { timeout: 15_000 }).toBe(1);
    const waiting = await waitForIssue(issue.id, () => true);
    expect(waiting.status).toBe('sending');
    const row = await refused();
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('Try again later (test refusal)');
    expect(new Date(row.next_attempt_at).getTime()).toBe(clock + MINUTE);

    await new Promise((r) => setTimeout(r, 300)); // a few polls: not due yet
    expect(smtp.received.filter((m) => m.to === 'retry@example.com' && m.subject === 'This week in crypto')).toHaveLength(0);
    clock += MINUTE; // the back-off has passed
    const done = await waitForIssue(issue.id, (p) => p.sent === p.total);
    expect(done.status).toBe('sent');
    expect(smtp.received.filter((m) => m.to === 'retry@example.com' && m.subject === 'This week in crypto')).toHaveLength(1);
    expect((await t.infra.db('newsletter_outbox').where({ issue_id: issue.id, subscriber_id: row.subscriber_id }).first()).attempts).toBe(
      2,
    );
  });

  it('a subscriber from before double opt-in (random unsubscribe token) gets a working one-click link', async () => {
    const id = '11111111-2222-4333-8444-555555555555';
    await t.infra.db('newsletter_subscribers').insert({
      id,
      email: 'old@example.com',
      token_hash: 'f'.repeat(64),
      lang: 'en',
      subscribed_at: new Date(clock - 400 * 24 * 60 * MINUTE),
      confirmed_at: new Date(clock - 400 * 24 * 60 * MINUTE),
      created_at: new Date(clock - 400 * 24 * 60 * MINUTE),
    });
    const issue = (await admin('POST', '/api/admin/newsletter/issues', ISSUE((await recentSlugs()).slice(0, 1)))).json();
    expect((await admin('POST', `/api/admin/newsletter/issues/${issue.id}/send`)).statusCode).toBe(202);
    await waitForIssue(issue.id, (p) => p.total > 0 && p.sent === p.total);
    const mail = smtp.received.find((m) => m.to === 'old@example.com')!;
    const url = new URL(/<(https:[^>]+)>/.exec(mail.header('list-unsubscribe'))![1]!);
    const click = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    expect(click.json().email).toBe('o***@example.com');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a sender stopped mid-batch and another started on the same database send every email exactly once (real Postgres only)',
    async () => {
      const people = ['r1', 'r2', 'r3', 'r4', 'r5'].map((n) => `${n}@example.com`);
      for (const p of people) await subscribeConfirmed(p, 'en');
      const before = smtp.received.length;
      const issue = (await admin('POST', '/api/admin/newsletter/issues', ISSUE((await recentSlugs()).slice(0, 1)))).json();
      const total = (await admin('GET', '/api/admin/newsletter/issues')).json().audience.en + 2; // en + de + pt

      // A crashed sender's leftovers: an email claimed (attempt counted) whose lease ran out, never marked.
      const hold = smtp.holdNext('r2@example.com');
      expect((await admin('POST', `/api/admin/newsletter/issues/${issue.id}/send`)).statusCode).toBe(202);
      await hold.arrived; // the sender is in the middle of its batch
      const closing = t.app.close();
      hold.release(); // the server accepts the email in flight; the sender marks it and gives the rest back
      await closing;
      // stopped mid-batch: the held email was finished and marked, the rest given back, nothing left claimed
      const rows = (await t.infra.db('newsletter_outbox').where({ issue_id: issue.id }).pluck('status')) as string[];
      expect(rows).toHaveLength(total);
      expect(rows.filter((s) => s === 'sending')).toEqual([]);
      expect(rows.filter((s) => s === 'queued').length).toBeGreaterThan(0);
      const r2 = await t.infra
        .db('newsletter_outbox as o')
        .join('newsletter_subscribers as s', 's.id', 'o.subscriber_id')
        .where({ 'o.issue_id': issue.id, 's.email': 'r2@example.com' })
        .first('o.status', 'o.attempts');
      expect(r2).toEqual({ status: 'sent', attempts: 1 });
      await t.infra.close();
      t = await start(); // another sender on the same database
      jar = await signIn(t);
      await waitForIssue(issue.id, (p) => p.sent === total);
      const mails = smtp.received
        .slice(before)
        .filter(
          (m) => m.subject === 'This week in crypto' || m.subject === 'Diese Woche in Krypto' || m.subject === 'Esta semana em cripto',
        );
      const perRecipient = new Map<string, number>();
      for (const m of mails) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
      expect(mails).toHaveLength(total);
      expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
      for (const p of people) expect(perRecipient.get(p)).toBe(1);
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'an email a crashed sender left claimed is sent once after its lease (real Postgres only)',
    async () => {
      await subscribeConfirmed('crash@example.com', 'en');
      const issue = (await admin('POST', '/api/admin/newsletter/issues', ISSUE((await recentSlugs()).slice(0, 1)))).json();
      // Queue it by hand as a sender that claimed the row and then died would leave it.
      const sub = await t.infra.db('newsletter_subscribers').where({ email: 'crash@example.com' }).first();
      await t.infra
        .db('newsletter_issues')
        .where({ id: issue.id })
        .update({ status: 'sending', send_started_at: new Date(clock) });
      await t.infra.db('newsletter_outbox').insert({
        kind: 'issue',
        issue_id: issue.id,
        subscriber_id: sub.id,
        status: 'sending',
        attempts: 1,
        locked_until: new Date(clock + 5 * MINUTE),
        next_attempt_at: new Date(clock),
        created_at: new Date(clock),
      });
      await new Promise((r) => setTimeout(r, 300)); // a few polls: the lease still holds
      expect(smtp.received.filter((m) => m.to === 'crash@example.com' && m.subject === 'This week in crypto')).toHaveLength(0);
      clock += 5 * MINUTE; // the lease runs out
      await waitForIssue(issue.id, (p) => p.sent === 1);
      expect(smtp.received.filter((m) => m.to === 'crash@example.com' && m.subject === 'This week in crypto')).toHaveLength(1);
    },
  );
});
