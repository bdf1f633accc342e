import { Type, type TInteger, type TSchemaOptions } from 'typebox';
import { SITE_LANGUAGES, type SiteLanguage } from '@coinatlas/domain/routes/localized';

/** The largest value of a Postgres `integer` column (ids, versions, counts). */
export const PG_INT_MAX = 2_147_483_647;

type IntegerOptions = { description?: string; default?: number; examples?: number[] };

/**
 * A whole number from `minimum` to `maximum`, for every id, page, limit and other integer a client sends.
 * The range is required: a value the database cannot hold is refused with a 400 ("querystring/limit must be
 * <= 50") before it reaches it. Text that ajv coerces to an infinite number ('1e309', 'Infinity') is refused
 * for every schema by the validator compiler (server-options.ts): "params/id must be a finite number".
 */
export function BoundedInteger(minimum: number, maximum: number, options: IntegerOptions = {}): TInteger {
  return Type.Integer({ ...options, minimum, maximum });
}

/** The id of a database row (a serial column): 1 to the largest Postgres integer. */
export const RowId = (options: IntegerOptions = {}): TInteger => BoundedInteger(1, PG_INT_MAX, options);

/** One of the site's languages (SITE_LANGUAGES): `anyOf` of their constants in the API document. */
export const SiteLanguageSchema = (options: TSchemaOptions = {}) =>
  Type.Unsafe<SiteLanguage>(
    Type.Union(
      SITE_LANGUAGES.map((lang) => Type.Literal(lang)),
      options,
    ),
  );
