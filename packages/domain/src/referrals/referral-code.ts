import { isPartnerType, PARTNER_TYPES, type PartnerType } from '../partners/partner.js';

/** A referral code as stored and served. `isActive` decides whether visitors ever see it. */
export type ReferralCode = {
  id: number;
  entityType: PartnerType;
  entityId: string;
  name: string;
  description: string;
  code: string;
  url: string;
  discount: string;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

/** What an admin writes. Entity type and id are fixed once the code exists. */
export type ReferralCodeInput = {
  entityType: PartnerType;
  entityId: string;
  name: string;
  description: string;
  code: string;
  url: string;
  discount: string;
  isActive: boolean;
};

export type ReferralCodeChanges = Partial<Omit<ReferralCodeInput, 'entityType' | 'entityId'>>;

/** Length limits, shared by the route schemas, the database columns and the admin form. */
export const LIMITS = {
  entityId: 64,
  name: 120,
  description: 500,
  code: 64,
  url: 2048,
  discount: 120,
} as const;

export const ENTITY_ID_PATTERN = '^[a-z0-9][a-z0-9-]*$';
export const CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]*$';

/**
 * The placeholder the seeds store. It is never shown to visitors: seeded rows are inactive and a code
 * equal to this cannot be activated until the operator replaces it with a real one.
 */
export const EXAMPLE_CODE = 'EXAMPLE-REPLACE-ME';
export const isExampleCode = (code: string) => code.trim().toUpperCase() === EXAMPLE_CODE;

export type ReferralField = keyof ReferralCodeInput;

/** Why a field was refused; the admin form translates these, the API turns them into one message. */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; max: number }
  | { kind: 'invalidType' }
  | { kind: 'invalidEntityId' }
  | { kind: 'invalidCode' }
  | { kind: 'invalidUrl' }
  | { kind: 'httpsOnly' }
  | { kind: 'exampleCodeActive' };

export type FieldErrors = Partial<Record<ReferralField, FieldProblem>>;

const CODE_RE = new RegExp(CODE_PATTERN);
const ENTITY_RE = new RegExp(ENTITY_ID_PATTERN);

/** An https URL with a host and no embedded credentials or whitespace. */
export function checkHttpsUrl(value: string): FieldProblem | undefined {
  const v = value.trim();
  if (!v) return { kind: 'required' };
  if (v.length > LIMITS.url) return { kind: 'tooLong', max: LIMITS.url };
  if (/\s/.test(v)) return { kind: 'invalidUrl' };
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return { kind: 'invalidUrl' };
  }
  if (url.protocol !== 'https:') return { kind: 'httpsOnly' };
  if (!url.hostname || !url.hostname.includes('.') || url.username || url.password) return { kind: 'invalidUrl' };
  return undefined;
}

function checkText(value: string, max: number, required: boolean): FieldProblem | undefined {
  const v = value.trim();
  if (required && !v) return { kind: 'required' };
  if (v.length > max) return { kind: 'tooLong', max };
  return undefined;
}

/**
 * Validates a whole input (create) or the fields present in a change set (update, with `current` the
 * stored row). Returns an empty object when everything is fine.
 */
export function validateReferralCode(input: Partial<ReferralCodeInput>, opts: { current?: ReferralCodeInput } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const creating = !opts.current;
  const has = (k: ReferralField) => creating || input[k] !== undefined;

  if (creating) {
    if (!input.entityType) errors.entityType = { kind: 'required' };
    else if (!isPartnerType(input.entityType)) errors.entityType = { kind: 'invalidType' };
    const id = input.entityId?.trim() ?? '';
    if (!id) errors.entityId = { kind: 'required' };
    else if (id.length > LIMITS.entityId) errors.entityId = { kind: 'tooLong', max: LIMITS.entityId };
    else if (!ENTITY_RE.test(id)) errors.entityId = { kind: 'invalidEntityId' };
  }
  if (has('name')) {
    const p = checkText(input.name ?? '', LIMITS.name, true);
    if (p) errors.name = p;
  }
  if (has('description')) {
    const p = checkText(input.description ?? '', LIMITS.description, false);
    if (p) errors.description = p;
  }
  if (has('discount')) {
    const p = checkText(input.discount ?? '', LIMITS.discount, false);
    if (p) errors.discount = p;
  }
  if (has('code')) {
    const code = (input.code ?? '').trim();
    if (!code) errors.code = { kind: 'required' };
    else if (code.length > LIMITS.code) errors.code = { kind: 'tooLong', max: LIMITS.code };
    else if (!CODE_RE.test(code)) errors.code = { kind: 'invalidCode' };
  }
  if (has('url')) {
    const p = checkHttpsUrl(input.url ?? '');
    if (p) errors.url = p;
  }
  // The merged result must not be an active example code.
  const active = input.isActive ?? opts.current?.isActive ?? false;
  const code = input.code ?? opts.current?.code ?? '';
  if (active && !errors.code && isExampleCode(code)) errors.code = { kind: 'exampleCodeActive' };
  return errors;
}

/** One English sentence per problem, for the API's error message (the admin form has its own texts). */
export function describeProblem(field: ReferralField, p: FieldProblem): string {
  switch (p.kind) {
    case 'required':
      return `${field} is required`;
    case 'tooLong':
      return `${field} must be at most ${p.max} characters`;
    case 'invalidType':
      return `${field} must be one of: ${PARTNER_TYPES.join(', ')}`;
    case 'invalidEntityId':
      return `${field} may contain only lowercase letters, digits and hyphens`;
    case 'invalidCode':
      return `${field} may contain only letters, digits, '.', '_' and '-', starting with a letter or digit`;
    case 'invalidUrl':
      return `${field} must be a valid address such as https://example.com/ref/abc`;
    case 'httpsOnly':
      return `${field} must start with https://`;
    case 'exampleCodeActive':
      return `${field} is still the example code ${EXAMPLE_CODE}: replace it with your real referral code before activating it`;
  }
}

/** What visitors see: a code is used only when active and has both a code and a url. */
export const isUsable = (c: Pick<ReferralCode, 'isActive' | 'code' | 'url'> | null | undefined): boolean =>
  Boolean(c && c.isActive && c.code.trim() && c.url.trim());

/**
 * The URL as a browser would send it: parsed and serialised again, so non-ASCII characters are
 * percent-encoded (and the host punycoded). The result is safe in a Location header. A value that does
 * not parse, or holds whitespace, is returned unchanged for validation to refuse.
 */
export function normalizeUrl(value: string): string {
  const v = value.trim();
  if (/\s/.test(v)) return v;
  try {
    return new URL(v).href;
  } catch {
    return v;
  }
}

/** True when the value can go into an HTTP header as is (visible ASCII only). */
export const isHeaderSafe = (value: string): boolean => /^[\x21-\x7e]+$/.test(value);

/** Trims every text field (the stored values never carry stray whitespace) and normalises the URL. */
export function normalizeInput<T extends Partial<ReferralCodeInput>>(input: T): T {
  const out = { ...input };
  for (const k of ['entityId', 'name', 'description', 'code', 'url', 'discount'] as const) {
    if (typeof out[k] === 'string') (out as Record<string, unknown>)[k] = (out[k] as string).trim();
  }
  if (typeof out.url === 'string') out.url = normalizeUrl(out.url);
  return out;
}
