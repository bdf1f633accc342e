import { AppError } from '../errors.js';
import { isPartnerType, type PartnerType } from '../partners/partner.js';
import { STATIC_ROUTES } from '../routes/manifest.js';
import { SITE_LANGUAGES } from '../routes/localized.js';

/** The site's languages; promotion texts carry English and may carry the others (English is the fallback). */
export const PROMOTION_LANGUAGES = SITE_LANGUAGES;
export type PromotionLanguage = (typeof PROMOTION_LANGUAGES)[number];
export type LocalizedText = { en: string } & Partial<Record<Exclude<PromotionLanguage, 'en'>, string>>;

/** What a promotion is about; the scoring rules read 'analytics', 'trading_bot' and 'payments'. */
export const PROMOTION_CATEGORIES = [
  'exchange',
  'trading_bot',
  'automation',
  'wallet',
  'security',
  'analytics',
  'research',
  'payments',
  'cashback',
] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** Visitor interests, inferred from the pages visited; promotions target them as user types. */
export const USER_INTERESTS = [
  'exchange_seeker',
  'automation_seeker',
  'security_focused',
  'professional_trader',
  'spender',
  'learner',
] as const;
export type UserInterest = (typeof USER_INTERESTS)[number];

export const BTC_TRENDS = ['bull', 'bear', 'stable'] as const;
export type BtcTrend = (typeof BTC_TRENDS)[number];
/** The market key of a promotion is the BTC trend followed by `_market`. */
export type MarketKey = `${BtcTrend}_market`;
export const MARKET_KEYS: readonly MarketKey[] = BTC_TRENDS.map((t) => `${t}_market` as const);

/** Background styles the client knows how to draw (a token, never raw CSS: the CSP forbids inline styles). */
export const PROMOTION_THEMES = ['blue', 'indigo', 'emerald', 'violet', 'amber', 'slate'] as const;
export type PromotionTheme = (typeof PROMOTION_THEMES)[number];

/** The routes a promotion may target: the site's own pages. */
export const TARGETABLE_PAGES: readonly string[] = STATIC_ROUTES.filter((r) => !r.startsWith('/admin'));

/** The fields the scoring reads. */
export type ScoredFields = Readonly<{
  id: string;
  priority: number;
  categories: readonly PromotionCategory[];
  targetPages: readonly string[];
  userTypes: readonly UserInterest[];
  marketConditions: readonly MarketKey[];
}>;

/** A promotion as stored: localized texts, the partner it links to, and its schedule. */
export type Promotion = ScoredFields &
  Readonly<{
    title: LocalizedText;
    description: LocalizedText;
    ctaText: LocalizedText;
    discount: LocalizedText;
    partnerType: PartnerType;
    partnerId: string;
    bgColor: PromotionTheme;
    active: boolean;
    /** ISO 8601 instants; null means no bound. */
    startsAt: string | null;
    endsAt: string | null;
  }>;

/** A promotion as the public API serves it: texts in one language, the tracked link as ctaUrl. */
export type PublicPromotion = ScoredFields &
  Readonly<{
    title: string;
    description: string;
    ctaText: string;
    ctaUrl: string;
    discount: string;
    partner: Readonly<{ type: PartnerType; id: string }>;
    bgColor: PromotionTheme;
    startsAt: string | null;
    endsAt: string | null;
  }>;

export const MIN_PRIORITY = 0;
export const MAX_PRIORITY = 20;
export const TEXT_LIMITS = { title: 80, description: 240, ctaText: 40, discount: 40 } as const;
const ID = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** Every click on a partner goes through our tracked redirect. */
export const trackedLink = (type: PartnerType, id: string) => `/go/${type}/${encodeURIComponent(id)}`;

/** Editorial flags a managed promotion carries besides `active`: not yet published, or put away for good. */
export type EditorialFlags = Readonly<{ draft?: boolean; archived?: boolean }>;

/** Published (not a draft, not archived), active, and inside its schedule at `nowMs` (start inclusive, end exclusive). */
export function isLiveAt(p: Pick<Promotion, 'active' | 'startsAt' | 'endsAt'> & EditorialFlags, nowMs: number): boolean {
  if (p.draft || p.archived) return false;
  if (!p.active) return false;
  if (p.startsAt !== null && Date.parse(p.startsAt) > nowMs) return false;
  if (p.endsAt !== null && Date.parse(p.endsAt) <= nowMs) return false;
  return true;
}

