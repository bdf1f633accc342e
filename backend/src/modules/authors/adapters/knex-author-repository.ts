import type { Knex } from 'knex';
import { AppError } from '@coinatlas/domain/errors';
import type { AuthorBio, AuthorLink } from '@coinatlas/domain/authors/profile';
import type { Db } from '../../../platform/db/create-db.js';
import type { AuthorProfile, AuthorRepository, ReviewByline } from '../ports.js';

type ProfileRow = {
  id: number;
  account_id: number | null;
  slug: string;
  name: string;
  bio: AuthorBio | string;
  links: AuthorLink[] | string;
  version: number;
  updated_by: string;
  created_at: Date | string;
  updated_at: Date | string;
};
type BylineRow = { partner_type: string; partner_id: string; author_id: number; updated_by: string; updated_at: Date | string };

const parsed = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const toProfile = (r: ProfileRow): AuthorProfile => ({
  id: r.id,
  accountId: r.account_id,
  slug: r.slug,
  name: r.name,
  bio: parsed(r.bio),
  links: parsed(r.links),
  version: r.version,
  updatedBy: r.updated_by,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});
const toByline = (r: BylineRow): ReviewByline => ({
  partnerType: r.partner_type,
  partnerId: r.partner_id,
  authorId: r.author_id,
  updatedBy: r.updated_by,
  updatedAt: new Date(r.updated_at),
});

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';
const constraintOf = (err: unknown) => String((err as { constraint?: string }).constraint ?? '');

async function refuseTaken(q: Knex | Knex.Transaction, slug: string, accountId: number): Promise<void> {
  const mine = (await q('author_profiles').where({ account_id: accountId }).first('slug')) as { slug: string } | undefined;
  if (mine) throw new AppError('CONFLICT', `Your account already has an author profile ('${mine.slug}'): edit that one instead.`);
  if (await q('author_profiles').where({ slug }).first('id'))
    throw new AppError('CONFLICT', `slug: another profile already uses '${slug}'`);
}

export function createKnexAuthorRepository(db: Db): AuthorRepository {
  const one = async (q: Knex | Knex.Transaction, where: Record<string, unknown>) => {
    const row = (await q('author_profiles').where(where).first()) as ProfileRow | undefined;
    return row ? toProfile(row) : undefined;
  };

  return {
    async all() {
      return ((await db('author_profiles').orderBy('name').orderBy('id')) as ProfileRow[]).map(toProfile);
    },
    get: (id) => one(db, { id }),
    bySlug: (slug) => one(db, { slug }),
    byAccount: (accountId) => one(db, { account_id: accountId }),
    async many(ids) {
      if (ids.length === 0) return [];
      return ((await db('author_profiles').whereIn('id', [...new Set(ids)])) as ProfileRow[]).map(toProfile);
    },
    async create(p, meta) {
      try {
        return await db.transaction(async (trx) => {
          await refuseTaken(trx, p.slug, p.accountId);
          const [row] = (await trx('author_profiles')
            .insert({
              account_id: p.accountId,
              slug: p.slug,
              name: p.name,
              bio: JSON.stringify(p.bio),
              links: JSON.stringify(p.links),
              version: 1,
              updated_by: meta.editor,
              created_at: meta.now,
              updated_at: meta.now,
            })
            .returning('*')) as ProfileRow[];
          return toProfile(row!);
        });
      } catch (err) {
        // Two saves that raced past the check: the unique index decides, and the loser hears why.
        if (isUniqueViolation(err)) {
          if (constraintOf(err).includes('account'))
            throw new AppError('CONFLICT', 'Your account already has an author profile: edit that one instead.');
          throw new AppError('CONFLICT', `slug: another profile already uses '${p.slug}'`);
        }
        throw err;
      }
    },
    async update(id, expectedVersion, p, meta) {
      return db.transaction(async (trx) => {
        const row = (await trx('author_profiles').where({ id }).forUpdate().first()) as ProfileRow | undefined;
        if (!row) throw new AppError('NOT_FOUND', `No author profile has the id ${id}`);
        if (row.version !== expectedVersion) return { ok: false as const, current: toProfile(row) };
        const [saved] = (await trx('author_profiles')
          .where({ id })
          .update({
            name: p.name,
            bio: JSON.stringify(p.bio),
            links: JSON.stringify(p.links),
            version: row.version + 1,
            updated_by: meta.editor,
            updated_at: meta.now,
          })
          .returning('*')) as ProfileRow[];
        return { ok: true as const, profile: toProfile(saved!) };
      });
    },
    async remove(id, expectedVersion) {
      return db.transaction(async (trx) => {
        const row = (await trx('author_profiles').where({ id }).forUpdate().first()) as ProfileRow | undefined;
        if (!row) throw new AppError('NOT_FOUND', `No author profile has the id ${id}`);
        if (row.version !== expectedVersion) return { ok: false as const, current: toProfile(row) };
        // Posts keep their text and go back to the editorial team's byline (ON DELETE SET NULL); the review
        // bylines that named it go (ON DELETE CASCADE).
        await trx('author_profiles').where({ id }).del();
        return { ok: true as const, profile: toProfile(row) };
      });
    },
    async reviewBylines() {
      return ((await db('review_bylines').orderBy('partner_type').orderBy('partner_id')) as BylineRow[]).map(toByline);
    },
    async reviewByline(partnerType, partnerId) {
      const row = (await db('review_bylines').where({ partner_type: partnerType, partner_id: partnerId }).first()) as BylineRow | undefined;
      return row ? toByline(row) : undefined;
    },
    async reviewsBy(authorId) {
      return ((await db('review_bylines').where({ author_id: authorId }).orderBy('partner_type').orderBy('partner_id')) as BylineRow[]).map(
        toByline,
      );
    },
    async setReviewByline(partnerType, partnerId, authorId, meta) {
      if (authorId === null) {
        await db('review_bylines').where({ partner_type: partnerType, partner_id: partnerId }).del();
        return;
      }
      try {
        await db('review_bylines')
          .insert({ partner_type: partnerType, partner_id: partnerId, author_id: authorId, updated_by: meta.editor, updated_at: meta.now })
          .onConflict(['partner_type', 'partner_id'])
          .merge(['author_id', 'updated_by', 'updated_at']);
      } catch (err) {
        // the profile was deleted between the service's check and this write
        if ((err as { code?: string }).code === '23503')
          throw new AppError('BAD_REQUEST', `authorId: no author profile has the id ${authorId}`);
        throw err;
      }
    },
  };
}
