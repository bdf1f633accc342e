// The content schemas' building blocks: ids, texts, addresses, dates, partner references, fact values, facts, countries, currencies, percents.
import { ProvenanceSchema } from '@coinatlas/domain/provenance/provenance-schema';
import { Type, type TSchema } from 'typebox';
import { PARTNER_TYPES } from '@coinatlas/domain/partners/partner';

export const ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

export const Id = Type.String({ pattern: ID_PATTERN, maxLength: 100, description: 'Stable identifier (kebab-case); also the URL anchor' });
export const Str = Type.String({ minLength: 1 });
export const Strs = Type.Array(Str);
export const Https = Type.String({ pattern: '^https://[^\\s]+$', description: 'An https address' });
export const IsoDate = Type.String({ pattern: DATE_PATTERN, description: 'ISO date, YYYY-MM-DD' });
export const Order = Type.Integer({ minimum: 1, description: 'Position in its list (1 first)' });
export const Ref = Type.Object(
  { type: Type.Enum([...PARTNER_TYPES]), id: Id },
  { additionalProperties: false, description: 'The partner this record belongs to' },
);

/** A number inside a sentence ({{name}} in the text), formatted for the reader's language. */
const FactValue = Type.Union([
  Type.Object({ kind: Type.Literal('percent'), value: Type.Number() }, { additionalProperties: false }),
  Type.Object(
    { kind: Type.Literal('money'), value: Type.Number(), currency: Type.Enum(['USD', 'EUR', 'GBP']) },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('number'), value: Type.Number() }, { additionalProperties: false }),
]);
export const FactValues = Type.Record(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }), FactValue);

/** One fact: its value and where it comes from. */
export const Fact = <T extends TSchema>(value: T) => Type.Object({ value, provenance: ProvenanceSchema }, { additionalProperties: false });

export type Text = <T extends TSchema>(t: T) => TSchema;

export const Country = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country code' });
export const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 currency code' });
/** A country, or "EEA" for every state of the European Economic Area. */
export const CountryOrEea = Type.String({
  pattern: '^([A-Z]{2}|EEA)$',
  description: 'ISO 3166-1 alpha-2 country code, or EEA for every state of the European Economic Area',
});
export const Percent = Type.Number({ minimum: 0, maximum: 100, description: 'Percent of the amount' });
