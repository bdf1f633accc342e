import { AppError } from '@coinatlas/domain/errors';
import {
  bioIn,
  normalizeProfile,
  profileProblems,
  slugProblem,
  type AuthorBio,
  type AuthorLanguage,
  type AuthorLink,
  type AuthorProfileInput,
} from '@coinatlas/domain/authors/profile';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import type { AuthorByline } from './contract.js';
import type { PartnerDirectory } from '../content/contract.js';
import type { PublishedPost } from '../blog/contract.js';
import type { AuthorProfile, AuthorRepository } from './ports.js';

/** A profile as the admin screen sees it. */
export type AdminAuthorProfile = {
  id: number;
  slug: string;
  name: string;
  bio: AuthorBio;
  links: AuthorLink[];
  version: number;
  /** whether it belongs to the signed-in admin's account */
  own: boolean;
  updatedBy: string;
  createdAt: string;
  updatedAt: string;
};

/** A written review and the profile named as its author (null: the organization's). */
export type ReviewBylineView = { type: PartnerType; id: string; name: string; authorId: number | null };

/** What the author page shows, in one language. */
export type PublicAuthor = {
  slug: string;
  name: string;
  bio: string;
  /** the language the bio is written in: the page's, or English where it has no translation */
  bioLang: AuthorLanguage;
  links: AuthorLink[];
  updatedAt: string;
  posts: Array<{ slug: string; title: string; summary: string; publishedAt: string }>;
  reviews: Array<{ type: PartnerType; id: string; name: string }>;
};

/** A stale save or delete: someone changed the profile after the editor loaded it. */
export class ProfileConflict extends AppError {
  constructor(readonly current: AdminAuthorProfile) {
    super(
      'CONFLICT',
      `Someone else saved this profile (version ${current.version}) after you opened it. Nothing was changed: reload it and apply your change again.`,
      { details: { current } },
    );
  }
}

export type AuthorServiceDeps = {
  repo: AuthorRepository;
  now: () => number;
  /** The partner records (for the reviews that exist and their names), read when asked. */
  partners: () => PartnerDirectory;
  /** A profile's published posts in one language (the blog's). */
  postsBy: (authorId: number, lang: AuthorLanguage, limit: number) => Promise<readonly PublishedPost[]>;
  /** Called after a change pages show (a name, a bio, a byline). */
  onPublicChange: () => Promise<void>;
};

/** The most posts an author page lists. */
const MAX_POSTS = 100;

const byline = (p: AuthorProfile): AuthorByline => ({ id: p.id, name: p.name, slug: p.slug });

function refuse(problems: string[]): void {
  if (problems.length) throw new AppError('BAD_REQUEST', problems.join('; '));
}

