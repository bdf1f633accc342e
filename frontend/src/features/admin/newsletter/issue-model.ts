// The newsletter screen's shared pieces: the languages, an issue's editable draft and the server's refusal message.
import { ApiError } from '@/lib/api/client';
import type { NewsletterIssue, NewsletterLang } from '../api/newsletter-admin';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

export const LANGS: readonly NewsletterLang[] = SITE_LANGUAGES;
export const emptyTexts = () => ({ en: '', es: '', de: '', pt: '' });
export type Draft = { subject: Record<NewsletterLang, string>; intro: Record<NewsletterLang, string>; posts: string[] };

/** The server's message for a refused request (it names the field), or undefined. */
export function messageOf(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  try {
    return (JSON.parse(err.body) as { message?: string }).message;
  } catch {
    return undefined;
  }
}

export const draftOf = (issue: NewsletterIssue): Draft => ({
  subject: { ...issue.subject },
  intro: { ...issue.intro },
  posts: issue.posts.map((p) => p.slug),
});
