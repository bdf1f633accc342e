import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';
/**
 * The emails the newsletter sends, as pure functions of their data: an HTML body (inline styles only, as
 * mail programs need), a plain-text body and the headers. Every text a reader sees is here in en, es, de
 * and pt; the issue's own subject and intro come from the editor.
 */
export const MAIL_LANGUAGES = SITE_LANGUAGES;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export type LocalizedMailText = Readonly<Record<MailLanguage, string>>;

export type RenderedEmail = Readonly<{ subject: string; html: string; text: string }>;

/**
 * A post as the issue shows it: the English version, plus the post's other language versions at the time
 * the issue was composed (a reader gets their language's version where the post has one, else English).
 */
export type IssuePost = Readonly<{
  slug: string;
  title: string;
  summary: string;
  versions?: Readonly<Partial<Record<MailLanguage, { title: string; summary: string }>>>;
}>;

const TEXTS = {
  en: {
    confirmSubject: 'Please confirm your CoinAtlas newsletter subscription',
    confirmHello: 'Hello,',
    confirmBody:
      'Someone, hopefully you, asked to receive the CoinAtlas newsletter at this address. Please confirm within 7 days by opening this link:',
    confirmButton: 'Confirm my subscription',
    confirmIgnore:
      'If this was not you, ignore this email: an address that is not confirmed is deleted after 7 days and receives nothing from us.',
    readMore: 'Read the article',
    why: 'You receive this email because you subscribed to the CoinAtlas newsletter.',
    unsubscribe: 'Unsubscribe',
    unsubscribeText: 'Unsubscribe with one click:',
  },
  es: {
    confirmSubject: 'Confirma tu suscripción al boletín de CoinAtlas',
    confirmHello: 'Hola:',
    confirmBody:
      'Alguien, esperamos que tú, pidió recibir el boletín de CoinAtlas en esta dirección. Confirma dentro de los próximos 7 días abriendo este enlace:',
    confirmButton: 'Confirmar mi suscripción',
    confirmIgnore:
      'Si no fuiste tú, ignora este correo: una dirección sin confirmar se elimina después de 7 días y no recibe nada de nosotros.',
    readMore: 'Leer el artículo',
    why: 'Recibes este correo porque te suscribiste al boletín de CoinAtlas.',
    unsubscribe: 'Cancelar suscripción',
    unsubscribeText: 'Cancela tu suscripción con un clic:',
  },
  de: {
    confirmSubject: 'Bitte bestätige dein Abo des CoinAtlas-Newsletters',
    confirmHello: 'Hallo,',
    confirmBody:
      'Jemand, hoffentlich du, möchte den CoinAtlas-Newsletter an diese Adresse erhalten. Bitte bestätige das innerhalb von 7 Tagen über diesen Link:',
    confirmButton: 'Abo bestätigen',
    confirmIgnore:
      'Warst du das nicht, ignoriere diese E-Mail: Eine nicht bestätigte Adresse wird nach 7 Tagen gelöscht und erhält nichts von uns.',
    readMore: 'Artikel lesen',
    why: 'Du erhältst diese E-Mail, weil du den CoinAtlas-Newsletter abonniert hast.',
    unsubscribe: 'Abmelden',
    unsubscribeText: 'Mit einem Klick abmelden:',
  },
  pt: {
    confirmSubject: 'Confirme sua inscrição na newsletter da CoinAtlas',
    confirmHello: 'Olá,',
    confirmBody:
      'Alguém, esperamos que você, pediu para receber a newsletter da CoinAtlas neste endereço. Confirme em até 7 dias abrindo este link:',
    confirmButton: 'Confirmar minha inscrição',
    confirmIgnore: 'Se não foi você, ignore este e-mail: um endereço não confirmado é excluído depois de 7 dias e não recebe nada de nós.',
    readMore: 'Ler o artigo',
    why: 'Você recebe este e-mail porque se inscreveu na newsletter da CoinAtlas.',
    unsubscribe: 'Cancelar inscrição',
    unsubscribeText: 'Cancele sua inscrição com um clique:',
  },
} satisfies Record<MailLanguage, Record<string, string>>;

export const mailTexts = (lang: MailLanguage) => TEXTS[lang];

export const isMailLanguage = (v: unknown): v is MailLanguage => (MAIL_LANGUAGES as readonly unknown[]).includes(v);

