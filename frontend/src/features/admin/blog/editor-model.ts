import type { AdminPost, PostContent } from '../api/blog-admin';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

/** A new post: a draft with an English version to fill in. */
export const emptyPost = (): PostContent & { authorId: number | null } => ({
  slug: '',
  status: 'draft',
  scheduledAt: null,
  authorId: null,
  tags: [],
  cover: null,
  translations: { en: { title: '', summary: '', body: '', coverAlt: '' } },
});

/** The editable part of a stored post. */
export const contentOf = (p: AdminPost): PostContent => ({
  slug: p.slug,
  status: p.status,
  scheduledAt: p.scheduledAt,
  authorId: p.authorId,
  tags: p.tags,
  cover: p.cover,
  translations: p.translations,
});

/** Key order does not matter: two contents are the same when every field is. */
const canonical = (c: PostContent) =>
  JSON.stringify({
    slug: c.slug,
    status: c.status,
    authorId: c.authorId ?? null,
    tags: c.tags,
    cover: c.cover,
    scheduledAt: c.status === 'scheduled' ? c.scheduledAt : null,
    translations: Object.fromEntries(
      SITE_LANGUAGES.filter((l) => c.translations[l]).map((l) => {
        const t = c.translations[l]!;
        return [l, { title: t.title, summary: t.summary, body: t.body, coverAlt: t.coverAlt }];
      }),
    ),
  });

/** Whether the form holds changes the server does not have (a new post is dirty once anything is typed). */
export function isDirty(draft: PostContent, stored: AdminPost | undefined): boolean {
  return canonical(draft) !== canonical(stored ? contentOf(stored) : emptyPost());
}

/** A tag or slug from free text: lower case, words joined by single hyphens. */
export const slugify = (s: string): string =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as an ISO instant (null when empty or invalid). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
