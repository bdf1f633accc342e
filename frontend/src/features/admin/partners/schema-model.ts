/**
 * The record editor is drawn from the same JSON Schemas the server validates saves with
 * (GET /api/admin/partners/schema): which fields a record has, which values a field takes, what a new
 * entry starts as. These helpers read those schemas; they never decide what is valid (the server does,
 * and its problems are shown at their fields).
 */
import { pointerSegments } from '@coinatlas/domain/json/pointer';
import { SITE_LANGUAGES } from '@coinatlas/domain/routes/localized';

export type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: readonly unknown[];
  anyOf?: readonly JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  patternProperties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  description?: string;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxLength?: number;
  title?: string;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The property every branch of a union of objects fixes to its own constant (a provenance's `kind`, an availability entry's `status`). */
export function discriminator(schema: JsonSchema): { key: string; options: Array<{ value: string; schema: JsonSchema }> } | undefined {
  const branches = schema.anyOf;
  if (!branches || branches.length < 2 || !branches.every((b) => b.type === 'object' && b.properties)) return undefined;
  const first = branches[0]!.properties!;
  for (const key of Object.keys(first)) {
    if (!branches.every((b) => typeof b.properties![key]?.const === 'string')) continue;
    return { key, options: branches.map((b) => ({ value: b.properties![key]!.const as string, schema: b })) };
  }
  return undefined;
}

const typeMatches = (s: JsonSchema, v: unknown): boolean => {
  if (s.const !== undefined) return s.const === v;
  if (s.enum) return s.enum.includes(v);
  switch (s.type) {
    case 'null':
      return v === null;
    case 'string':
      return typeof v === 'string';
    case 'number':
    case 'integer':
      return typeof v === 'number';
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return isObject(v);
    default:
      return s.anyOf ? s.anyOf.some((b) => typeMatches(b, v)) : true;
  }
};

/** The branch of a union a value takes (by its discriminator, else by its kind of value); the schema itself when not a union. */
export function branchOf(schema: JsonSchema, value: unknown): JsonSchema {
  if (!schema.anyOf) return schema;
  const d = discriminator(schema);
  if (d && isObject(value)) return d.options.find((o) => o.value === value[d.key])?.schema ?? d.options[0]!.schema;
  return schema.anyOf.find((b) => typeMatches(b, value)) ?? schema.anyOf[0]!;
}

/** The schema of one property or entry of a value of `schema`. */
export function childSchema(schema: JsonSchema, value: unknown, key: string): JsonSchema | undefined {
  const s = branchOf(schema, value);
  if (s.type === 'array' || Array.isArray(value)) return s.items;
  if (s.properties?.[key]) return s.properties[key];
  if (s.patternProperties) {
    for (const [pattern, sub] of Object.entries(s.patternProperties)) if (new RegExp(pattern).test(key)) return sub;
  }
  return typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
}

/** The schema at a JSON pointer of `value` (whose schema is `root`). */
export function schemaAt(root: JsonSchema, value: unknown, path: string): JsonSchema | undefined {
  let schema: JsonSchema | undefined = root;
  let cur = value;
  for (const key of pointerSegments(path)) {
    if (!schema) return undefined;
    schema = childSchema(schema, cur, key);
    cur = Array.isArray(cur) ? cur[Number(key)] : isObject(cur) ? cur[key] : undefined;
  }
  return schema;
}

/** What a new value of this schema starts as: its first allowed value, an empty text, a list's minimum, an object's required fields. */
export function skeleton(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return skeleton(schema.anyOf.find((b) => b.type !== 'null') ?? schema.anyOf[0]!);
  switch (schema.type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => skeleton(schema.items ?? {}));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = skeleton(schema.properties?.[key] ?? {});
      return out;
    }
    default:
      return null;
  }
}

/** A field's name for people: `coinsAtLeast` → "Coins at least", `/fees/deposit/card` → "Fees › deposit › card". */
export const fieldName = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return (
    words.charAt(0).toUpperCase() +
    words
      .slice(1)
      .toLowerCase()
      .replace(/\busd\b/g, 'USD')
  );
};
export const pathName = (path: string) =>
  pointerSegments(path)
    .map((s, i) => (/^\d+$/.test(s) ? `#${Number(s) + 1}` : i === 0 ? fieldName(s) : fieldName(s).toLowerCase()))
    .join(' › ');

/**
 * Whether a fact path names an entry of a list with its own section in the editor (a country, a licence, a
 * payment method, an offer) rather than a fact or fee of the "Facts and fees" section.
 */
export const isEntryFact = (path: string) => /^\/(availability|licences|paymentMethods|offers)\//.test(path);

/** A DOM id for a field, so a problem can link to it. */
export const fieldId = (path: string) => `field${path.replace(/[^A-Za-z0-9]/g, '_')}`;

/** The texts of one language a save must keep in step with English: the languages of a record. */
export const LANGUAGES = SITE_LANGUAGES;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish', de: 'German', pt: 'Portuguese' };

/** A short text of a JSON value for a diff line. */
export function brief(value: unknown, max = 120): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