/** The site path of a page in a language: English at the root, the others under /es, /de, /pt. */
export const localizedPath = (lang: MailLanguage, path: string): string => (lang === 'en' ? path : `/${lang}${path === '/' ? '' : path}`);

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Paragraphs of plain text (blank lines separate them) as HTML paragraphs, escaped. */
const paragraphs = (text: string, style: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p style="${style}">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const P = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#0f172a';
const SMALL = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#475569';
const BUTTON =
  'display:inline-block;padding:12px 20px;border-radius:8px;background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none';

function layout(lang: MailLanguage, title: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:24px 24px 8px;font-size:20px;font-weight:700;color:#1d4ed8">CoinAtlas</td></tr>
<tr><td style="padding:8px 24px 24px">
${body}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e2e8f0">
${footer}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}

/** The double opt-in email: one link that confirms the subscription. */
export function renderConfirmationEmail(input: { lang: MailLanguage; confirmUrl: string }): RenderedEmail {
  const t = TEXTS[input.lang];
  const html = layout(
    input.lang,
    t.confirmSubject,
    [
      `<p style="${P}">${escapeHtml(t.confirmHello)}</p>`,
      `<p style="${P}">${escapeHtml(t.confirmBody)}</p>`,
      `<p style="${P}"><a href="${escapeHtml(input.confirmUrl)}" style="${BUTTON}">${escapeHtml(t.confirmButton)}</a></p>`,
      `<p style="${SMALL}">${escapeHtml(input.confirmUrl)}</p>`,
    ].join('\n'),
    `<p style="${SMALL}">${escapeHtml(t.confirmIgnore)}</p>`,
  );
  const text = [t.confirmHello, '', t.confirmBody, '', input.confirmUrl, '', t.confirmIgnore, ''].join('\n');
  return { subject: t.confirmSubject, html, text };
}

/** One issue of the newsletter in one language: intro, the chosen posts in order, the unsubscribe link. */
export function renderIssueEmail(input: {
  lang: MailLanguage;
  subject: string;
  intro: string;
  posts: readonly IssuePost[];
  siteUrl: string;
  unsubscribeUrl: string;
}): RenderedEmail {
  const t = TEXTS[input.lang];
  // each post in the reader's language where it has that version, linked to it; else the English post
  const posts = input.posts.map((p) => {
    const version = input.lang === 'en' ? p : p.versions?.[input.lang];
    const lang: MailLanguage = version ? input.lang : 'en';
    return {
      slug: p.slug,
      title: (version ?? p).title,
      summary: (version ?? p).summary,
      url: `${input.siteUrl}${localizedPath(lang, `/blog/${p.slug}`)}`,
    };
  });
  const postUrl = (slug: string) => posts.find((p) => p.slug === slug)!.url;
  const postsHtml = posts
    .map(
      (p) => `<div style="margin:0 0 24px">
<h2 style="margin:0 0 8px;font-size:18px;line-height:1.3;color:#0f172a"><a href="${escapeHtml(postUrl(p.slug))}" style="color:#0f172a;text-decoration:none">${escapeHtml(p.title)}</a></h2>
<p style="${P}">${escapeHtml(p.summary)}</p>
<p style="margin:0"><a href="${escapeHtml(postUrl(p.slug))}" style="color:#1d4ed8;font-weight:600">${escapeHtml(t.readMore)}</a></p>
</div>`,
    )
    .join('\n');
  const html = layout(
    input.lang,
    input.subject,
    `${paragraphs(input.intro, P)}\n${postsHtml}`,
    `<p style="${SMALL}">${escapeHtml(t.why)}</p>\n<p style="${SMALL}"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#1d4ed8">${escapeHtml(t.unsubscribe)}</a></p>`,
  );
  const text = [
    input.subject,
    '='.repeat(Math.min(input.subject.length, 72)),
    '',
    input.intro.trim(),
    '',
    ...posts.flatMap((p) => [p.title, p.summary, `${t.readMore}: ${p.url}`, '']),
    '--',
    t.why,
    `${t.unsubscribeText} ${input.unsubscribeUrl}`,
    '',
  ].join('\n');
  return { subject: input.subject, html, text };
}

/**
 * The RFC 2369 / RFC 8058 headers: an https URL that unsubscribes on a POST without a page, a mailto when
 * one is configured, and the one-click marker.
 */
export function unsubscribeHeaders(oneClickUrl: string, mailto: string | undefined): Record<string, string> {
  return {
    'List-Unsubscribe': [`<${oneClickUrl}>`, ...(mailto ? [`<mailto:${mailto}?subject=unsubscribe>`] : [])].join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Waiting time before attempt `attempts + 1`: one minute, doubling, at most six hours. */
export const retryDelayMs = (attempts: number): number => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);

/** How long an unconfirmed sign-up (and its confirmation link) lives. */
export const CONFIRMATION_DAYS = 7;
