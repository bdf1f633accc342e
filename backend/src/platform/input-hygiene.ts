import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import sjson from 'secure-json-parse';
import { AppError } from '@coinatlas/domain/errors';

// Control characters: NUL and the rest of C0, and DEL. Bodies may carry tab, line feed and carriage
// return (a contact message has lines); paths and query strings may not.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BODY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_CONTROL = /[\u0000-\u001F\u007F]/;

/** The path of the first string (or key) holding a control character, e.g. "body/items/0/name". */
function findControl(value: unknown, where: string, re: RegExp, depth = 0): string | undefined {
  if (typeof value === 'string') return re.test(value) ? where : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findControl(value[i], `${where}/${i}`, re, depth + 1);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const key in value) {
    if (re.test(key)) return where;
    const hit = findControl((value as Record<string, unknown>)[key], `${where}/${key}`, re, depth + 1);
    if (hit) return hit;
  }
  return undefined;
}

function checker(ownChecks: readonly string[] | undefined, binaryBody: boolean) {
  const own = new Set(ownChecks ?? []);
  return async function rejectControlCharacters(req: FastifyRequest): Promise<void> {
    let where = findControl(req.params, 'params', LINE_CONTROL) ?? findControl(req.query, 'querystring', LINE_CONTROL);
    // A file upload's bytes are not text: the route checks its content itself.
    const body = binaryBody ? undefined : req.body;
    if (!where && body && typeof body === 'object' && !Array.isArray(body) && own.size) {
      for (const key in body) {
        if (own.has(key)) continue;
        where = findControl((body as Record<string, unknown>)[key], `body/${key}`, BODY_CONTROL);
        if (where) break;
      }
    } else if (!where) {
      where = findControl(body, 'body', BODY_CONTROL);
    }
    if (where) throw new AppError('BAD_REQUEST', `${where} must not contain control characters`);
  };
}

export const FORBIDDEN_KEY_MESSAGE = 'Body must not contain a "__proto__" or "constructor.prototype" key';

/**
 * Input hygiene in one place, before any module sees a request:
 * - every string of the params, the query string and the JSON body is checked for control characters
 *   (NUL included; Postgres refuses NUL in text, and no field of this API needs any), with a 400 naming
 *   the field. Only routes that declare a schema for those parts pay for the check. A route whose own
 *   rules already refuse control characters in some body fields, in words its form shows, lists those
 *   fields in the route config `bodyFieldsCheckedByRoute`; every other field is still checked here. A file
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
    /** body fields whose control characters the route refuses itself, in its own words */
    bodyFieldsCheckedByRoute?: readonly string[];
    /** the body is a file's bytes (an upload), not text */
    binaryBody?: boolean;
  }
}
