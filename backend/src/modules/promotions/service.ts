import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { AppError } from '@coinatlas/domain/errors';
import type { Cache } from '../../platform/cache/cache.js';
import {
  isLiveAt,
  toPublic,
  validatePromotion,
  type Promotion,
  type PromotionLanguage,
  type PublicPromotion,
} from '@coinatlas/domain/promotions/promotion';
import type { PromotionRepository } from './ports.js';

/** How long the list of promotions is kept in the cache; writes through this service clear it at once. */
export const PROMOTIONS_CACHE_TTL_MS = 60_000;
const CACHE_KEY = 'promotions:all:v1';

export type PromotionServiceDeps = {
  repo: PromotionRepository;
  cache: Cache;
  now: () => number;
  /** Whether the site lists this partner (a promotion links only to listed partners). */
  isListed: (type: PartnerType, id: string) => boolean;
  /**
   * Whether the partner's status lets the site promote it: live promotions of other partners are not
   * served (the partner keeps its facts on the site, the banner does not push it). Every listed partner
   * when left out.
   */
  isPromotable?: (type: PartnerType, id: string) => boolean;
  log?: { warn(obj: object, msg: string): void };
};

export type PromotionService = ReturnType<typeof createPromotionService>;

export function createPromotionService({ repo, cache, now, isListed, isPromotable = isListed, log }: PromotionServiceDeps) {
  async function all(): Promise<Promotion[]> {
    try {
      const hit = await cache.get(CACHE_KEY);
      if (hit) return JSON.parse(hit) as Promotion[];
    } catch (err) {
      log?.warn({ err }, 'promotions cache unavailable; reading the database');
    }
    const rows = await repo.listAll();
    cache.set(CACHE_KEY, JSON.stringify(rows), PROMOTIONS_CACHE_TTL_MS).catch(() => {});
    return rows;
  }

  async function forget() {
    await cache.del(CACHE_KEY).catch((err: unknown) => log?.warn({ err }, 'could not clear the promotions cache'));
  }

  return {
    /** The promotions live now (active and inside their schedule), texts in `lang`, highest priority first. */
    async listActive(lang: PromotionLanguage): Promise<PublicPromotion[]> {
      const t = now();
      return (await all())
        .filter((p) => isLiveAt(p, t) && isPromotable(p.partnerType, p.partnerId))
        .sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : 1))
        .map((p) => toPublic(p, lang));
    },

    /** Every promotion, paused and scheduled ones too, highest priority first (for editors). */
    async listAll(): Promise<Promotion[]> {
      return [...(await repo.listAll())].sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : 1));
    },

    async get(id: string): Promise<Promotion> {
      const p = await repo.get(id);
      if (!p) throw new AppError('NOT_FOUND', `Promotion '${id}' does not exist`);
      return p;
    },

    async create(input: Record<string, unknown>): Promise<Promotion> {
      const p = validatePromotion(input, isListed);
      if (!(await repo.insert(p))) throw new AppError('CONFLICT', `Promotion '${p.id}' already exists`);
      await forget();
      return p;
    },

    /** Changes some fields; the result is validated as a whole. The id cannot change. */
    async update(id: string, patch: Record<string, unknown>): Promise<Promotion> {
      if ('id' in patch && patch.id !== id) throw new AppError('BAD_REQUEST', 'id cannot be changed');
      const current = await repo.get(id);
      if (!current) throw new AppError('NOT_FOUND', `Promotion '${id}' does not exist`);
      const next = validatePromotion({ ...current, ...patch, id }, isListed);
      if (!(await repo.update(next))) throw new AppError('NOT_FOUND', `Promotion '${id}' does not exist`);
      await forget();
      return next;
    },

    async delete(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw new AppError('NOT_FOUND', `Promotion '${id}' does not exist`);
      await forget();
    },
  };
}