export function createAuthorService(deps: AuthorServiceDeps) {
  const { repo } = deps;
  const now = () => new Date(deps.now());
  const adminView = (p: AuthorProfile, accountId: number | undefined): AdminAuthorProfile => ({
    id: p.id,
    slug: p.slug,
    name: p.name,
    bio: p.bio,
    links: p.links,
    version: p.version,
    own: accountId !== undefined && p.accountId === accountId,
    updatedBy: p.updatedBy,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  });
  const found = async (id: number) => {
    const p = await repo.get(id);
    if (!p) throw new AppError('NOT_FOUND', `No author profile has the id ${id}`);
    return p;
  };
  /** The reviews that exist (a partner with a written review under its own type). */
  const reviewed = (type: string, id: string) => {
    const directory = deps.partners();
    const p = directory.find(type as PartnerType, id);
    return p && directory.hasReview(p.type, p.id) ? p : undefined;
  };

  return {
    // ---- other modules (app.authors) ----
    async bylines(ids: readonly number[]): Promise<ReadonlyMap<number, AuthorByline>> {
      return new Map((await repo.many(ids)).map((p) => [p.id, byline(p)]));
    },
    async reviewByline(type: PartnerType, id: string): Promise<AuthorByline | null> {
      const row = await repo.reviewByline(type, id);
      if (!row) return null;
      const p = await repo.get(row.authorId);
      return p ? byline(p) : null;
    },

    // ---- the author page ----
    /** Whether `/authors/{slug}` is a page. */
    exists: async (slug: string) => (await repo.bySlug(slug)) !== undefined,
    /** Every profile's page with when it last changed (the sitemap). */
    async listed(): Promise<Array<{ id: string; lastmod: string }>> {
      return (await repo.all()).map((p) => ({ id: p.slug, lastmod: p.updatedAt.toISOString() }));
    },
    async page(slug: string, lang: AuthorLanguage): Promise<PublicAuthor> {
      const p = await repo.bySlug(slug);
      if (!p) throw new AppError('NOT_FOUND', `No author has the slug '${slug}'`);
      const bio = bioIn(p.bio, lang);
      const posts = await deps.postsBy(p.id, lang, MAX_POSTS);
      const reviews = (await repo.reviewsBy(p.id)).flatMap((r) => {
        const partner = reviewed(r.partnerType, r.partnerId);
        return partner ? [{ type: partner.type, id: partner.id, name: partner.name }] : [];
      });
      return {
        slug: p.slug,
        name: p.name,
        bio: bio.text,
        bioLang: bio.lang,
        links: p.links,
        updatedAt: p.updatedAt.toISOString(),
        posts: posts.map((x) => ({ slug: x.slug, title: x.title, summary: x.summary, publishedAt: x.publishedAt })),
        reviews: reviews.sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    // ---- editors ----
    async list(accountId: number | undefined): Promise<AdminAuthorProfile[]> {
      return (await repo.all()).map((p) => adminView(p, accountId));
    },
    async get(id: number, accountId: number | undefined): Promise<AdminAuthorProfile> {
      return adminView(await found(id), accountId);
    },
    /** Creates the signed-in admin's own profile (an account has at most one). */
    async create(input: AuthorProfileInput & { slug: string }, account: { accountId: number; email: string }): Promise<AdminAuthorProfile> {
      const problems = profileProblems(input);
      const slug = slugProblem(input.slug);
      refuse(slug ? [slug, ...problems] : problems);
      const saved = await repo.create(
        { ...normalizeProfile(input), slug: input.slug, accountId: account.accountId },
        { editor: account.email, now: now() },
      );
      // its page exists from now on (a cached 404 of the address must not outlive it)
      await deps.onPublicChange();
      return adminView(saved, account.accountId);
    },
    async update(
      id: number,
      version: number,
      input: AuthorProfileInput,
      account: { accountId: number; email: string },
    ): Promise<AdminAuthorProfile> {
      refuse(profileProblems(input));
      const result = await repo.update(id, version, normalizeProfile(input), { editor: account.email, now: now() });
      if (!result.ok) throw new ProfileConflict(adminView(result.current, account.accountId));
      await deps.onPublicChange();
      return adminView(result.profile, account.accountId);
    },
    async remove(id: number, version: number, accountId: number): Promise<void> {
      const result = await repo.remove(id, version);
      if (!result.ok) throw new ProfileConflict(adminView(result.current, accountId));
      await deps.onPublicChange();
    },
    /** Every written review with the profile named as its author. */
    async reviewBylines(): Promise<ReviewBylineView[]> {
      const rows = new Map((await repo.reviewBylines()).map((r) => [`${r.partnerType}/${r.partnerId}`, r.authorId]));
      const directory = deps.partners();
      return directory.all
        .filter((p) => directory.hasReview(p.type, p.id))
        .map((p) => ({ type: p.type, id: p.id, name: p.name, authorId: rows.get(`${p.type}/${p.id}`) ?? null }));
    },
    async setReviewByline(type: PartnerType, id: string, authorId: number | null, editor: string): Promise<ReviewBylineView> {
      const partner = reviewed(type, id);
      if (!partner) throw new AppError('NOT_FOUND', `There is no review of the ${type} '${id}'.`);
      if (authorId !== null && !(await repo.get(authorId)))
        throw new AppError('BAD_REQUEST', `authorId: no author profile has the id ${authorId}`);
      await repo.setReviewByline(partner.type, partner.id, authorId, { editor, now: now() });
      await deps.onPublicChange();
      return { type: partner.type, id: partner.id, name: partner.name, authorId };
    },
  };
}

export type AuthorService = ReturnType<typeof createAuthorService>;
