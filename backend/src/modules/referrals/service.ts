import { AppError } from '@coinatlas/domain/errors';
import { clickDay, windowStart } from './domain/clicks.js';
import { isPartnerType, PARTNER_TYPES, type Partner, type PartnerType } from '@coinatlas/domain/partners/partner';
import {
  describeProblem,
  isUsable,
  normalizeInput,
  validateReferralCode,
  type FieldErrors,
  type ReferralCode,
  type ReferralCodeChanges,
  type ReferralCodeInput,
  type ReferralField,
} from '@coinatlas/domain/referrals/referral-code';
import { seedFor } from './domain/seeds.js';
import { ReferralConflict, type ClickRepository, type CodesCsv, type ReferralCodeRepository } from './ports.js';

/** `promotable` false: the partner's status allows facts only, so none of its codes reaches a visitor. */
export type ListedPartner = Partner & { readonly promotable: boolean };
export type PartnerDirectory = {
  all: readonly ListedPartner[];
  find(type: PartnerType, id: string): ListedPartner | undefined;
};

export type ReferralServiceDeps = {
  codes: ReferralCodeRepository;
  clicks: ClickRepository;
  csv: CodesCsv;
  partners: PartnerDirectory;
  now: () => number;
  /** Called after every change of a code (pages that show codes are rendered afresh). */
  onChange?: () => Promise<void>;
};

export type CreateInput = Omit<ReferralCodeInput, 'name' | 'description' | 'discount' | 'isActive'> &
  Partial<Pick<ReferralCodeInput, 'name' | 'description' | 'discount' | 'isActive'>>;

function assertValid(errors: FieldErrors): void {
  const entries = Object.entries(errors) as Array<[ReferralField, NonNullable<FieldErrors[ReferralField]>]>;
  if (entries.length) throw new AppError('BAD_REQUEST', entries.map(([f, p]) => describeProblem(f, p)).join('; '));
}

const notFound = (id: number) => new AppError('NOT_FOUND', `No referral code with id ${id}`);

export function createReferralService(deps: ReferralServiceDeps) {
  // Pages show the codes: a change renders them afresh (a failure to say so never fails the change).
  const changed = () => (deps.onChange ? deps.onChange().catch(() => undefined) : Promise.resolve());
  const { codes, clicks, partners, now } = deps;
  const nowIso = () => new Date(now()).toISOString();
  /** A code visitors may see: usable (active, with code and url) and of a partner the site may promote. */
  const visible = (c: ReferralCode | undefined): c is ReferralCode =>
    isUsable(c) && partners.find(c!.entityType, c!.entityId)?.promotable === true;

  return {
    /** Codes visitors may see: active ones (optionally of one type). */
    listActive(type?: PartnerType): Promise<ReferralCode[]> {
      return codes.list({ activeOnly: true, ...(type ? { type } : {}) }).then((l) => l.filter(visible));
    },

    /** Every code, active or not (admin only). */
    listAll(): Promise<ReferralCode[]> {
      return codes.list();
    },

    /**
     * The active code of one entity. Ids are unique within a type; without a type, the first active code
     * in the order of PARTNER_TYPES wins (3commas is both a tool and a trading bot).
     */
    async findActiveForEntity(entityId: string, type?: PartnerType): Promise<ReferralCode> {
      const found = (await codes.list({ entityId, activeOnly: true, ...(type ? { type } : {}) })).filter(visible);
      found.sort((a, b) => PARTNER_TYPES.indexOf(a.entityType) - PARTNER_TYPES.indexOf(b.entityType));
      if (!found[0]) throw new AppError('NOT_FOUND', 'No referral code found');
      return found[0];
    },

    async create(raw: CreateInput): Promise<ReferralCode> {
      const partner = raw.entityType && raw.entityId ? partners.find(raw.entityType, raw.entityId.trim()) : undefined;
      const input = normalizeInput({
        ...raw,
        name: raw.name ?? partner?.name ?? '',
        description: raw.description ?? '',
        discount: raw.discount ?? '',
        isActive: raw.isActive ?? false,
      });
      if (!partner && isPartnerType(input.entityType) && input.entityId) {
        throw new AppError(
          'BAD_REQUEST',
          `entityId '${input.entityId}' is not a listed ${input.entityType.replace('_', ' ')}; codes can be created only for partners the site lists`,
        );
      }
      assertValid(validateReferralCode(input));
      try {
        const created = await codes.create(input, nowIso());
        await changed();
        return created;
      } catch (err) {
        if (err instanceof ReferralConflict) {
          throw new AppError('CONFLICT', `A referral code for ${input.entityType} '${input.entityId}' already exists; edit it instead`);
        }
        throw err;
      }
    },

    async update(id: number, raw: ReferralCodeChanges): Promise<ReferralCode> {
      const current = await codes.get(id);
      if (!current) throw notFound(id);
      const changes = normalizeInput(raw);
      assertValid(validateReferralCode(changes, { current }));
      const updated = await codes.update(id, changes, nowIso());
      if (!updated) throw notFound(id);
      await changed();
      return updated;
    },

    async remove(id: number): Promise<void> {
      if (!(await codes.remove(id))) throw notFound(id);
      await changed();
    },

    /**
     * Imports codes from CSV (header: entityType, entityId, code, url, and optionally name, description,
     * discount, isActive): all rows or none. Every invalid row is named by its line in one 400.
     */
    async importCsv(text: string): Promise<{ created: number; updated: number }> {
      const { rows, problems } = deps.csv.read(text, (type, id) => partners.find(type, id)?.name);
      if (problems.length) {
        const n = problems.length;
        throw new AppError(
          'BAD_REQUEST',
          `Nothing was imported: ${n === 1 ? '1 line has a problem' : `${n} lines have problems`}. ` +
            problems.map((p) => `line ${p.line}: ${p.message}`).join('. '),
        );
      }
      const result = await codes.importAll(rows, nowIso());
      await changed();
      return result;
    },

    /** Every code, active or not, as CSV (admin only; the import reads the same columns). */
    async exportCsv(): Promise<string> {
      return deps.csv.write(await codes.list());
    },

    /**
     * Where /go/{type}/{id} sends the visitor: the active referral URL, else the official site (always the
     * official site for a partner the site may not promote).
     */
    async outboundUrl(type: PartnerType, entityId: string): Promise<{ url: string; via: 'referral' | 'official' }> {
      const partner = partners.find(type, entityId);
      if (!partner) throw new AppError('NOT_FOUND', `No ${type.replace('_', ' ')} with id '${entityId}' is listed`);
      const code = await codes.findByEntity(type, entityId);
      return visible(code) ? { url: code.url, via: 'referral' } : { url: partner.officialUrl, via: 'official' };
    },

    /** Official site only (when the database cannot answer, the visitor still gets where they wanted). */
    officialUrl(type: PartnerType, entityId: string): string | undefined {
      return partners.find(type, entityId)?.officialUrl;
    },

    recordClick(type: PartnerType, entityId: string): Promise<void> {
      return clicks.record(type, entityId, clickDay(now()));
    },

    async clickTotals(days: number) {
      const since = windowStart(now(), days);
      return { since, until: clickDay(now()), totals: await clicks.totalsSince(since) };
    },

    /** Gives every listed partner without a row its official URL and the example code, inactive. */
    seed(): Promise<number> {
      return codes.seedMissing(partners.all.map(seedFor), nowIso());
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
