import type { AuthorBio, AuthorLink, AuthorProfileInput } from '@coinatlas/domain/authors/profile';

/** A stored author profile. */
export type AuthorProfile = {
  id: number;
  /** the admin account it belongs to; null if that account was removed */
  accountId: number | null;
  slug: string;
  name: string;
  bio: AuthorBio;
  links: AuthorLink[];
  version: number;
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
};

/** Which profile wrote a partner's review (reviews are files; this is the one thing about them kept here). */
export type ReviewByline = { partnerType: string; partnerId: string; authorId: number; updatedBy: string; updatedAt: Date };

export type SaveOutcome = { ok: true; profile: AuthorProfile } | { ok: false; current: AuthorProfile };

export type AuthorRepository = {
  all(): Promise<AuthorProfile[]>;
  get(id: number): Promise<AuthorProfile | undefined>;
  bySlug(slug: string): Promise<AuthorProfile | undefined>;
  byAccount(accountId: number): Promise<AuthorProfile | undefined>;
  /** The profiles among `ids` (missing ones left out). */
  many(ids: readonly number[]): Promise<AuthorProfile[]>;
  /**
   * Stores a new profile (version 1). Throws AppError CONFLICT when the account already has one or the slug
   * is taken (checked in the transaction, and by the unique indexes when two saves race).
   */
  create(p: AuthorProfileInput & { slug: string; accountId: number }, meta: { editor: string; now: Date }): Promise<AuthorProfile>;
  /** Stores a change when the stored version is still `expectedVersion`; NOT_FOUND when the profile is gone. */
  update(id: number, expectedVersion: number, p: AuthorProfileInput, meta: { editor: string; now: Date }): Promise<SaveOutcome>;
  /** Deletes the profile when the stored version is still `expectedVersion` (its posts go back to the editorial team). */
  remove(id: number, expectedVersion: number): Promise<SaveOutcome>;
  reviewBylines(): Promise<ReviewByline[]>;
  reviewByline(partnerType: string, partnerId: string): Promise<ReviewByline | undefined>;
  reviewsBy(authorId: number): Promise<ReviewByline[]>;
  /** Names the profile that wrote a review, or (authorId null) gives the review back to the organization. */
  setReviewByline(partnerType: string, partnerId: string, authorId: number | null, meta: { editor: string; now: Date }): Promise<void>;
};
