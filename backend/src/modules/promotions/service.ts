import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { AppError } from '@coinatlas/domain/errors';
import type { Cache } from '../../platform/cache/cache.js';
import {
  isLiveAt,
  toPublic,
  validatePromotion,
  type PromotionLanguage,
  type PublicPromotion,
} from '@coinatlas/domain/promotions/promotion';
import { unavailablePartners, type PartnerAvailability } from '@coinatlas/domain/availability/availability';
import { coverageGrid, simulateRanking, simulatedContext, type SimulatedVisitor } from '@coinatlas/domain/promotions/simulation';
import { promotionState } from '@coinatlas/domain/promotions/promotion';
import type { ManagedPromotion, NewRevision, PromotionRepository, RevisionAction } from './ports.js';

/** A save that started from an older version: answered 409 with the stored promotion. */
export class PromotionConflict extends AppError {
  constructor(
    readonly current: ManagedPromotion,
    /** the stored promotion as the editor sees it (with its state and whether its claim is backed), in the answer */
    shown: ManagedPromotion & { state: ReturnType<typeof promotionState>; claimBacked: boolean },
  ) {
    super(
      'CONFLICT',
      `Promotion '${current.id}' was changed by someone else (now version ${current.version}); reload it and apply your change again`,
      { details: { current: shown } },
    );
  }
}

/** The fields an editor changes; the history names these. */
const EDITABLE = [
  'title',
  'description',
  'ctaText',
  'discount',
  'partnerType',
  'partnerId',
  'categories',
  'targetPages',
  'userTypes',
  'marketConditions',
  'priority',
  'bgColor',
  'active',
  'startsAt',
  'endsAt',
  'draft',
  'archived',
] as const;

const changedFields = (a: ManagedPromotion, b: ManagedPromotion) =>
  EDITABLE.filter((f) => JSON.stringify(a[f] ?? null) !== JSON.stringify(b[f] ?? null));

/** The state changes an editor asks for by name, and the flags each one sets. */
const STATE_ACTIONS = {
  pause: { active: false },
  resume: { active: true },
  publish: { draft: false },
  archive: { archived: true },
  restore: { archived: false },
} as const satisfies Partial<Record<RevisionAction, Partial<ManagedPromotion>>>;
export type StateAction = keyof typeof STATE_ACTIONS;
export const STATE_ACTION_NAMES = Object.keys(STATE_ACTIONS) as StateAction[];

/** How long the list of promotions is kept in the cache; writes through this service clear it at once. */
export const PROMOTIONS_CACHE_TTL_MS = 60_000;
const CACHE_KEY = 'promotions:all:v2';

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
  /** Where partners are verified as not available, by country (the simulator's region). */
  availability?: () => readonly PartnerAvailability[];
  /**
   * The partners (`type/id`) with an active referral code or affiliate link now. A promotion speaks of our
   * link ("our link takes 10% off", "through our link"): it reaches visitors only while its partner has one,
   * and editors see it flagged otherwise. Every partner counts as backed when left out (unit tests).
   */
  backedPartners?: () => Promise<ReadonlySet<string>>;
};

export type SimulationInput = SimulatedVisitor & {
  language: PromotionLanguage;
  /** ISO country code, or null for a visitor whose country is not known. */
  country: string | null;
  /** 'live': what the site serves now; 'all': every promotion that is not archived, as if it were live. */
  scope: 'live' | 'all';
};

export type PromotionService = ReturnType<typeof createPromotionService>;

