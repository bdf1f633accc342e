import { Type, type Static } from 'typebox';

/** The operator's record as the legal notice shows it: exactly what the operator configured. */
export const LegalNoticeOperator = Type.Object(
  {
    name: Type.String({ description: 'The name of the company or person that runs the site' }),
    legalForm: Type.String({ description: 'Its legal form, as configured (GmbH, Einzelunternehmen, …)' }),
    address: Type.Array(Type.String(), { description: 'The postal address, one entry per line' }),
    representative: Type.Optional(Type.String({ description: 'Who represents the company, when configured' })),
    email: Type.String({ description: 'The contact email address' }),
    phone: Type.Optional(Type.String({ description: 'A telephone number, when configured' })),
    register: Type.Optional(Type.String({ description: 'The commercial register: court and number, when configured' })),
    vatId: Type.Optional(Type.String({ description: 'The VAT identification number, when configured' })),
    contentResponsible: Type.String({ description: 'The person responsible for the content (§ 18 Abs. 2 MStV): name and address' }),
  },
  { additionalProperties: false },
);
export type LegalNoticeOperator = Static<typeof LegalNoticeOperator>;

export const LegalNotice = Type.Object(
  {
    operator: Type.Union([LegalNoticeOperator, Type.Null()], {
      description: 'Who runs the site, or null while the operator has not configured it (the page then says so and is not indexed)',
    }),
  },
  { $id: 'LegalNotice', additionalProperties: false },
);
export type LegalNotice = Static<typeof LegalNotice>;

/**
 * What production start says when the operator is not configured, naming the variables to set: a public site
 * offered in Germany must name who runs it, so this must not get lost among the start-up lines. Undefined when
 * configured.
 */
export function missingOperatorWarning(configured: boolean, required: readonly string[]): string | undefined {
  if (configured) return undefined;
  return (
    `LEGAL NOTICE NOT CONFIGURED: ${required.join(', ')} are unset. The legal notice (/legal-notice, /de/impressum) ` +
    'names no operator and is not indexed; a site offered in Germany must name who runs it (§ 5 DDG). See README "The legal notice".'
  );
}
