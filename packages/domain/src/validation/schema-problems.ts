import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * Every way `data` breaks `schema`, one line each, prefixed with where the data came from (a file's path):
 * `seed/blog/x.json: /summary must be string`. Unknown properties are named.
 */
export const schemaProblems = (path: string, schema: TSchema, data: unknown): string[] =>
  Value.Errors(schema, data)
    .filter((e) => e.keyword !== 'boolean')
    .map(
      (e) =>
        `${path}: ${e.instancePath || '/'} ${e.message}${e.keyword === 'additionalProperties' ? ` (${(e.params as { additionalProperties: string[] }).additionalProperties.join(', ')})` : ''}`,
    );

/** A file's name without its folder and its `.json` or `.md` ending. */
export const baseName = (path: string): string => path.slice(path.lastIndexOf('/') + 1).replace(/\.(json|md)$/, '');