export function createPromotionService({
  repo,
  cache,
  now,
  isListed,
  isPromotable = isListed,
  log,
  availability = () => [],
  backedPartners,
}: PromotionServiceDeps) {
  /** Whether each promotion's claim is backed by an active code of its partner (none are when that cannot be read). */
  async function backing(): Promise<(p: { partnerType: PartnerType; partnerId: string }) => boolean> {
    if (!backedPartners) return () => true;
    const keys = await backedPartners().catch((err: unknown) => {
      log?.warn({ err }, 'active referral codes unavailable; promotions are held back until they can be read');
      return new Set<string>();
    });
    return (p) => keys.has(`${p.partnerType}/${p.partnerId}`);
  }

  async function all(): Promise<ManagedPromotion[]> {
    try {
      const hit = await cache.get(CACHE_KEY);
      if (hit) return JSON.parse(hit) as ManagedPromotion[];
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

  async function current(id: string): Promise<ManagedPromotion> {
    const p = await repo.get(id);
    if (!p) throw new AppError('NOT_FOUND', `Promotion '${id}' does not exist`);
    return p;
  }

  /** The conflict a save from an older version than `stored` meets: the stored promotion, as an editor sees it. */
  async function conflict(stored: ManagedPromotion): Promise<PromotionConflict> {
    return new PromotionConflict(stored, await forEditor(stored));
  }

  /** A promotion as editors see it: with where it stands now and whether its claim is backed. */
  async function forEditor(
    p: ManagedPromotion,
  ): Promise<ManagedPromotion & { state: ReturnType<typeof promotionState>; claimBacked: boolean }> {
    return { ...p, state: promotionState(p, now()), claimBacked: (await backing())(p) };
  }

  /** Stores `next` over the version the editor started from, with its record; clears the public cache. */
  async function save(
    before: ManagedPromotion,
    next: ManagedPromotion,
    expected: number | undefined,
    action: RevisionAction,
    actor: string,
  ) {
    const from = expected ?? before.version;
    const revision: NewRevision = { action, actor, changedFields: changedFields(before, next), previous: before };
    const result = await repo.save(next, from, revision);
    if (result === 'missing') throw new AppError('NOT_FOUND', `Promotion '${before.id}' does not exist`);
    if (result === 'stale') throw await conflict(await current(before.id));
    await forget();
    return { ...next, version: from + 1 };
  }

  const live = async (lang: PromotionLanguage): Promise<PublicPromotion[]> => {
    const t = now();
    const backed = await backing();
    return (await all())
      .filter((p) => isLiveAt(p, t) && isPromotable(p.partnerType, p.partnerId) && backed(p))
      .sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : 1))
      .map((p) => toPublic(p, lang));
  };

  return {
    /**
     * The promotions visitors see now: published, active, inside their schedule, of a partner the site may
     * promote and backed by an active referral code or affiliate link; texts in `lang`, highest priority first.
     */
    listActive: live,

    /** Every promotion, with where it stands now and whether its claim is backed, highest priority first (for editors). */
    async listAll(): Promise<Array<ManagedPromotion & { state: ReturnType<typeof promotionState>; claimBacked: boolean }>> {
      const t = now();
      const backed = await backing();
      return [...(await repo.listAll())]
        .sort((a, b) => b.priority - a.priority || (a.id < b.id ? -1 : 1))
        .map((p) => ({ ...p, state: promotionState(p, t), claimBacked: backed(p) }));
    },

    /** A promotion with where it stands now and whether its partner has an active referral code or affiliate link. */
    forEditor,

    get: current,

    async create(input: Record<string, unknown>, actor = 'system', opts: { draft?: boolean } = {}): Promise<ManagedPromotion> {
      const p: ManagedPromotion = { ...validatePromotion(input, isListed), version: 1, draft: opts.draft ?? false, archived: false };
      const revision: NewRevision = { action: 'create', actor, changedFields: [], previous: null };
      if (!(await repo.insert(p, revision))) throw new AppError('CONFLICT', `Promotion '${p.id}' already exists`);
      await forget();
      return p;
    },

    /**
     * Changes some fields; the result is validated as a whole. The id cannot change. With `version`, the
     * save is refused (409) when the promotion changed since that version.
     */
    async update(id: string, patch: Record<string, unknown>, opts: { version?: number; actor?: string } = {}): Promise<ManagedPromotion> {
      if ('id' in patch && patch.id !== id) throw new AppError('BAD_REQUEST', 'id cannot be changed');
      const before = await current(id);
      if (opts.version !== undefined && opts.version !== before.version) throw await conflict(before);
      const next: ManagedPromotion = {
        ...validatePromotion({ ...before, ...patch, id }, isListed),
        version: before.version,
        draft: before.draft,
        archived: before.archived,
      };
      return save(before, next, opts.version, 'update', opts.actor ?? 'system');
    },

    /** Pause, resume, publish a draft, archive or restore from the archive. */
    async changeState(id: string, action: StateAction, version: number, actor: string): Promise<ManagedPromotion> {
      const before = await current(id);
      if (version !== before.version) throw await conflict(before);
      return save(before, { ...before, ...STATE_ACTIONS[action] }, version, action, actor);
    },

    /** Restores the promotion as it was before its latest change, as a new version (undoing an undo redoes). */
    async undo(id: string, version: number, actor: string): Promise<ManagedPromotion> {
      const before = await current(id);
      if (version !== before.version) throw await conflict(before);
      const latest = (await repo.history(id))[0];
      if (!latest || latest.version !== before.version || latest.previous === null)
        throw new AppError('BAD_REQUEST', `version: promotion '${id}' has no earlier version to go back to`);
      const restored: ManagedPromotion = { ...latest.previous, id, version: before.version };
      return save(before, restored, version, 'undo', actor);
    },

    async history(id: string) {
      await current(id);
      return repo.history(id);
    },

    async delete(id: string): Promise<void> {
      if (!(await repo.delete(id))) throw new AppError('NOT_FOUND', `Promotion '${id}' does not exist`);
      await forget();
    },

    /**
     * Ranks the promotions for a visitor described by hand, with the banner's own scoring. Scope 'live'
     * ranks exactly what GET /api/promotions serves; 'all' adds drafts, scheduled, paused and ended ones.
     */
    async simulate(input: SimulationInput) {
      const t = now();
      const { ctx, market } = simulatedContext(input, t);
      const unavailable = unavailablePartners(availability(), input.country);
      const candidates =
        input.scope === 'live'
          ? await live(input.language)
          : (await repo.listAll())
              .filter((p) => !p.archived && isPromotable(p.partnerType, p.partnerId))
              .map((p) => toPublic(p, input.language));
      const states = new Map((await all()).map((p) => [p.id, promotionState(p, t)]));
      const ranked = simulateRanking(candidates, ctx, market, unavailable).map((r) => ({
        ...r,
        state: states.get(r.promotion.id) ?? 'live',
      }));
      const hidden = candidates.filter((p) => unavailable.has(`${p.partner.type}/${p.partner.id}`)).map((p) => p.id);
      return {
        context: {
          interests: ctx.userInterests,
          timeOfDay: market.timeOfDay,
          device: ctx.deviceType,
          marketKey: `${market.btcTrend}_market`,
        },
        ranked,
        unavailableInCountry: hidden,
      };
    },

    /** Which typical visitors would see this promotion in the banner, were it live beside the live ones. */
    async coverage(id: string) {
      const target = toPublic(await current(id), 'en');
      const others = (await live('en')).filter((p) => p.id !== id);
      return coverageGrid(target, others, now());
    },
  };
}
