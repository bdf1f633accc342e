// The schemas of where and how a partner can be used: availability by country, licences, fiat payment methods.
import { ProvenanceSchema } from '@coinatlas/domain/provenance/provenance-schema';
import { Type } from 'typebox';
import { UNAVAILABILITY_REASONS } from '@coinatlas/domain/availability/availability';
import { LICENCE_STATUSES, LICENCE_TYPES, METHOD_TIMES, PAYMENT_METHODS } from '@coinatlas/domain/payments/methods';
import { Country, CountryOrEea, Currency, Https, Percent } from './schema-primitives.js';

const checkedFields = { provenance: ProvenanceSchema };
/**
 * Where a partner can be used, one entry per country: available (optionally except in some subdivisions),
 * or not available with the reason. A "not available" entry hides the partner in that country whatever its
 * provenance; a country without an entry reads "availability unknown".
 */
export const Availability = Type.Array(
  Type.Union([
    Type.Object(
      {
        country: Country,
        status: Type.Literal('available'),
        except: Type.Optional(
          Type.Array(Type.String({ pattern: '^[A-Z]{2}-[A-Z0-9]{1,3}$', description: 'ISO 3166-2 subdivision code, e.g. US-NY' }), {
            minItems: 1,
            uniqueItems: true,
            description: "The country's subdivisions (ISO 3166-2, e.g. US-NY) where it is not offered; absent: none recorded",
          }),
        ),
        ...checkedFields,
      },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        country: Country,
        status: Type.Literal('not-available'),
        reason: Type.Enum([...UNAVAILABILITY_REASONS], {
          description:
            'Why: banned (the country bans it), licence-missing (it holds no licence there), service-withdrawn (it left) or ' +
            'excluded-by-terms (its own terms list the country as restricted)',
        }),
        ...checkedFields,
      },
      { additionalProperties: false },
    ),
  ]),
  { description: 'Availability by country, each entry with its provenance' },
);

/**
 * A licence or registration an exchange holds, as its regulator's register (or the exchange's own legal page)
 * states it. `covers` is where it lets the holder serve customers, not where the regulator sits.
 */
export const Licence = Type.Object(
  {
    regulator: Type.String({ minLength: 1, maxLength: 120, description: 'Short name of the authority, e.g. BaFin' }),
    regulatorCountry: Type.String({
      pattern: '^[A-Z]{2}$',
      description: "ISO 3166-1 alpha-2 code of the authority's country (EU for a body of the European Union)",
    }),
    type: Type.Enum([...LICENCE_TYPES], { description: 'The kind of licence or registration' }),
    holder: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'The legal entity the register names as its holder' })),
    entryId: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: "The register's identifier for the entry" })),
    registerUrl: Type.Optional({ ...Https, description: 'The register, or its entry for this licence' }),
    status: Type.Enum([...LICENCE_STATUSES], {
      description: 'authorised or registered (it may serve customers), applied (pending) or withdrawn',
    }),
    covers: Type.Array(CountryOrEea, {
      minItems: 1,
      uniqueItems: true,
      description:
        'The countries whose customers it covers; EEA: every EEA state (only where the register or the exchange says it passports to all)',
    }),
    provenance: ProvenanceSchema,
  },
  { additionalProperties: false },
);
export const Licences = Type.Array(Licence, {
  description: 'Licences and registrations held, each with its provenance (absent or empty: none recorded, not "none held")',
});

/** What moving money one way by a method costs and takes; a field left out is unknown. */
const MethodTerms = Type.Object(
  {
    feePercent: Type.Optional({ ...Percent, description: 'Fee in percent of the amount (0: the page states it is free)' }),
    feeFixed: Type.Optional(Type.Number({ minimum: 0, description: 'Fixed fee in the entry’s fiat (0: stated free)' })),
    minimum: Type.Optional(Type.Number({ minimum: 0, description: 'Smallest amount, in the entry’s fiat' })),
    time: Type.Optional(Type.Enum([...METHOD_TIMES], { description: 'How long it takes, as the exchange states it' })),
  },
  { additionalProperties: false },
);
/**
 * One way to deposit or withdraw one fiat currency. The entry says the method is offered for that fiat;
 * `deposit`/`withdrawal` carry what is known of each direction (absent: unknown whether it is offered that way).
 */
export const PaymentMethodEntry = Type.Object(
  {
    method: Type.Enum([...PAYMENT_METHODS], { description: 'The payment rail (card covers debit and credit cards)' }),
    fiat: Currency,
    deposit: Type.Optional({
      ...MethodTerms,
      description: 'Deposits by this method: its terms as far as known ({}: offered, terms unknown); absent: unknown',
    }),
    withdrawal: Type.Optional({
      ...MethodTerms,
      description: 'Withdrawals by this method: its terms as far as known ({}: offered, terms unknown); absent: unknown',
    }),
    provenance: ProvenanceSchema,
  },
  { additionalProperties: false },
);
export const PaymentMethods = Type.Array(PaymentMethodEntry, {
  description: 'Fiat payment methods, one entry per method and currency, each with its provenance (absent: none recorded)',
});
