import type { PartnerType } from '@coinatlas/domain/partners/partner';
import {
  PROMOTION_LANGUAGES,
  toPublic,
  type LocalizedText,
  type Promotion,
  type PromotionLanguage,
  type PromotionTheme,
  type PublicPromotion,
} from '@coinatlas/domain/promotions/promotion';
import type { Reason } from '@coinatlas/domain/promotions/scoring';
import type { AdminPromotion, NewPromotion, PromotionPatch } from '../api/promotions-admin';

export const TEXT_FIELDS = ['title', 'description', 'ctaText', 'discount'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
type Texts = Record<PromotionLanguage, string>;

/** The editor's values: every text in every language (empty when not written), dates as the inputs hold them. */
export type PromotionForm = {
  id: string;
  title: Texts;
  description: Texts;
  ctaText: Texts;
  discount: Texts;
  partnerType: PartnerType;
  partnerId: string;
  categories: string[];
  targetPages: string[];
  userTypes: string[];
  marketConditions: string[];
  priority: number;
  bgColor: PromotionTheme;
  active: boolean;
  /** `YYYY-MM-DDTHH:mm` in the editor's local time, or '' for no bound. */
  startsAt: string;
  endsAt: string;
};

/** The form fields an API message can point at. */
export const FORM_FIELDS = [
  'id',
  ...TEXT_FIELDS,
  'partnerType',
  'partnerId',
  'categories',
  'targetPages',
  'userTypes',
  'marketConditions',
  'priority',
  'bgColor',
  'startsAt',
  'endsAt',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

const texts = (t?: Partial<Texts>): Texts => ({ en: t?.en ?? '', es: t?.es ?? '', de: t?.de ?? '', pt: t?.pt ?? '' });
const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (browser time zone) as an ISO instant; null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

export const emptyForm = (): PromotionForm => ({
  id: '',
  title: texts(),
  description: texts(),
  ctaText: texts(),
  discount: texts(),
  partnerType: 'exchange',
  partnerId: '',
  categories: [],
  targetPages: [],
  userTypes: [],
  marketConditions: [],
  priority: 5,
  bgColor: 'blue',
  active: true,
  startsAt: '',
  endsAt: '',
});

export const formOf = (p: AdminPromotion): PromotionForm => ({
  id: p.id,
  title: texts(p.title),
  description: texts(p.description),
  ctaText: texts(p.ctaText),
  discount: texts(p.discount),
  partnerType: p.partnerType,
  partnerId: p.partnerId,
  categories: [...p.categories],
  targetPages: [...p.targetPages],
  userTypes: [...p.userTypes],
  marketConditions: [...p.marketConditions],
  priority: p.priority,
  bgColor: p.bgColor,
  active: p.active,
  startsAt: toLocalInput(p.startsAt),
  endsAt: toLocalInput(p.endsAt),
});

/** The texts as the API takes them: English always (the server names it when empty), other languages when written. */
function localized(t: Texts): LocalizedText {
  const out: Record<string, string> = { en: t.en.trim() };
  for (const lang of PROMOTION_LANGUAGES) if (lang !== 'en' && t[lang].trim()) out[lang] = t[lang].trim();
  return out as LocalizedText;
}

function fields(f: PromotionForm) {
  return {
    title: localized(f.title),
    description: localized(f.description),
    ctaText: localized(f.ctaText),
    discount: localized(f.discount),
    partnerType: f.partnerType,
    partnerId: f.partnerId,
    categories: f.categories,
    targetPages: f.targetPages,
    userTypes: f.userTypes,
    marketConditions: f.marketConditions,
    priority: f.priority,
    bgColor: f.bgColor,
    active: f.active,
    startsAt: fromLocalInput(f.startsAt),
    endsAt: fromLocalInput(f.endsAt),
  };
}

export const createBody = (f: PromotionForm, draft: boolean): NewPromotion => ({ id: f.id.trim(), ...fields(f), draft }) as NewPromotion;
export const patchBody = (f: PromotionForm, version: number): PromotionPatch => ({ version, ...fields(f) }) as PromotionPatch;

/**
 * The form field an API message is about: the server's messages start with the field (`title.en is required`,
 * `body/priority must be <= 20`, `partnerId 'x' is not a listed exchange`). Undefined for any other message.
 */
export function fieldOfMessage(message: string): FormField | undefined {
  const m = /^(?:body\/)?([A-Za-z]+)/.exec(message);
  const name = m?.[1];
  return name && (FORM_FIELDS as readonly string[]).includes(name) ? (name as FormField) : undefined;
}

/** The promotion as the banner would receive it in `lang`, from the editor's current values (the same toPublic the server uses). */
export function previewPromotion(f: PromotionForm, lang: PromotionLanguage): PublicPromotion {
  const stored = {
    id: f.id.trim() || 'preview',
    ...fields(f),
    categories: f.categories,
    targetPages: f.targetPages,
  } as unknown as Promotion;
  return toPublic(stored, lang);
}

/** The reason the preview shows: what the first targeting rule would say, else the base priority. */
export function previewReason(f: PromotionForm): Reason {
  if (f.targetPages[0]) return { key: 'targetPage', params: { page: f.targetPages[0] } };
  if (f.userTypes[0]) return { key: 'interest', params: { interest: f.userTypes[0] as never } };
  if (f.marketConditions[0]) return { key: 'market', params: { market: f.marketConditions[0] as never } };
  return { key: 'priority', params: { priority: f.priority } };
}
