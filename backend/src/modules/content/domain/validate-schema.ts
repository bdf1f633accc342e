// A content file's schema problems as readable lines (one per field; a provenance's against the shape its kind asks for).
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import { ProvenanceSchema } from './schema.js';

const messageOf = (path: string, e: { keyword: string; instancePath: string; message: string; params: unknown }): string => {
  const where = e.instancePath || '/';
  if (e.keyword === 'additionalProperties')
    return `${path}: ${where} has unknown field(s) ${(e.params as { additionalProperties: string[] }).additionalProperties.join(', ')}`;
  if (e.keyword === 'required')
    return `${path}: ${where} is missing ${(e.params as { requiredProperties: string[] }).requiredProperties.join(', ')}`;
  return `${path}: ${where} ${e.message}`;
};

const PROVENANCE_AT = /^(.*\/provenance)(\/.*)?$/;
const provenanceBranches = new Map(
  (ProvenanceSchema.anyOf as TSchema[]).map((branch) => [
    (branch as { properties: { kind: { const: string } } }).properties.kind.const,
    branch,
  ]),
);

/**
 * A provenance is one of three shapes; the schema library reports a mismatch against every one of them.
 * This names only what is wrong with the shape its `kind` asks for (or that the kind itself is unknown).
 */
function provenanceProblems(path: string, at: string, value: unknown): string[] {
  const kind = (value as { kind?: unknown } | null)?.kind;
  const branch = typeof kind === 'string' ? provenanceBranches.get(kind) : undefined;
  if (!branch) return [`${path}: ${at}/kind must be one of ${[...provenanceBranches.keys()].join(', ')}`];
  return [...Value.Errors(branch, value)]
    .filter((e) => e.keyword !== 'boolean')
    .map((e) => messageOf(path, { ...e, instancePath: `${at}${e.instancePath}` }));
}

const pointerGet = (data: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      data,
    );

export const schemaProblems = (path: string, schema: TSchema, data: unknown): string[] => {
  if (Value.Check(schema, data)) return [];
  const out: string[] = [];
  const provenanceSeen = new Set<string>();
  // "schema is false" repeats the additionalProperties error that names the field.
  for (const e of Value.Errors(schema, data)) {
    if (e.keyword === 'boolean') continue;
    const m = PROVENANCE_AT.exec(e.instancePath);
    if (m) {
      if (!provenanceSeen.has(m[1]!)) {
        provenanceSeen.add(m[1]!);
        out.push(...provenanceProblems(path, m[1]!, pointerGet(data, m[1]!)));
      }
      continue;
    }
    out.push(messageOf(path, e));
  }
  return [...new Set(out)];
};
