import { SITE_LANGUAGES } from '../routes/localized.js';
import { storedTextProblem, type TextKind } from '../validation/stored-text.js';

/**
 * Author profiles: the people a byline may name. A profile belongs to an admin account and is created by an
 * editor; nothing creates one on its own (no seed, no default person). These rules are shared by the server,
 * which refuses what breaks them, and the admin screen, which shows the same messages beside the fields.
 */

/** The languages a bio can be written in. English is required; the others are optional translations. */
export const AUTHOR_LANGUAGES = SITE_LANGUAGES;
export type AuthorLanguage = (typeof AUTHOR_LANGUAGES)[number];

export const AUTHOR_LIMITS = {
  name: { min: 2, max: 80 },
  bio: { min: 20, max: 600 },
  slug: { min: 2, max: 60 },
  links: 6,
  url: 300,
} as const;

export const AUTHOR_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/** The kinds of link a profile may list; each is checked against the address form of its service. */
export const LINK_KINDS = ['website', 'x', 'mastodon', 'bluesky', 'linkedin', 'github'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export type AuthorLink = { kind: LinkKind; url: string };
export type AuthorBio = { en: string } & Partial<Record<Exclude<AuthorLanguage, 'en'>, string>>;

/** What an editor sets on a profile (the slug is chosen once, when it is created). */
export type AuthorProfileInput = { name: string; bio: AuthorBio; links: AuthorLink[] };

const slugRe = new RegExp(AUTHOR_SLUG_PATTERN);

/** A profile's address form per service: what the link must look like (host and path). */
const SERVICE_FORMS: Record<Exclude<LinkKind, 'website'>, { hosts: RegExp; path: RegExp; example: string }> = {
  x: { hosts: /^(www\.)?(x|twitter)\.com$/, path: /^\/[A-Za-z0-9_]{1,15}\/?$/, example: 'https://x.com/<name>' },
  mastodon: { hosts: /\./, path: /^\/@[A-Za-z0-9_]{1,30}\/?$/, example: 'https://<server>/@<name>' },
  bluesky: { hosts: /^bsky\.app$/, path: /^\/profile\/[A-Za-z0-9.:-]{3,253}\/?$/, example: 'https://bsky.app/profile/<handle>' },
  linkedin: {
    hosts: /^([a-z]{2,3}\.|www\.)?linkedin\.com$/,
    path: /^\/in\/[A-Za-z0-9_%-]{3,100}\/?$/,
    example: 'https://www.linkedin.com/in/<name>',
  },
  github: { hosts: /^github\.com$/, path: /^\/[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/?$/, example: 'https://github.com/<name>' },
};

/** The label of a link kind on the admin screen and the author page (names of services, not translated). */
export const LINK_LABELS: Record<LinkKind, string> = {
  website: 'Website',
  x: 'X',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  linkedin: 'LinkedIn',
  github: 'GitHub',
};

/** What is wrong with one link's address, or undefined; the address is parsed as a URL, never matched as text. */
export function linkProblem(kind: LinkKind, raw: string): string | undefined {
  const value = raw.trim();
  if (!value) return 'must not be empty';
  if (value.length > AUTHOR_LIMITS.url) return `must be at most ${AUTHOR_LIMITS.url} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a web address (https://…)';
  }
  if (url.protocol !== 'https:') return 'must be an https:// address';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname) || /^[0-9.]+$/.test(url.hostname)) return 'needs a public host name';
  if (kind === 'website') return undefined;
  const form = SERVICE_FORMS[kind];
  const article = kind === 'x' ? 'an' : 'a';
  if (!form.hosts.test(url.hostname) || !form.path.test(url.pathname))
    return `${article} ${LINK_LABELS[kind]} profile looks like ${form.example}`;
  return undefined;
}

/** A link's address as stored: the URL's own serialization (lower-case host, encoded path). */
export const normalizeLinkUrl = (raw: string): string => new URL(raw.trim()).href;

/** The stored-text rule (a name is one line without bidirectional controls; a bio may hold line breaks), then the length. */
function textProblem(value: string, limits: { min: number; max: number }, kind: TextKind): string | undefined {
  const v = value.trim();
  if (v.length === 0) return 'must not be empty';
  const unstorable = storedTextProblem(v, kind);
  if (unstorable) return unstorable;
  if (v.length < limits.min || v.length > limits.max) return `must be ${limits.min} to ${limits.max} characters (it has ${v.length})`;
  return undefined;
}

/** What is wrong with a slug, or undefined. */
export function slugProblem(slug: string): string | undefined {
  if (slug.length < AUTHOR_LIMITS.slug.min || slug.length > AUTHOR_LIMITS.slug.max)
    return `slug: must be ${AUTHOR_LIMITS.slug.min} to ${AUTHOR_LIMITS.slug.max} characters`;
  if (!slugRe.test(slug)) return 'slug: use lower-case letters, digits and single hyphens (e.g. ana-garcia)';
  return undefined;
}

/**
 * Every problem of a profile, each naming its field (`name`, `bio.de`, `links[1].url`), in field order.
 * Empty when the profile can be saved.
 */
export function profileProblems(input: AuthorProfileInput): string[] {
  const out: string[] = [];
  const name = textProblem(input.name, AUTHOR_LIMITS.name, 'name');
  if (name) out.push(`name: ${name}`);
  for (const lang of AUTHOR_LANGUAGES) {
    const text = input.bio[lang];
    // A translation left empty is no translation; the English bio is required.
    if (lang !== 'en' && (text === undefined || text.trim() === '')) continue;
    const problem = textProblem(text ?? '', AUTHOR_LIMITS.bio, 'text');
    if (problem) out.push(`bio.${lang}: ${problem}`);
  }
  if (input.links.length > AUTHOR_LIMITS.links) out.push(`links: at most ${AUTHOR_LIMITS.links} links`);
  const seen = new Set<string>();
  input.links.slice(0, AUTHOR_LIMITS.links).forEach((l, i) => {
    if (!(LINK_KINDS as readonly string[]).includes(l.kind)) {
      out.push(`links[${i}].kind: must be one of ${LINK_KINDS.join(', ')}`);
      return;
    }
    const problem = linkProblem(l.kind, l.url);
    if (problem) {
      out.push(`links[${i}].url: ${problem}`);
      return;
    }
    const href = normalizeLinkUrl(l.url);
    if (seen.has(href)) out.push(`links[${i}].url: listed twice`);
    seen.add(href);
  });
  return out;
}

/** The profile as stored: trimmed texts, empty translations dropped, link addresses normalized. Call after `profileProblems` found none. */
export function normalizeProfile(input: AuthorProfileInput): AuthorProfileInput {
  const bio: AuthorBio = { en: input.bio.en.trim() };
  for (const lang of AUTHOR_LANGUAGES) {
    if (lang === 'en') continue;
    const text = input.bio[lang]?.trim();
    if (text) bio[lang] = text;
  }
  return { name: input.name.trim(), bio, links: input.links.map((l) => ({ kind: l.kind, url: normalizeLinkUrl(l.url) })) };
}

/** The bio in a language: its translation, else the English text (with the language it is written in). */
export function bioIn(bio: AuthorBio, lang: AuthorLanguage): { text: string; lang: AuthorLanguage } {
  const text = bio[lang];
  return text ? { text, lang } : { text: bio.en, lang: 'en' };
}

/** A slug proposed from a name: lower case, accents dropped, words joined by single hyphens. */
export const slugFromName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, AUTHOR_LIMITS.slug.max)
    .replace(/-+$/, '');