/** Where a promotion stands for editors at `nowMs`; only `live` promotions reach visitors. */
export const PROMOTION_STATES = ['draft', 'scheduled', 'live', 'paused', 'ended', 'archived'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export function promotionState(p: Pick<Promotion, 'active' | 'startsAt' | 'endsAt'> & EditorialFlags, nowMs: number): PromotionState {
  if (p.archived) return 'archived';
  if (p.draft) return 'draft';
  if (!p.active) return 'paused';
  if (p.endsAt !== null && Date.parse(p.endsAt) <= nowMs) return 'ended';
  if (p.startsAt !== null && Date.parse(p.startsAt) > nowMs) return 'scheduled';
  return 'live';
}

const pick = (text: LocalizedText, lang: PromotionLanguage) => (text[lang] ?? '').trim() || text.en;

export function toPublic(p: Promotion, lang: PromotionLanguage): PublicPromotion {
  return {
    id: p.id,
    title: pick(p.title, lang),
    description: pick(p.description, lang),
    ctaText: pick(p.ctaText, lang),
    ctaUrl: trackedLink(p.partnerType, p.partnerId),
    discount: pick(p.discount, lang),
    partner: { type: p.partnerType, id: p.partnerId },
    categories: p.categories,
    targetPages: p.targetPages,
    userTypes: p.userTypes,
    marketConditions: p.marketConditions,
    priority: p.priority,
    bgColor: p.bgColor,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
  };
}

const bad = (message: string): never => {
  throw new AppError('BAD_REQUEST', message);
};

function text(value: unknown, field: keyof typeof TEXT_LIMITS): LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) bad(`${field} must be an object of texts by language`);
  const entries = Object.entries(value as Record<string, unknown>);
  const out: Record<string, string> = {};
  for (const [lang, v] of entries) {
    if (!(PROMOTION_LANGUAGES as readonly string[]).includes(lang)) bad(`${field} has an unknown language '${lang}'`);
    if (typeof v !== 'string' || v.trim() === '') bad(`${field}.${lang} must be a non-empty string`);
    const s = (v as string).trim();
    if (s.length > TEXT_LIMITS[field]) bad(`${field}.${lang} must be at most ${TEXT_LIMITS[field]} characters`);
    out[lang] = s;
  }
  if (!out.en) bad(`${field}.en is required`);
  return out as LocalizedText;
}

function list<T extends string>(value: unknown, field: string, allowed: readonly T[], minItems: number): T[] {
  if (!Array.isArray(value)) return bad(`${field} must be a list`);
  if (value.length < minItems) bad(`${field} must have at least ${minItems} item${minItems === 1 ? '' : 's'}`);
  for (const v of value) {
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v)) bad(`${field} has an unknown value '${String(v)}'`);
  }
  if (new Set(value).size !== value.length) bad(`${field} must not repeat a value`);
  return value as T[];
}

function instant(value: unknown, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}T/.test(value))
    bad(`${field} must be an ISO 8601 date-time or null`);
  return new Date(value as string).toISOString();
}

/**
 * Checks a whole promotion (for create, or an update merged over the stored one) and returns it normalized.
 * `isListed` answers whether the site lists a partner (a promotion links only to listed partners).
 * Throws AppError('BAD_REQUEST') naming the first field that is wrong.
 */
export function validatePromotion(input: Record<string, unknown>, isListed: (type: PartnerType, id: string) => boolean): Promotion {
  const id = input.id;
  if (typeof id !== 'string' || !ID.test(id)) bad('id must be 2-63 lowercase letters, digits or dashes');
  const partnerType = input.partnerType;
  if (typeof partnerType !== 'string' || !isPartnerType(partnerType)) bad('partnerType is not a known partner type');
  const partnerId = input.partnerId;
  if (typeof partnerId !== 'string' || !isListed(partnerType as PartnerType, partnerId))
    bad(`partnerId '${String(partnerId)}' is not a listed ${String(partnerType)}`);
  const priority = input.priority;
  if (typeof priority !== 'number' || !Number.isInteger(priority) || priority < MIN_PRIORITY || priority > MAX_PRIORITY)
    bad(`priority must be a whole number from ${MIN_PRIORITY} to ${MAX_PRIORITY}`);
  const bgColor = input.bgColor;
  if (typeof bgColor !== 'string' || !(PROMOTION_THEMES as readonly string[]).includes(bgColor))
    bad(`bgColor must be one of: ${PROMOTION_THEMES.join(', ')}`);
  const active = input.active ?? true;
  if (typeof active !== 'boolean') bad('active must be true or false');
  const startsAt = instant(input.startsAt, 'startsAt');
  const endsAt = instant(input.endsAt, 'endsAt');
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) bad('endsAt must be after startsAt');
  return {
    id: id as string,
    title: text(input.title, 'title'),
    description: text(input.description, 'description'),
    ctaText: text(input.ctaText, 'ctaText'),
    discount: text(input.discount, 'discount'),
    partnerType: partnerType as PartnerType,
    partnerId: partnerId as string,
    categories: list(input.categories, 'categories', PROMOTION_CATEGORIES, 1),
    targetPages: list(input.targetPages, 'targetPages', TARGETABLE_PAGES, 0),
    userTypes: list(input.userTypes, 'userTypes', USER_INTERESTS, 0),
    marketConditions: list(input.marketConditions, 'marketConditions', MARKET_KEYS, 0),
    priority: priority as number,
    bgColor: bgColor as PromotionTheme,
    active: active as boolean,
    startsAt,
    endsAt,
  };
}
