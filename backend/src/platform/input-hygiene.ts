import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError } from '@coinatlas/domain/errors';
import { storedTextProblem, type TextKind } from '@coinatlas/domain/validation/stored-text';

/**
 * The first string (or key) of a value that breaks the stored-text rule, as "<path> <problem>", e.g.
 * "body/items/0/name must not contain control characters". Keys are held to the single-line rule.
 */
function findUnstorable(value: unknown, where: string, kind: TextKind, depth = 0): string | undefined {
  if (typeof value === 'string') {
    const problem = storedTextProblem(value, kind);
    return problem ? `${where} ${problem}` : undefined;
  }
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findUnstorable(value[i], `${where}/${i}`, kind, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const key in value) {
    const problem = storedTextProblem(key, 'line');
    if (problem) return `${where} ${problem} (in a key)`;
    const hit = findUnstorable((value as Record<string, unknown>)[key], `${where}/${key}`, kind, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

function checker(ownChecks: readonly string[] | undefined, binaryBody: boolean) {
  const own = new Set(ownChecks ?? []);
  return async function rejectUnstorableText(req: FastifyRequest): Promise<void> {
    // Paths and query strings are single lines; a body's texts may hold line breaks and tabs.
    let where = findUnstorable(req.params, 'params', 'line') ?? findUnstorable(req.query, 'querystring', 'line');
    // A file upload's bytes are not text: the route checks its content itself.
    const body = binaryBody ? undefined : req.body;
    if (!where && body && typeof body === 'object' && !Array.isArray(body) && own.size) {
      for (const key in body) {
        if (own.has(key)) continue;
        where = findUnstorable((body as Record<string, unknown>)[key], `body/${key}`, 'text');
        if (where) break;
      }
    } else if (!where) {
      where = findUnstorable(body, 'body', 'text');
    }
    if (where) throw new AppError('BAD_REQUEST', where);
  };
}

export const FORBIDDEN_KEY_MESSAGE = 'Body must not contain a "__proto__" or "constructor.prototype" key';

/**
 * Input hygiene in one place, before any module sees a request:
 * - every string of the params, the query string and the JSON body is held to the stored-text rule
 *   (`@coinatlas/domain/validation/stored-text`: no NUL or other control character, no lone surrogate;
 *   Postgres refuses both, and no field of this API needs any), with a 400 naming the field. Only routes
 *   that declare a schema for those parts pay for the check. A route whose own rules apply the same rule
 *   to some body fields (in words its form shows, or per field of a record) lists those fields in the
 *   route config `bodyFieldsCheckedByRoute`; every other field is still checked here. A file
 *   upload (route config `binaryBody`) is bytes, not text, and its body is left to the route.
 * - JSON bodies are parsed with prototype-poisoning keys refused by name instead of "not valid JSON".
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as { body?: unknown; params?: unknown; querystring?: unknown } | undefined;
    if (!schema || !(schema.body || schema.params || schema.querystring)) return;
    const config = route.config as { bodyFieldsCheckedByRoute?: readonly string[]; binaryBody?: boolean } | undefined;
    const existing = route.preValidation;
    route.preValidation = [
      checker(config?.bodyFieldsCheckedByRoute, config?.binaryBody === true),
      ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
    ];
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.length === 0) {
      done(Object.assign(new Error("Body cannot be empty when content-type is set to 'application/json'"), { statusCode: 400 }));
      return;
    }
    try {
      done(null, sjson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch (err) {
      const forbidden = /forbidden (prototype|constructor) property/.test((err as Error).message);
      const message = forbidden ? FORBIDDEN_KEY_MESSAGE : "Body is not valid JSON but content-type is set to 'application/json'";
      done(Object.assign(new Error(message), { statusCode: 400 }));
    }
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** body fields the route holds to the stored-text rule itself, in its own words */
    bodyFieldsCheckedByRoute?: readonly string[];
    /** the body is a file's bytes (an upload), not text */
    binaryBody?: boolean;
  }
}
