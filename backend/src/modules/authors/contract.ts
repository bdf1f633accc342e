// The authors module's contract: what it offers the other modules (`app.authors`).
import type { PartnerType } from '@coinatlas/domain/partners/partner';

/** A person a byline names: an author profile, with the slug of its page (`/authors/{slug}`). */
export type AuthorByline = Readonly<{ id: number; name: string; slug: string }>;

/**
 * The author profiles as other modules see them (`app.authors`, offered by the authors module): the blog
 * names a post's author by profile id, and the content API adds the byline of a review. No profile exists
 * until an editor creates one; without one a byline is the organization's.
 */
export type AuthorDirectory = Readonly<{
  /** The profiles among `ids` that exist (a deleted one is left out), by id. */
  bylines(ids: readonly number[]): Promise<ReadonlyMap<number, AuthorByline>>;
  /** The profile an editor named as the author of a partner's review, or null (the organization's review). */
  reviewByline(type: PartnerType, id: string): Promise<AuthorByline | null>;
}>;

declare module 'fastify' {
  interface FastifyInstance {
    authors: AuthorDirectory;
  }
}
