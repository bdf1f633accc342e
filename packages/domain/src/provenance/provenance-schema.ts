import { Type } from 'typebox';
import type { Provenance } from './provenance.js';

/**
 * The one wire schema of a provenance (the three shapes of `provenance.ts`): the partner records validate their
 * facts with it, and every API answer that says where a figure comes from refers to it. The server registers it
 * once as the `Provenance` component (ProvenanceBody) and routes point at it (ProvenanceRef); the content's own
 * validation uses ProvenanceSchema, the same shapes without the id. Only the server imports this file: the
 * browser reads the type from `provenance.ts`.
 */
const Https = (description: string) => Type.String({ pattern: '^https://[^\\s]+$', description });
const IsoDate = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', description: 'The day the editor read it' });

const CatalogueBranch = Type.Object(
  {
    kind: Type.Literal('catalogue'),
    source: Type.Optional(Https('The page an editor should check it against (not read yet: never shown as a citation)')),
  },
  { additionalProperties: false },
);
const CheckedBranch = Type.Object(
  {
    kind: Type.Literal('checked'),
    source: Https('The page the editor read, ideally the one that states the fact'),
    checked: IsoDate,
  },
  { additionalProperties: false },
);
const FeedBranch = Type.Object(
  {
    kind: Type.Literal('feed'),
    feed: Type.String({ minLength: 1, maxLength: 200, description: 'The data source, named' }),
    version: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Its version' })),
    fetchedAt: Type.Optional(Type.String({ format: 'date-time', description: 'When it was fetched' })),
    source: Type.Optional(Https('The page the source documents the figure with')),
  },
  { additionalProperties: false },
);
const description =
  'Where it comes from: catalogue (our original catalogue, not checked since), checked (an editor read the page on the date) or feed (a named data source)';

/** The shapes, for validating a record in place (no id: a record holds many). */
export const ProvenanceSchema = Type.Union([CatalogueBranch, CheckedBranch, FeedBranch], { description });

export const PROVENANCE_SCHEMA_ID = 'Provenance';
/** The shapes as the API document's one `Provenance` component: registered once by the server. */
export const ProvenanceBody = Type.Union([CatalogueBranch, CheckedBranch, FeedBranch], { $id: PROVENANCE_SCHEMA_ID, description });
/** A reference to the registered component, for an answer's schema. */
export const ProvenanceRef = Type.Unsafe<Provenance>(Type.Ref(PROVENANCE_SCHEMA_ID));
